import type { ReactNode } from "react";

/*
 * Small line drawings of each layout for the Section Library and the editor's Layout tab, drawn in
 * SVG so they stay crisp and need no image files. Shapes: `block` (an image or panel), `line` (text).
 */

const ink = "#4a453e";
const soft = "#d8cfc1";
const faint = "#ebe4d8";

const block = (x: number, y: number, w: number, h: number, fill = soft) => (
  <rect key={`b${x}-${y}-${w}-${h}`} x={x} y={y} width={w} height={h} rx={2} fill={fill} />
);
const line = (x: number, y: number, w: number, fill = ink, h = 3) => (
  <rect key={`l${x}-${y}-${w}`} x={x} y={y} width={w} height={h} rx={1.5} fill={fill} />
);
const textLines = (x: number, y: number, w: number, rows: number) =>
  Array.from({ length: rows }, (_, row) => line(x, y + row * 6, row === rows - 1 ? w * 0.6 : w, "#a79d8e", 2.5));

const drawings: Record<string, ReactNode[]> = {
  "hero/full-width": [
    block(0, 0, 120, 72, "#8f8474"),
    line(30, 28, 60, "#ffffff", 5),
    line(40, 38, 40, "#f7f3ed"),
    block(48, 48, 24, 7, "#ffffff"),
  ],
  "hero/split": [line(8, 24, 44, ink, 5), ...textLines(8, 34, 44, 2), block(8, 48, 20, 7, ink), block(62, 8, 50, 56)],
  "hero/default": [block(0, 0, 120, 72, faint), line(26, 26, 68, ink, 5), ...textLines(34, 37, 52, 2)],
  "text/centered": [line(32, 14, 56, ink, 5), ...textLines(22, 26, 76, 5)],
  "text/two-column": [line(8, 12, 48, ink, 5), ...textLines(8, 24, 48, 6), ...textLines(64, 24, 48, 6)],
  "text/default": [line(32, 14, 56, ink, 5), ...textLines(22, 26, 76, 5)],
  "gallery/grid": [
    line(40, 6, 40, ink, 4),
    ...[0, 1, 2].flatMap((col) => [0, 1].map((row) => block(10 + col * 34, 16 + row * 27, 31, 24))),
  ],
  "gallery/masonry": [
    line(40, 6, 40, ink, 4),
    block(10, 16, 48, 51),
    block(61, 16, 23, 24),
    block(87, 16, 23, 24),
    block(61, 43, 23, 24),
    block(87, 43, 23, 24),
  ],
  "gallery/default": [line(32, 22, 56, ink, 5), ...textLines(22, 34, 76, 3)],
  "features/cards": [
    line(38, 6, 44, ink, 4),
    ...[0, 1, 2].flatMap((col) => [
      block(8 + col * 36, 16, 32, 50, faint),
      block(14 + col * 36, 22, 10, 10),
      line(14 + col * 36, 38, 20),
      ...textLines(14 + col * 36, 46, 20, 2),
    ]),
  ],
  "features/columns": [
    line(38, 6, 44, ink, 4),
    ...[0, 1, 2, 3].flatMap((col) => [
      block(8 + col * 27, 20, 10, 10),
      line(8 + col * 27, 36, 20),
      ...textLines(8 + col * 27, 44, 22, 3),
    ]),
  ],
  "features/default": [
    line(38, 6, 44, ink, 4),
    ...[0, 1, 2, 3].flatMap((row) => [block(14, 18 + row * 13, 8, 8), line(28, 20 + row * 13, 70, "#a79d8e", 2.5)]),
  ],
  "testimonial/slider": [
    line(38, 8, 44, ink, 4),
    block(20, 20, 80, 40, faint),
    ...textLines(30, 28, 60, 3),
    line(46, 50, 28),
    block(54, 64, 3, 3, ink),
    block(60, 64, 3, 3),
    block(66, 64, 3, 3),
  ],
  "testimonial/grid": [
    line(38, 6, 44, ink, 4),
    ...[0, 1, 2].flatMap((col) => [
      block(8 + col * 36, 18, 32, 46, faint),
      ...textLines(13 + col * 36, 25, 22, 3),
      line(13 + col * 36, 52, 16),
    ]),
  ],
  "testimonial/default": [
    line(38, 6, 44, ink, 4),
    ...[0, 1, 2].flatMap((row) => [block(14, 18 + row * 17, 92, 14, faint), ...textLines(20, 22 + row * 17, 60, 1)]),
  ],
};

const generic = [line(32, 12, 56, ink, 5), ...textLines(22, 24, 76, 3), block(36, 44, 48, 20)];

/** A schematic preview of one layout of one section type; unknown ones get a generic block. */
export function LayoutSchematic({ type, layout, className }: { type: string; layout: string; className?: string }) {
  return (
    <svg viewBox="0 0 120 72" aria-hidden="true" focusable="false" className={className}>
      <rect width={120} height={72} fill="#ffffff" />
      {drawings[`${type}/${layout}`] ?? generic}
    </svg>
  );
}
