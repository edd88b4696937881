import type { CatalogueModel, CatalogueSize } from "./catalogue-schema";

/**
 * A technical drawing of one size, front and side, as plain shapes in millimetres: the model page draws them as
 * SVG and the spec sheet with the PDF library, so both show the same drawing.
 */
export type DrawingRole = "body" | "detail" | "pipe" | "wall" | "dimension";

export type DrawingShape =
  | { kind: "rect"; x: number; y: number; w: number; h: number; role: DrawingRole }
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; role: DrawingRole }
  | { kind: "circle"; cx: number; cy: number; r: number; role: DrawingRole }
  | {
      kind: "text";
      x: number;
      y: number;
      text: string;
      anchor: "start" | "middle" | "end";
      /** Degrees; -90 writes upwards, for vertical dimensions. */
      rotate?: number;
    };

export interface TechnicalDrawing {
  shapes: DrawingShape[];
  /** The drawing's extent, for an SVG viewBox or a PDF scale. */
  box: { x: number; y: number; w: number; h: number };
  /** Text height, in the drawing's millimetres. */
  fontSize: number;
  /** What the drawing shows, for its accessible name. */
  description: string;
}

const mm = (n: number) => n.toLocaleString("en-GB");

export function technicalDrawing(model: CatalogueModel, size: CatalogueSize): TechnicalDrawing {
  const { height: H, width: W, depth: D, pipeCentres: P } = size;
  const clearance = model.wallClearance;
  const big = Math.max(H, W + D + clearance);
  const font = Math.max(big * 0.032, 14);
  const gap = font * 2.6;
  const pipeDrop = Math.max(font * 2.2, 50);
  const shapes: DrawingShape[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number, role: DrawingRole) =>
    shapes.push({ kind: "line", x1, y1, x2, y2, role });
  const text = (x: number, y: number, t: string, anchor: "start" | "middle" | "end" = "middle", rotate?: number) =>
    shapes.push({ kind: "text", x, y, text: t, anchor, rotate });

  /** A dimension line with end ticks and its figure, between two points on one axis. */
  function dimension(x1: number, y1: number, x2: number, y2: number, label: string, below = false) {
    const tick = font * 0.45;
    line(x1, y1, x2, y2, "dimension");
    if (y1 === y2) {
      line(x1, y1 - tick, x1, y1 + tick, "dimension");
      line(x2, y2 - tick, x2, y2 + tick, "dimension");
      text((x1 + x2) / 2, below ? y1 + font * 1.1 : y1 - font * 0.4, label);
    } else {
      line(x1 - tick, y1, x1 + tick, y1, "dimension");
      line(x2 - tick, y2, x2 + tick, y2, "dimension");
      text(x1 - font * 0.4, (y1 + y2) / 2, label, "middle", -90);
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

  dimension(0, -gap * 0.6, W, -gap * 0.6, `${mm(W)}`);
  dimension(-gap * 0.6, 0, -gap * 0.6, H, `${mm(H)}`);
  dimension(left, H + pipeDrop + gap * 0.6, left + P, H + pipeDrop + gap * 0.6, `${mm(P)} pipe centres`, true);
  text(W / 2, H + pipeDrop + gap * 2, "Front");

  // Side view: the wall, the clearance behind the body, and the body's depth.
  const wallX = W + gap * 2.2;
  const sideX = wallX + clearance;
  line(wallX, -gap * 0.2, wallX, H + pipeDrop, "wall");
  for (let y = 0; y < H + pipeDrop; y += font * 1.4) line(wallX, y, wallX - font * 0.7, y + font * 0.7, "wall");
  shapes.push({ kind: "rect", x: sideX, y: 0, w: D, h: H, role: "body" });
  line(sideX + D / 2, H, sideX + D / 2, H + pipeDrop, "pipe");
  dimension(sideX, -gap * 0.6, sideX + D, -gap * 0.6, `${mm(D)}`);
  dimension(wallX, H + pipeDrop + gap * 0.6, sideX, H + pipeDrop + gap * 0.6, `${mm(clearance)}`, true);
  text(sideX + D / 2, H + pipeDrop + gap * 2, "Side");
  text(wallX - font * 0.6, H + pipeDrop + gap * 2, "Wall", "end");

  const x = -gap * 1.3;
  const y = -gap * 1.3;
  return {
    shapes,
    box: { x, y, w: sideX + D + font * 2 - x, h: H + pipeDrop + gap * 2.4 - y },
    fontSize: font,
    description: `Technical drawing of ${model.name} ${size.code}: front ${mm(H)} mm high and ${mm(W)} mm wide with pipe centres at ${mm(P)} mm; side ${mm(D)} mm deep, ${mm(clearance)} mm from the wall.`,
  };
}
