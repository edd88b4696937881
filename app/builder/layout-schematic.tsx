import { useState } from "react";

import type { Fill, Shape } from "~/sections/drawing";
import { toneFor } from "~/sections/parts/tone";
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

/** Where a drawing puts a picture: a photograph's or a sand block, big enough to be one (not a dot, not a table's row). */
const isPicturePlace = (shape: Shape) =>
  shape.kind === "block" && (shape.fill === "photo" || shape.fill === "soft") && Math.min(shape.w, shape.h) >= 10;

/** A block over the whole canvas, which is the drawing's own background. */
const fillsCanvas = (shape: Shape) => shape.x <= 0 && shape.y <= 0 && shape.w >= 120 && shape.h >= 72;

interface LayoutSchematicProps {
  type: string;
  layout: string;
  className?: string;
  /**
   * The canvas's colour (a section's own): the drawing's own background gives way to it, and on a dark one its
   * headings are light, as a section's text is. White when not given.
   */
  background?: string;
  /** Addresses of pictures to show in the drawing's picture places, in order; places beyond them stay drawn. */
  pictures?: readonly string[];
}

/**
 * A schematic preview of one layout of one section type, drawn from the shapes its declaration gives; with a
 * background and pictures, a miniature of one section (`SectionMiniature`).
 */
export function LayoutSchematic({ type, layout, className, background, pictures = [] }: LayoutSchematicProps) {
  const declared = sectionTypeOf(type)?.layouts.find((candidate) => candidate.id === layout)?.drawing ?? generic;
  // A picture that cannot be shown (moved to the trash, an address that fails) leaves its place drawn.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = pictures.filter((picture) => !failed.has(picture));
  const places = declared.filter(isPicturePlace);
  const pictureIn = (shape: Shape) => shown[places.indexOf(shape)];
  // With a background of its own, the drawing's background gives way to it, and so does a picture over the whole
  // section that it has not got (a hero without its picture shows its colour): what was drawn over that picture, in
  // white, then takes the section's tone.
  const backdrop = background ? declared.find(fillsCanvas) : undefined;
  const shapes = backdrop && !pictureIn(backdrop) ? declared.filter((shape) => shape !== backdrop) : declared;
  const overNoPicture = backdrop?.fill === "photo" && shapes !== declared;
  const onDark = background !== undefined && toneFor(background).onDark;
  const colourOf = ({ fill }: Shape) => {
    if (overNoPicture && !onDark && (fill === "white" || fill === "cream")) return fills.ink;
    return onDark && fill === "ink" ? fills.faint : fills[fill];
  };
  return (
    <svg viewBox="0 0 120 72" aria-hidden="true" focusable="false" className={className}>
      <rect width={120} height={72} fill={background ?? fills.white} />
      {shapes.map((shape, index) => {
        const picture = pictureIn(shape);
        const rounding = shape.kind === "block" ? 2 : Math.min(1.5, shape.h / 2);
        return (
          <g key={index}>
            <rect x={shape.x} y={shape.y} width={shape.w} height={shape.h} rx={rounding} fill={colourOf(shape)} />
            {picture && (
              <image
                href={picture}
                x={shape.x}
                y={shape.y}
                width={shape.w}
                height={shape.h}
                preserveAspectRatio="xMidYMid slice"
                onError={() => setFailed((known) => new Set(known).add(picture))}
              />
            )}
          </g>
        );
      })}
    </svg>
  );
}
