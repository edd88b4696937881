import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";

import {
  type DrawingFrame,
  type DrawingShape,
  labelBox,
  modelPageFrame,
  shapeBox,
  technicalDrawing,
} from "./technical-drawing";

/** The spec sheet's box beside the key facts, in points. */
const specSheet: DrawingFrame = { width: 267, height: 250, label: 7 };

const everySize = catalogueSeed.models.flatMap((model) => model.sizes.map((size) => ({ model, size })));
const named = ({ model, size }: (typeof everySize)[number]) =>
  `${model.id} ${size.code} (${size.height} × ${size.width})`;

type Box = { x: number; y: number; w: number; h: number };
const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) && Math.min(a.y + a.h, b.y + b.h) > Math.max(a.y, b.y);
/** Whether two boxes meet, touching included: a line's box has no width or no height. */
const meets = (a: Box, b: Box) =>
  Math.min(a.x + a.w, b.x + b.w) >= Math.max(a.x, b.x) && Math.min(a.y + a.h, b.y + b.h) >= Math.max(a.y, b.y);
const within = (outer: Box) => (b: Box) =>
  b.x >= outer.x && b.y >= outer.y && b.x + b.w <= outer.x + outer.w && b.y + b.h <= outer.y + outer.h;
const labelsOf = (shapes: DrawingShape[]) => shapes.flatMap((shape) => (shape.kind === "text" ? [shape] : []));

describe.each([
  ["a phone's column, labels of 12 px", modelPageFrame],
  ["the spec sheet, labels of 7 pt", specSheet],
])("the technical drawing of every size of the range, scaled to fit %s", (_, frame) => {
  const drawings = everySize.map((entry) => ({
    name: named(entry),
    ...technicalDrawing(entry.model, entry.size, frame),
  }));

  it("writes its labels at that size", () => {
    for (const { name, box, fontSize } of drawings) {
      const scale = Math.min(frame.width / box.w, frame.height / box.h);
      expect(fontSize * scale, name).toBeGreaterThanOrEqual(frame.label - 0.01);
      expect(fontSize * scale, name).toBeLessThan(frame.label + 0.01);
    }
  });

  it("overlaps no label with another, with a line or with the radiator's front and side", () => {
    const clashes: string[] = [];
    for (const { name, fontSize, shapes } of drawings) {
      const labels = labelsOf(shapes).map((label) => ({ text: label.text, box: labelBox(label, fontSize) }));
      for (const [i, a] of labels.entries()) {
        for (const b of labels.slice(i + 1)) if (overlap(a.box, b.box)) clashes.push(`${name}: ${a.text}, ${b.text}`);
        for (const shape of shapes)
          if (
            (shape.kind === "rect" && shape.role === "body" && overlap(a.box, shape)) ||
            (shape.kind === "line" && meets(a.box, shapeBox(shape, fontSize)))
          )
            clashes.push(`${name}: ${a.text} and a ${shape.role} ${shape.kind}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("keeps every label and shape inside its box", () => {
    const outside: string[] = [];
    for (const { name, box, fontSize, shapes } of drawings) {
      const inside = within(box);
      for (const shape of shapes)
        if (!inside(shapeBox(shape, fontSize)))
          outside.push(`${name}: ${shape.kind === "text" ? shape.text : `a ${shape.role} ${shape.kind}`}`);
    }
    expect(outside).toEqual([]);
  });
});
