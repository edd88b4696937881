import { Link } from "react-router";

import { isInternalLink } from "~/lib/link-target";
import type { RichRun, RichText } from "~/lib/rich-text";
import { cn } from "~/ui/cn";

/** Blank lines separate paragraphs; single line breaks are kept inside one. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

const linkClass = "underline decoration-1 underline-offset-4 hover:decoration-2";

/** One run of rich text as elements: React escapes the words, and a link's address passed the link rule. */
function Run({ run }: { run: RichRun }) {
  let node: React.ReactNode = run.text;
  if (run.marks?.includes("italic")) node = <em>{node}</em>;
  if (run.marks?.includes("bold")) node = <strong className="font-semibold">{node}</strong>;
  if (!run.link) return node;
  return isInternalLink(run.link) ? (
    <Link to={run.link} className={linkClass}>
      {node}
    </Link>
  ) : (
    <a href={run.link} className={linkClass}>
      {node}
    </a>
  );
}

const Runs = ({ runs }: { runs: readonly RichRun[] }) => runs.map((run, index) => <Run key={index} run={run} />);

/**
 * A section's text: its rich text when it has one (paragraphs, bulleted lists, bold, italic, links), else its plain
 * content as paragraphs. Never HTML: no markup from the editor reaches the page (docs/product.md#failures-and-input).
 */
export function Paragraphs({ text, rich, className }: { text: string; rich?: RichText; className?: string }) {
  if (rich && rich.length > 0) {
    return (
      <div className={cn("space-y-5", className)}>
        {rich.map((block, index) =>
          block.type === "paragraph" ? (
            <p key={index} className="whitespace-pre-line">
              <Runs runs={block.runs} />
            </p>
          ) : (
            <ul
              key={index}
              // In a centred column the list is one block in the middle, its bullets beside their words.
              className="list-disc space-y-2 pl-5 marker:text-bronze in-[.text-center]:mx-auto in-[.text-center]:w-fit in-[.text-center]:text-left"
            >
              {block.items.map((runs, item) => (
                <li key={item}>
                  <Runs runs={runs} />
                </li>
              ))}
            </ul>
          ),
        )}
      </div>
    );
  }
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
