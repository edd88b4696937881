import type { Section } from "~/lib/page-model";
import { cn } from "~/ui/cn";

interface SectionHeadingProps {
  id?: string;
  /** h2 unless the section opens the page. */
  level?: 1 | 2;
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: "left" | "center";
  /** Light words on a dark background (the tone model of ./tone). */
  onDark?: boolean;
  className?: string;
}

/** Eyebrow, display heading and intro line that open a page section. */
export function SectionHeading({
  id,
  level = 2,
  eyebrow,
  heading,
  intro,
  align = "left",
  onDark = false,
  className,
}: SectionHeadingProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={cn(align === "center" && "mx-auto text-center", "max-w-3xl", className)}>
      {eyebrow && <p className={cn("eyebrow", onDark ? "text-sand" : "text-bronze")}>{eyebrow}</p>}
      <Heading id={id} className="mt-4 font-display text-4xl leading-[1.08] text-balance sm:text-5xl lg:text-[3.5rem]">
        {heading}
      </Heading>
      {intro && (
        <p className={cn("mt-5 text-base leading-relaxed sm:text-lg", onDark ? "text-white/80" : "text-ink-soft")}>
          {intro}
        </p>
      )}
    </div>
  );
}

/** A section's own eyebrow, title and introduction as its heading. */
export function SectionHeadingOf({
  section,
  ...rest
}: Omit<SectionHeadingProps, "eyebrow" | "heading" | "intro"> & { section: Section }) {
  return (
    <SectionHeading eyebrow={section.eyebrow} heading={section.title} intro={section.content || undefined} {...rest} />
  );
}
