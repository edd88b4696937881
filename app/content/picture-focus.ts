/**
 * Where the product stands in each rendered picture, read from the render manifest (renders.json), which
 * `npm run images:render` (scripts/render) writes: each picture's scene hash and its product's box on screen. Pages
 * that crop a picture keep its focus in view (`Picture.focus`); nothing here is typed by hand.
 */
import renders from "./renders.json" with { type: "json" };

/** The product's box on screen as fractions of the frame: left, top, right, bottom; null when none was found. */
export type Box = [number, number, number, number] | null;

/** Each rendered picture by id: the hash of the scene it was rendered from, and its product's box. */
export type RenderManifest = Record<string, { hash: string; box: Box }>;

// JSON imports type arrays as number[]; the renderer writes each box as four numbers or null.
export const renderManifest = renders as unknown as RenderManifest;

/** The picture's focus (percent) is the centre of its product's box; the middle when no box was found. */
export function focusFromBox(box: Box): [x: number, y: number] {
  if (!box) return [50, 50];
  const c = (a: number, b: number) => Math.max(0, Math.min(100, Math.round(((a + b) / 2) * 100)));
  return [c(box[0], box[2]), c(box[1], box[3])];
}

/** The focus of picture `id`, or undefined for a picture not rendered yet. */
export function focusOf(id: string): { x: number; y: number } | undefined {
  const rendered = renderManifest[id];
  if (!rendered) return undefined;
  const [x, y] = focusFromBox(rendered.box);
  return { x, y };
}
