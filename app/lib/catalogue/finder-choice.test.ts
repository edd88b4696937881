import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";

import { chosenMessage, chosenSizes, comparisonOfFinder } from "./finder-choice";

const finishIds = ["white", "anthracite", "chrome", "matte-black"];

describe("the sizes chosen in the finder", () => {
  it("are the codes the catalogue holds, as the boxes or a typed list give them, once each, with their models", () => {
    const params = new URLSearchParams("sizes=rv-1600-300-s&sizes=NOPE-1&sizes=SO-800-400,RV-1600-300-S");
    expect(chosenSizes(catalogueSeed, params)).toEqual([
      { code: "RV-1600-300-S", modelName: expect.stringMatching(/\w/) },
      { code: "SO-800-400", modelName: expect.stringMatching(/\w/) },
    ]);
  });

  it("are at most twelve", () => {
    const codes = catalogueSeed.models.flatMap((model) => model.sizes.map((size) => size.code)).slice(0, 20);
    expect(chosenSizes(catalogueSeed, new URLSearchParams({ sizes: codes.join(",") }))).toHaveLength(12);
  });
});

describe("the compare bar's message", () => {
  it("asks for two to four, one more, nothing, or to untick those past four", () => {
    expect(chosenMessage(0)).toBe("Choose two to four sizes to compare.");
    expect(chosenMessage(1)).toBe("1 size chosen: choose one more to compare.");
    expect(chosenMessage(2)).toBe("2 sizes chosen, ready to compare.");
    expect(chosenMessage(4)).toBe("4 sizes chosen, ready to compare.");
    expect(chosenMessage(5)).toBe("5 sizes chosen: four at most fit side by side, so untick one.");
    expect(chosenMessage(12)).toBe("12 sizes chosen: four at most fit side by side, so untick eight.");
  });
});

describe("the comparison asked for by the finder's form", () => {
  it("carries the sizes, the system and finish as a model page takes them, and the finder to go back to", () => {
    const form =
      "system=heat-pump&flow=50&return=40&room=21&type=vertical&maxheight=&maxwidth=500&min=&finish=white" +
      "&connection=any&sort=price&page=2&sizes=RV-1600-300-S&sizes=SO-800-400";
    const address = new URL(comparisonOfFinder(new URLSearchParams(form), finishIds)!, "http://x");
    expect(address.pathname).toBe("/compare");
    expect([...address.searchParams]).toEqual([
      ["sizes", "RV-1600-300-S,SO-800-400"],
      ["flow", "50"],
      ["return", "45"],
      ["room", "21"],
      ["finish", "white"],
      ["finder", "system=heat-pump&flow=50&type=vertical&maxwidth=500&finish=white&sort=price&page=2"],
    ]);
  });

  it("gives a boiler's form no temperatures, whatever its hidden fields hold", () => {
    const form = "system=boiler&flow=45&return=40&room=21&finish=any&sizes=RV-1600-300-S";
    expect(comparisonOfFinder(new URLSearchParams(form), finishIds)).toBe("/compare?sizes=RV-1600-300-S");
  });

  it("leaves any other address of the comparison as it is", () => {
    expect(comparisonOfFinder(new URLSearchParams("sizes=RV-1600-300-S&flow=45&return=40&room=21"), finishIds)).toBe(
      null,
    );
  });
});
