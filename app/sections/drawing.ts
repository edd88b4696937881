/**
 * The line drawings of layouts, as data: the builder draws them as SVG (app/builder/layout-schematic.tsx), and
 * the public pages, which read the same declarations, carry only these few numbers.
 */

/** Fills, from the darkest. */
export type Fill = "ink" | "photo" | "soft" | "faint" | "grey" | "white" | "cream";

/**
 * `block`: a picture or a panel; `line`: a heading or a button's label, `h` high. On a 120 × 72 canvas. A picture is a
 * `photo` or `soft` block at least 10 each way: the builder's section list shows a section's pictures there (decision
 * 222), so a panel is `faint` or `cream`.
 */
export type Shape =
  | { kind: "block"; x: number; y: number; w: number; h: number; fill: Fill }
  | { kind: "line"; x: number; y: number; w: number; h: number; fill: Fill };

export const block = (x: number, y: number, w: number, h: number, fill: Fill = "soft"): Shape => ({
  kind: "block",
  x,
  y,
  w,
  h,
  fill,
});

export const line = (x: number, y: number, w: number, fill: Fill = "ink", h = 3): Shape => ({
  kind: "line",
  x,
  y,
  w,
  h,
  fill,
});

/** Rows of body text; the last one shorter, as a paragraph ends. */
export const textLines = (x: number, y: number, w: number, rows: number): Shape[] =>
  Array.from({ length: rows }, (_, row) => line(x, y + row * 6, row === rows - 1 ? w * 0.6 : w, "grey", 2.5));

/** `count` columns of `w`, `gap` apart from `x`: the shapes `draw` gives for each column's left edge. */
export const columns = (count: number, x: number, step: number, draw: (left: number, index: number) => Shape[]) =>
  Array.from({ length: count }, (_, i) => draw(x + i * step, i)).flat();

/** Three panels across the canvas from `y`, `h` high, with what `draw` gives inside each: a row of cards. */
export const cardRow = (y: number, h: number, draw: (left: number) => Shape[]) =>
  columns(3, 8, 36, (x) => [block(x, y, 32, h, "faint"), ...draw(x)]);
