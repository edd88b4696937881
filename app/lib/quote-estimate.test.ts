import { describe, expect, it } from "vitest";

import { estimatedTotalText, lineEstimate, lineEstimateText, lineQuantity } from "./quote-estimate";

describe("a quote line's quantity", () => {
  it("is a whole number from 1 to 50, as typed (spaces aside)", () => {
    expect(["1", " 12 ", "50"].map(lineQuantity)).toEqual([1, 12, 50]);
    expect(["", "0", "51", "2.5", "-1", "1e1", "two", "0050"].map(lineQuantity)).toEqual(Array(8).fill(null));
  });
});

describe("the running estimate", () => {
  it("prices a line as the size in its finish and each fitting, times the quantity", () => {
    expect(lineEstimate("3", 560, [85, 30])).toBe(3 * (560 + 85 + 30));
    expect(lineEstimate("1", 220, [])).toBe(220);
    expect(lineEstimate("0", 220, [85])).toBeNull();
  });

  it("says a line's price, or what it needs to have one", () => {
    expect(lineEstimateText(1350)).toBe("£1,350");
    expect(lineEstimateText(null)).toBe("needs a quantity from 1 to 50");
  });

  it("adds the lines that have a price, and says when some have none", () => {
    expect(estimatedTotalText([1350, 220])).toBe("£1,570");
    expect(estimatedTotalText([1350, null])).toBe("£1,350, leaving out the lines without a price");
    expect(estimatedTotalText([null])).toBe("£0, leaving out the lines without a price");
  });
});
