import { cn } from "~/ui/cn";

/** Blank lines separate paragraphs; single line breaks are kept inside one. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** Plain text as paragraphs: React escapes it, so no HTML from the editor reaches the page (docs/product.md#failures-and-input). */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = splitParagraphs(text);
  if (paragraphs.length === 0) return null;
  return (
    <div className={cn("space-y-5", className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
