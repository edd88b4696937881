import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { filterAndSortSizes, findFinish, heightsOf, leadTimes, sizeOutputs } from "~/lib/catalogue/catalogue-queries";
import { quoteHref } from "~/lib/catalogue/quote-message";
import { modelPageFrame, technicalDrawing } from "~/lib/catalogue/technical-drawing";
import { boilerSystem, heatPumpSystem } from "~/lib/system-presets";

const model = catalogueSeed.models.find((m) => m.id === "retto-vertical")!;
const size = model.sizes.find((s) => s.code === "RV-1800-500-D")!;
const heatPump = { flow: 45, return: 40, room: 21 };

describe("catalogue queries", () => {
  it("gives a size's outputs at ΔT50, ΔT30 and the buyer's system", () => {
    expect(sizeOutputs(model, size, heatPump)).toEqual({
      dt50: { watts: 1560, btu: 5323 },
      dt30: { watts: 803, btu: 2740 },
      system: {
        watts: Math.round(1560 * Math.pow(21.5 / 50, 1.3)),
        btu: Math.round(Math.round(1560 * Math.pow(0.43, 1.3)) * 3.412),
      },
    });
  });

  it("filters by height and by minimum output at the buyer's system, and sorts", () => {
    const tall = filterAndSortSizes(model, heatPump, { height: 2000 }, "width");
    expect(tall.every((s) => s.height === 2000)).toBe(true);
    expect(tall.map((s) => s.width)).toEqual([300, 300, 400, 400, 500, 500, 600, 600]);
    const strong = filterAndSortSizes(model, heatPump, { minWatts: 600 }, "output");
    expect(strong.length).toBeGreaterThan(0);
    for (const s of strong) expect(sizeOutputs(model, s, heatPump).system.watts).toBeGreaterThanOrEqual(600);
    const outputs = strong.map((s) => s.output50);
    expect(outputs).toEqual([...outputs].sort((a, b) => a - b));
    expect(heightsOf(model)).toEqual([1600, 1800, 2000]);
  });

  it("names lead times and falls back to the first finish", () => {
    expect(leadTimes(model.finishes[0]!)).toEqual({ standard: "5 working days", madeToMeasure: "4–6 weeks" });
    expect(findFinish(model, "nonsense").id).toBe("white");
    expect(findFinish(model, "anthracite").id).toBe("anthracite");
  });

  it("opens the quote form with the model, size and finish, and a note of any system but the boiler", () => {
    const finish = findFinish(model, "anthracite");
    expect(quoteHref(model, size, finish, boilerSystem)).toBe(
      "/quote?model=retto-vertical&size=RV-1800-500-D&finish=anthracite&quantity=1",
    );
    const note = new URL(quoteHref(model, size, finish, heatPumpSystem(45)), "http://x").searchParams.get("message");
    expect(note).toBe("Outputs for my system: Heat pump 45/40/21 °C (ΔT21.5).");
  });

  it("draws the front with pipe centres and the side with the wall clearance", () => {
    const drawing = technicalDrawing(model, size, modelPageFrame);
    const texts = drawing.shapes.flatMap((s) => (s.kind === "text" ? [s.text] : []));
    expect(texts).toEqual(expect.arrayContaining(["500", "1,800", "440 pipe centres", "86", "40", "Front", "Side"]));
    const pipes = drawing.shapes.filter((s) => s.kind === "circle");
    expect(pipes.map((p) => (p.kind === "circle" ? p.cx : 0))).toEqual([30, 470]);
    for (const s of drawing.shapes)
      if (s.kind === "rect") {
        expect(s.x).toBeGreaterThanOrEqual(drawing.box.x);
        expect(s.x + s.w).toBeLessThanOrEqual(drawing.box.x + drawing.box.w);
        expect(s.y + s.h).toBeLessThanOrEqual(drawing.box.y + drawing.box.h);
      }
  });
});
