import { describe, expect, it } from "vitest";

import { deliveryOutcome, receivedAt, replyHref } from "./inbox-message";

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

describe("replying by e-mail", () => {
  it("opens the visitor's address with the subject filled, both encoded", () => {
    expect(replyHref("ada@example.co.uk", "Re: your message to Tepore")).toBe(
      "mailto:ada@example.co.uk?subject=Re%3A%20your%20message%20to%20Tepore",
    );
    expect(replyHref("a&b?c@example.com", "Re: your quote request Q-2026-0042")).toBe(
      "mailto:a%26b%3Fc@example.com?subject=Re%3A%20your%20quote%20request%20Q-2026-0042",
    );
  });
});
