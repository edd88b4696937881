import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { QuoteValues } from "~/lib/quote-request";

import { quoteLineFixture } from "../../tests/support/quotes";
import { deliverQuote } from "./contact-delivery.server";
import { createQuote, listQuotes } from "./quotes.server";

const quote: QuoteValues = {
  name: "Ada Lovelace",
  email: "ada@example.co.uk",
  company: "",
  message: "Delivery to Sheffield, please.",
  phone: "0114 496 0000",
  postcode: "S1 2HE",
  installDate: "2027-03-12",
  lines: [
    {
      ...quoteLineFixture,
      modelId: "retto-vertical",
      modelName: "Retto Vertical",
      sizeCode: "RV-1800-500-D",
      sizeLabel: "1,800 × 500 mm double",
      guidePrice: 1860,
    },
  ],
};

const received: unknown[] = [];
const standIn = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    received.push({ path: req.url, body: JSON.parse(body) });
    res.end("OK");
  });
});
const saved = { ...process.env };

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    EMAILJS_API_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
    EMAILJS_PUBLIC_KEY: "public-key",
    EMAILJS_SERVICE_ID: "service",
    EMAILJS_TEMPLATE_ID: "template",
    EMAILJS_PRIVATE_KEY: "private-key",
  });
});

afterAll(() => {
  process.env = saved;
  standIn.close();
});

describe("quote e-mails", () => {
  it("go out from the server with the exact EmailJS body, and the stored quote records that it was sent", async () => {
    const created = createQuote(quote, "pending", undefined, new Date("2026-11-25T10:00:00Z"));
    expect(await deliverQuote(created, quote)).toBe("sent");
    expect(received).toEqual([
      {
        path: "/api/v1.0/email/send",
        body: {
          lib_version: "3.2.0",
          user_id: "public-key",
          service_id: "service",
          template_id: "template",
          accessToken: "private-key",
          template_params: {
            from_name: "Ada Lovelace",
            from_email: "ada@example.co.uk",
            company: "Not provided",
            message: [
              `Quote request ${created.reference}, 1 line:`,
              "- 2 × Retto Vertical, 1,800 × 500 mm double, Anthracite (RAL 7016) (Living room): £1,860",
              "  Valves: Thermostatic valves (Chrome) · Connection: Bottom, opposite ends · Brackets: Wall brackets",
              "Guide total: £1,860",
              "Guide prices include VAT. Your quote confirms the price and delivery.",
              "",
              "Phone: 0114 496 0000",
              "Postcode: S1 2HE",
              "Install date: 12 March 2027",
              "",
              "Delivery to Sheffield, please.",
            ].join("\n"),
            to_name: "Tepore",
          },
        },
      },
    ]);
    expect(created.reference).toMatch(/^Q-2026-\d{4}$/);
    expect(listQuotes().find((q) => q.id === created.id)?.delivery).toBe("sent");
  });
});
