import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { modelPageFrame, technicalDrawing } from "~/lib/catalogue/technical-drawing";

import { DrawingSvg } from "./drawing-svg";

it("writes every coordinate to a tenth of a millimetre, the drawing's box kept", () => {
  const model = catalogueSeed.models.find((each) => each.id === "retto-vertical")!;
  const drawing = technicalDrawing(model, model.sizes[0]!, modelPageFrame);
  const svg = renderToStaticMarkup(<DrawingSvg drawing={drawing} />);

  const numbers = [...svg.matchAll(/\s(?:x|y|x1|y1|x2|y2|cx|cy|r|width|height|font-size|viewBox)="([^"]+)"/g)].flatMap(
    (match) => match[1]!.split(" "),
  );
  expect(numbers.length).toBeGreaterThan(20);
  expect(numbers.filter((number) => !/^-?\d+(\.\d)?$/.test(number))).toEqual([]);
  const viewBox = svg
    .match(/viewBox="([^"]+)"/)![1]!
    .split(" ")
    .map(Number);
  const { x, y, w, h } = drawing.box;
  [x, y, w, h].forEach((value, i) => expect(viewBox[i]).toBeCloseTo(value, 1));
});
