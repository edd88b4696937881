import type { CatalogueModel, CatalogueSize } from "./catalogue-schema";

/**
 * A technical drawing of one size, front and side, as plain shapes in millimetres: the model page draws them as
 * SVG and the spec sheet with the PDF library, so both show the same drawing.
 */
export type DrawingRole = "body" | "detail" | "pipe" | "wall" | "dimension";

type TextShape = {
  kind: "text";
  x: number;
  y: number;
  text: string;
  anchor: "start" | "middle" | "end";
  /** Degrees; -90 writes upwards, for vertical dimensions. */
  rotate?: number;
};

export type DrawingShape =
  | { kind: "rect"; x: number; y: number; w: number; h: number; role: DrawingRole }
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; role: DrawingRole }
  | { kind: "circle"; cx: number; cy: number; r: number; role: DrawingRole }
  | TextShape;

export interface TechnicalDrawing {
  shapes: DrawingShape[];
  /** The drawing's extent, for an SVG viewBox or a PDF scale. */
  box: { x: number; y: number; w: number; h: number };
  /** Text height, in the drawing's millimetres. */
  fontSize: number;
  /** What the drawing shows, for its accessible name. */
  description: string;
}

/** Where a drawing is shown: scaled to fit `width` × `height` (px, pt), its labels come out `label` high. */
export interface DrawingFrame {
  width: number;
  height: number;
  label: number;
}

/**
 * The model page's drawing on a phone (decision 221): the width of its column at 390 px, and the 70 % of an 844 px
 * screen the page lets it take (`max-h-[70vh]`), with labels of 12 px. The drawing scales to its column, so labels of
 * a fixed size in millimetres read at 7 px for a wide size. On a computer the page caps its width (about 17 px).
 */
export const modelPageFrame: DrawingFrame = { width: 350, height: 0.7 * 844, label: 12 };

/**
 * The room a label takes, in the drawing's millimetres: at most 0.6 em a character (Manrope's figures are 0.5 em,
 * the fallback face's 0.57), 0.75 em above its baseline (the figures' height) and 0.2 em below (a "p").
 */
export function labelBox(label: TextShape, font: number) {
  const length = label.text.length * 0.6 * font;
  const start = label.anchor === "start" ? 0 : label.anchor === "middle" ? -length / 2 : -length;
  const [above, below] = [0.75 * font, 0.2 * font];
  // Written upwards, the text runs along -y and its top faces -x.
  return label.rotate === -90
    ? { x: label.x - above, y: label.y - start - length, w: above + below, h: length }
    : { x: label.x + start, y: label.y - above, w: length, h: above + below };
}

const mm = (n: number) => n.toLocaleString("en-GB");

