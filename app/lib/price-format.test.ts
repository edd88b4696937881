import { afterEach, describe, expect, it, vi } from "vitest";

import { formatPrice } from "./price-format";

describe("formatPrice", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("writes pounds the British way, without pence when whole", () => {
    expect(formatPrice(1250)).toBe("£1,250");
    expect(formatPrice(45)).toBe("£45");
    expect(formatPrice(12.5)).toBe("£12.50");
  });

  it("builds its number formats at the first price, not as a page's script loads it", async () => {
    vi.resetModules();
    const { NumberFormat } = Intl;
    const made = vi.spyOn(Intl, "NumberFormat").mockImplementation(function (
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      return new NumberFormat(...args);
    });
    const fresh = await import("./price-format");
    expect(made).not.toHaveBeenCalled();
    expect(fresh.formatPrice(1250)).toBe("£1,250");
    expect(fresh.formatPrice(12.5)).toBe("£12.50");
    expect(made).toHaveBeenCalledTimes(2);
  });
});
