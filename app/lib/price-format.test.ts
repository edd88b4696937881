import { describe, expect, it } from "vitest";

import { formatPrice } from "./price-format";

describe("formatPrice", () => {
  it("writes pounds the British way, without pence when whole", () => {
    expect(formatPrice(1250)).toBe("£1,250");
    expect(formatPrice(45)).toBe("£45");
    expect(formatPrice(12.5)).toBe("£12.50");
  });
});