/** The drawing laid out with labels `font` millimetres high; every gap around it is a multiple of that. */
function layout(model: CatalogueModel, size: CatalogueSize, font: number) {
  const { height: H, width: W, depth: D, pipeCentres: P } = size;
  const clearance = model.wallClearance;
  /** How far a dimension line stands off what it measures, and its figure off the line. */
  const [offset, labelGap, tick] = [1.4 * font, 0.55 * font, 0.3 * font];
  const pipeDrop = 2.2 * font;
  const shapes: DrawingShape[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number, role: DrawingRole) =>
    shapes.push({ kind: "line", x1, y1, x2, y2, role });
  const text = (x: number, y: number, t: string, anchor: TextShape["anchor"] = "middle", rotate?: number) =>
    shapes.push({ kind: "text", x, y, text: t, anchor, rotate });
  const width = (t: string) => labelBox({ kind: "text", x: 0, y: 0, text: t, anchor: "start" }, font).w;

  /** A dimension line with end ticks and its figure, above it, below it, or left of a vertical one. */
  function dimension(x1: number, y1: number, x2: number, y2: number, label: string, below = false) {
    line(x1, y1, x2, y2, "dimension");
    if (y1 === y2) {
      line(x1, y1 - tick, x1, y1 + tick, "dimension");
      line(x2, y2 - tick, x2, y2 + tick, "dimension");
      text((x1 + x2) / 2, below ? y1 + labelGap + 0.75 * font : y1 - labelGap, label);
    } else {
      line(x1 - tick, y1, x1 + tick, y1, "dimension");
      line(x2 - tick, y2, x2 + tick, y2, "dimension");
      text(x1 - labelGap, (y1 + y2) / 2, label, "middle", -90);
    }
  }

  // Front view: the body, its sections, bars or columns, and the two connections below.
  shapes.push({ kind: "rect", x: 0, y: 0, w: W, h: H, role: "body" });
  if (model.kind === "towel-rail") {
    const upright = Math.min(40, W * 0.08);
    shapes.push({ kind: "rect", x: 0, y: 0, w: upright, h: H, role: "detail" });
    shapes.push({ kind: "rect", x: W - upright, y: 0, w: upright, h: H, role: "detail" });
    for (let y = 60; y < H - 30; y += 70) line(upright, y, W - upright, y, "detail");
  } else if (size.sections && size.sections > 1) {
    const vertical = H >= W || model.seriesId === "augusto";
    const count = size.sections;
    for (let i = 1; i < count; i++)
      if (vertical) line((W * i) / count, 0, (W * i) / count, H, "detail");
      else line(0, (H * i) / count, W, (H * i) / count, "detail");
  } else {
    const inset = Math.min(W, H) * 0.06;
    shapes.push({ kind: "rect", x: inset, y: inset, w: W - 2 * inset, h: H - 2 * inset, role: "detail" });
  }
  const left = (W - P) / 2;
  for (const x of [left, left + P]) {
    line(x, H, x, H + pipeDrop, "pipe");
    shapes.push({ kind: "circle", cx: x, cy: H + pipeDrop, r: font * 0.3, role: "pipe" });
  }
  const below = H + pipeDrop + offset;
  const captions = below + labelGap + 0.75 * font + 2 * font;
  const centres = `${mm(P)} pipe centres`;
  dimension(0, -offset, W, -offset, mm(W));
  dimension(-offset, 0, -offset, H, mm(H));
  dimension(left, below, left + P, below, centres, true);
  text(W / 2, captions, "Front");

  // Side view: the wall, the clearance behind the body, and the body's depth. The wall stands clear of the front's
  // pipes and a label's height clear of the two labels that share a row with the side's: the pipe centres' figure
  // (with the clearance's) and "Front" (with "Wall", written left of the wall).
  const wallGap = font;
  const wallX = Math.max(
    W + 2.5 * font,
    W / 2 + width(centres) / 2 + wallGap - clearance / 2 + width(mm(clearance)) / 2,
    W / 2 + width("Front") / 2 + wallGap + 0.6 * font + width("Wall"),
  );
  const sideX = wallX + clearance;
  line(wallX, -font, wallX, H + pipeDrop, "wall");
  for (let y = 0; y < H + pipeDrop; y += font * 1.4) line(wallX, y, wallX - font * 0.7, y + font * 0.7, "wall");
  shapes.push({ kind: "rect", x: sideX, y: 0, w: D, h: H, role: "body" });
  line(sideX + D / 2, H, sideX + D / 2, H + pipeDrop, "pipe");
  dimension(sideX, -offset, sideX + D, -offset, mm(D));
  dimension(wallX, below, sideX, below, mm(clearance), true);
  // "Side" is centred under the body unless that would bring it against "Wall".
  const sideCaption = Math.max(sideX + D / 2, wallX + wallGap / 2 + width("Side") / 2);
  text(sideCaption, captions, "Side");
  text(wallX - font * 0.6, captions, "Wall", "end");

  return { shapes, box: extentOf(shapes, font) };
}

/** The room a shape takes: a label's by its estimate (`labelBox`), a line's the box across its ends. */
export function shapeBox(shape: DrawingShape, font: number) {
  if (shape.kind === "text") return labelBox(shape, font);
  if (shape.kind === "rect") return { x: shape.x, y: shape.y, w: shape.w, h: shape.h };
  if (shape.kind === "circle") return { x: shape.cx - shape.r, y: shape.cy - shape.r, w: 2 * shape.r, h: 2 * shape.r };
  const [x, y] = [Math.min(shape.x1, shape.x2), Math.min(shape.y1, shape.y2)];
  return { x, y, w: Math.abs(shape.x2 - shape.x1), h: Math.abs(shape.y2 - shape.y1) };
}

/** Everything drawn, with half a label's height around it. */
function extentOf(shapes: DrawingShape[], font: number) {
  const boxes = shapes.map((shape) => shapeBox(shape, font));
  const margin = font / 2;
  const x = Math.min(...boxes.map((b) => b.x)) - margin;
  const y = Math.min(...boxes.map((b) => b.y)) - margin;
  const right = Math.max(...boxes.map((b) => b.x + b.w)) + margin;
  const bottom = Math.max(...boxes.map((b) => b.y + b.h)) + margin;
  return { x, y, w: right - x, h: bottom - y };
}

export function technicalDrawing(model: CatalogueModel, size: CatalogueSize, frame: DrawingFrame): TechnicalDrawing {
  const needed = (box: { w: number; h: number }) => frame.label * Math.max(box.w / frame.width, box.h / frame.height);
  // The room the labels take grows with their size, and the drawing with it: starting from the radiator's own
  // width, the size settles to a hundredth of a millimetre in a few rounds (each adds about a third of the last).
  let font = needed({ w: size.width + model.wallClearance + size.depth, h: 0 });
  let drawn = layout(model, size, font);
  for (let round = 0; round < 50 && needed(drawn.box) - font >= 0.01; round++) {
    font = needed(drawn.box);
    drawn = layout(model, size, font);
  }
  const { height: H, width: W, depth: D, pipeCentres: P } = size;
  return {
    ...drawn,
    fontSize: font,
    description: `Technical drawing of ${model.name} ${size.code}: front ${mm(H)} mm high and ${mm(W)} mm wide with pipe centres at ${mm(P)} mm; side ${mm(D)} mm deep, ${mm(model.wallClearance)} mm from the wall.`,
  };
}
