import type { Section } from "~/lib/page-model";
import { cn } from "~/ui/cn";

interface SectionTitleProps {
  level: 1 | 2;
  id?: string;
  /** statement: the opening picture hero of a page, as large as the designed pages' heroes. */
  size?: "statement" | "hero" | "section";
  /**
   * medium: the bare title of the five specified types; regular: the heading of the designed blocks' heading block
   * (`SectionHeading`), lighter under its eyebrow (docs/decisions/198).
   */
  weight?: "medium" | "regular";
  className?: string;
  children: string;
}

/**
 * A section's title in the display face: the page's h1 when the section comes first, else an h2. Every section's
 * heading is this one. An empty title draws nothing, rather than an empty heading.
 */
export function SectionTitle({
  level,
  id,
  size = "section",
  weight = "medium",
  className,
  children,
}: SectionTitleProps) {
  if (!children.trim()) return null;
  const Tag = level === 1 ? "h1" : "h2";
  return (
    <Tag
      id={id}
      className={cn(
        "font-display text-balance",
        weight === "medium" && "font-medium",
        size === "statement" && "text-[3.4rem] leading-[1.02] sm:text-7xl lg:text-8xl",
        size === "hero" && "text-5xl leading-[1.02] sm:text-6xl lg:text-7xl",
        size === "section" && "text-4xl leading-[1.08] sm:text-5xl lg:text-[3.5rem]",
        className,
      )}
    >
      {children}
    </Tag>
  );
}

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

/** The heading block that opens a designed section: eyebrow, the title in regular weight, and an intro line. */
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
  return (
    <div className={cn(align === "center" && "mx-auto text-center", "max-w-3xl", className)}>
      {eyebrow && <p className={cn("eyebrow", onDark ? "text-sand" : "text-bronze")}>{eyebrow}</p>}
      <SectionTitle level={level} id={id} weight="regular" className="mt-4">
        {heading}
      </SectionTitle>
      {intro && (
        <p className={cn("mt-5 text-base leading-relaxed sm:text-lg", onDark ? "text-white/80" : "text-ink-soft")}>
          {intro}
        </p>
      )}
    </div>
  );
}

/** A section's own eyebrow, title and introduction as its heading block. */
export function SectionHeadingOf({
  section,
  ...rest
}: Omit<SectionHeadingProps, "eyebrow" | "heading" | "intro"> & { section: Section }) {
  return (
    <SectionHeading eyebrow={section.eyebrow} heading={section.title} intro={section.content || undefined} {...rest} />
  );
}
