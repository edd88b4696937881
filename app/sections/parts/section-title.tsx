import { cn } from "~/ui/cn";

interface SectionTitleProps {
  level: 1 | 2;
  id?: string;
  /** statement: the opening picture hero of a page, as large as the designed pages' heroes. */
  size?: "statement" | "hero" | "section";
  className?: string;
  children: string;
}

/**
 * A section's title in the display face: the page's h1 when the section comes first, else an h2.
 * An empty title draws nothing, rather than an empty heading.
 */
export function SectionTitle({ level, id, size = "section", className, children }: SectionTitleProps) {
  if (!children.trim()) return null;
  const Tag = level === 1 ? "h1" : "h2";
  return (
    <Tag
      id={id}
      className={cn(
        "font-display font-medium text-balance",
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
