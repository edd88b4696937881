import type { Fill, Shape } from "~/sections/drawing";
import { sectionTypeOf } from "~/sections/section-types";

/** The drawings' palette: the brand's ink, a photograph's warm grey, sand and linen tints, text grey, white. */
const fills: Record<Fill, string> = {
  ink: "#4a453e",
  photo: "#8f8474",
  soft: "#d8cfc1",
  faint: "#ebe4d8",
  grey: "#a79d8e",
  white: "#ffffff",
  cream: "#f7f3ed",
};

/** For a type or layout without a drawing: a heading, text and a picture. */
const generic: readonly Shape[] = [
  { kind: "line", x: 32, y: 12, w: 56, h: 5, fill: "ink" },
  ...[0, 1, 2].map((row): Shape => ({ kind: "line", x: 22, y: 24 + row * 6, w: 76, h: 2.5, fill: "grey" })),
  { kind: "block", x: 36, y: 44, w: 48, h: 20, fill: "soft" },
];

/** A schematic preview of one layout of one section type, drawn from the shapes its declaration gives. */
export function LayoutSchematic({ type, layout, className }: { type: string; layout: string; className?: string }) {
  const shapes = sectionTypeOf(type)?.layouts.find((candidate) => candidate.id === layout)?.drawing ?? generic;
  return (
    <svg viewBox="0 0 120 72" aria-hidden="true" focusable="false" className={className}>
      <rect width={120} height={72} fill="#ffffff" />
      {shapes.map((shape, index) => (
        <rect
          key={index}
          x={shape.x}
          y={shape.y}
          width={shape.w}
          height={shape.h}
          rx={shape.kind === "block" ? 2 : Math.min(1.5, shape.h / 2)}
          fill={fills[shape.fill]}
        />
      ))}
    </svg>
  );
}
