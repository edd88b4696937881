import { SectionHeading } from "~/sections/parts/section-heading";
import { Reveal } from "~/ui/reveal";

interface IntroBlockProps {
  /** Id of the heading, which labels the section. */
  id: string;
  /** The section's own id, for links to it. */
  anchor?: string;
  level?: 1 | 2;
  backgroundColor?: string;
  eyebrow?: string;
  heading: string;
  body: readonly string[];
}

/** The intro that follows a collection hero: heading on the left, a lede and prose on the right. */
export function IntroBlock({ id, anchor, level, backgroundColor, eyebrow, heading, body }: IntroBlockProps) {
  const [lede, ...rest] = body;
  return (
    <section
      id={anchor || undefined}
      aria-labelledby={id}
      style={backgroundColor ? { backgroundColor } : undefined}
      className="py-20 sm:py-28 lg:py-32"
    >
      <Reveal className="container-page grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-24">
        <SectionHeading id={id} level={level} eyebrow={eyebrow} heading={heading} />
        <div className="space-y-5 leading-relaxed text-ink-soft lg:pt-9">
          {lede && <p className="font-display text-2xl leading-snug text-ink sm:text-[1.75rem]">{lede}</p>}
          {rest.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Reveal>
    </section>
  );
}
