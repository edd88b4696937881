import type { ReactNode } from "react";
import type { Picture as PictureData } from "~/content/picture";
import { cn } from "~/ui/cn";
import { Picture } from "./picture";
import { Reveal } from "~/ui/reveal";
import { SectionHeading } from "./section-heading";

interface ProseSplitProps {
  id: string;
  eyebrow?: string;
  heading: string;
  paragraphs: readonly string[];
  picture?: PictureData;
  /** Image on the left on wide screens. */
  reverse?: boolean;
  tone?: "paper" | "linen";
  children?: ReactNode;
}

/** A prose section beside an image: the editorial block of the design, philosophy and about pages. */
export function ProseSplit({
  id,
  eyebrow,
  heading,
  paragraphs,
  picture,
  reverse,
  tone = "paper",
  children,
}: ProseSplitProps) {
  return (
    <section aria-labelledby={id} className={cn("py-20 sm:py-28", tone === "linen" ? "bg-linen" : "bg-paper")}>
      <div className={cn("container-page grid items-center gap-12 lg:gap-24", picture && "lg:grid-cols-2")}>
        <Reveal className={cn(reverse && picture && "lg:order-2", !picture && "mx-auto max-w-3xl")}>
          <SectionHeading id={id} eyebrow={eyebrow} heading={heading} />
          <div className="mt-8 space-y-5 text-base leading-[1.8] text-ink-soft sm:text-lg">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {children}
        </Reveal>
        {picture && (
          <Reveal className={cn(reverse && "lg:order-1")}>
            <Picture
              picture={picture}
              sizes="(min-width: 1024px) 45vw, 92vw"
              imgClassName="aspect-[4/5] w-full object-cover sm:aspect-[4/3] lg:aspect-[4/5]"
            />
          </Reveal>
        )}
      </div>
    </section>
  );
}
