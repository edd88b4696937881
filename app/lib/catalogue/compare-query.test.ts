import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { compareCodes, readCompareQuery } from "~/lib/catalogue/compare-query";

const read = (query: string) => readCompareQuery(catalogueSeed, new URLSearchParams(query));
const codes = (query: string) => read(query).found.map(({ size }) => size.code);

describe("the comparison's reading of its codes", () => {
  it("reads one comma-separated list or several values, as typed, once each", () => {
    expect(compareCodes(new URLSearchParams("sizes=rv-1600-300-s, AC2-300-10,RV-1600-300-S"))).toEqual([
      "RV-1600-300-S",
      "AC2-300-10",
    ]);
    expect(codes("sizes=RV-1600-300-S&sizes=AC2-300-10")).toEqual(["RV-1600-300-S", "AC2-300-10"]);
  });

  it("finds sizes of different series with their models", () => {
    const { found, unknown, problem } = read("sizes=RV-1600-300-S,SO-800-400");
    expect(found.map(({ model }) => model.id)).toEqual(["retto-vertical", "soffio"]);
    expect([unknown, problem]).toEqual([[], null]);
  });

  it("names the codes the catalogue does not hold", () => {
    const { found, unknown, problem } = read("sizes=RV-1600-300-S,XX-1,SO-800-400");
    expect(found).toHaveLength(2);
    expect(unknown).toEqual(["XX-1"]);
    expect(problem).toBeNull();
  });

  it("asks for at least two and keeps the first four", () => {
    expect(read("").problem).toBe("Choose at least 2 sizes to compare.");
    expect(read("sizes=RV-1600-300-S").problem).toBe("Choose at least 2 sizes to compare: one more.");
    const five = read("sizes=RV-1600-300-S,SO-800-400,AC2-300-10,FV-1600-280,BR-800-400");
    expect(five.found).toHaveLength(4);
    expect(five.problem).toMatch(/up to 4 sizes at once: these are the first 4 of the 5/);
  });
});
