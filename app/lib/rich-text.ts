/**
 * Rich text of a section (docs/product.md#what-you-edit): paragraphs and bulleted lists of runs of text, each run
 * bold, italic and/or a link. Stored as this structure and drawn as elements, never as HTML, so nothing typed or
 * pasted can run on the page; links follow the one link rule (`isAllowedLink`).
 */
import { isAllowedLink } from "./link-target";
import { plainText } from "./plain-text-schema";
import { z } from "./zod";

const richMarks = ["bold", "italic"] as const;
export type RichMark = (typeof richMarks)[number];

export interface RichRun {
  text: string;
  marks?: RichMark[];
  link?: string;
}

export type RichBlock = { type: "paragraph"; runs: RichRun[] } | { type: "list"; items: RichRun[][] };

export type RichText = RichBlock[];

const runSchema = z.object({
  text: plainText("lines").min(1).max(5000),
  marks: z.array(z.enum(richMarks)).max(2).optional(),
  link: z.string().max(500).refine(isAllowedLink).optional(),
});
const runsSchema = z.array(runSchema).max(200);

export const richTextSchema = z
  .array(
    z.discriminatedUnion("type", [
      z.object({ type: z.literal("paragraph"), runs: runsSchema }),
      z.object({ type: z.literal("list"), items: z.array(runsSchema).min(1).max(50) }),
    ]),
  )
  .max(100);

const runsText = (runs: readonly RichRun[]) => runs.map((run) => run.text).join("");

/** The words alone, as plain content: paragraphs apart by a blank line, list items on lines of their own. */
export function richToPlain(doc: RichText): string {
  return doc
    .map((block) =>
      block.type === "paragraph" ? runsText(block.runs) : block.items.map((item) => `• ${runsText(item)}`).join("\n"),
    )
    .filter((text) => text.trim() !== "")
    .join("\n\n");
}

/** Plain content as rich text: one paragraph per blank-line-separated block. */
export function plainToRich(text: string): RichText {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({ type: "paragraph" as const, runs: [{ text: paragraph }] }));
}

/** A node of the editor's document (ProseMirror JSON), as far as rich text reads it. */
export interface EditorNode {
  type?: string;
  text?: string;
  content?: EditorNode[];
  marks?: { type?: string; attrs?: Record<string, unknown> }[];
}

function runsOf(node: EditorNode): RichRun[] {
  const runs: RichRun[] = [];
  for (const child of node.content ?? []) {
    if (child.type === "hardBreak") {
      runs.push({ text: "\n" });
      continue;
    }
    if (child.type !== "text" || !child.text) continue;
    const marks = richMarks.filter((mark) => child.marks?.some((m) => m.type === mark));
    const href = child.marks?.find((m) => m.type === "link")?.attrs?.href;
    const link = typeof href === "string" && isAllowedLink(href) ? href : undefined;
    runs.push({ text: child.text, ...(marks.length > 0 && { marks }), ...(link && { link }) });
  }
  return runs;
}

/**
 * The editor's document as rich text. Only paragraphs, bulleted lists, text, line breaks, bold, italic and links
 * with an allowed address are kept; anything else (pasted HTML, a `javascript:` link) is dropped, its words kept.
 */
export function fromEditor(doc: EditorNode): RichText {
  const blocks: RichText = [];
  for (const node of doc.content ?? []) {
    if (node.type === "bulletList" || node.type === "orderedList") {
      const items = (node.content ?? []).map((item) => (item.content ?? []).flatMap(runsOf)).filter((r) => r.length);
      if (items.length > 0) blocks.push({ type: "list", items });
    } else {
      blocks.push({ type: "paragraph", runs: runsOf(node) });
    }
  }
  while (blocks.length > 0 && isEmpty(blocks.at(-1)!)) blocks.pop();
  return blocks;
}

const isEmpty = (block: RichBlock) => block.type === "paragraph" && block.runs.length === 0;

function editorRuns(runs: readonly RichRun[]): EditorNode[] {
  return runs.map((run) =>
    run.text === "\n"
      ? { type: "hardBreak" }
      : {
          type: "text",
          text: run.text,
          marks: [
            ...(run.marks ?? []).map((type) => ({ type })),
            ...(run.link ? [{ type: "link", attrs: { href: run.link } }] : []),
          ],
        },
  );
}

/** Rich text as the editor's document. */
export function toEditor(doc: RichText): EditorNode {
  return {
    type: "doc",
    content: doc.map((block) =>
      block.type === "paragraph"
        ? { type: "paragraph", content: editorRuns(block.runs) }
        : {
            type: "bulletList",
            content: block.items.map((runs) => ({
              type: "listItem",
              content: [{ type: "paragraph", content: editorRuns(runs) }],
            })),
          },
    ),
  };
}
