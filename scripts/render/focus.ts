import { readFile, writeFile } from "node:fs/promises";

/** The product's box on screen as fractions of the frame: left, top, right, bottom. */
export type Box = [number, number, number, number] | null;

/** The picture's focus (percent) is the centre of its product's box. */
export function focusFromBox(box: Box): [number, number] {
  if (!box) return [50, 50];
  const c = (a: number, b: number) => Math.max(0, Math.min(100, Math.round(((a + b) / 2) * 100)));
  return [c(box[0], box[2]), c(box[1], box[3])];
}

/** Sets one picture's line in the catalogue's generated FOCUS table. */
export async function writeFocus(catalogue: string, id: string, [x, y]: [number, number]): Promise<void> {
  const source = await readFile(catalogue, "utf8");
  const line = `  "${id}": [${x}, ${y}],`;
  const existing = new RegExp(`^  "${id}": \\[\\d+, \\d+\\],$`, "m");
  const next = existing.test(source)
    ? source.replace(existing, line)
    : source.replace("  // </focus>", `${line}\n  // </focus>`);
  if (next !== source) await writeFile(catalogue, next);
}
