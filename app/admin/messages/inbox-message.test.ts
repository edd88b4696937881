import { describe, expect, it } from "vitest";
import { deliveryOutcome, receivedAt } from "./inbox-message";

describe("the inbox's words (docs/product.md#contact-messages)", () => {
  it("says how the e-mail copy went", () => {
    expect(deliveryOutcome("sent").label).toBe("E-mail sent");
    expect(deliveryOutcome("failed").label).toBe("E-mail failed");
    expect(deliveryOutcome("not-configured").label).toBe("E-mail not configured");
    expect(deliveryOutcome("pending").label).toBe("E-mail pending");
    expect(deliveryOutcome("something new").label).toBe("E-mail pending");
  });

  it("dates a message in British English", () => {
    const date = new Date(2025, 2, 14, 9, 5);
    expect(receivedAt(date.toISOString())).toBe("14 March 2025 at 09:05");
    expect(receivedAt("not a date")).toBe("not a date");
  });
});
