import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuoteValues } from "~/lib/quote-request";
import { deliverQuote, quoteEmailMessage } from "./contact-delivery.server";
import { createQuote, listQuotes } from "./quotes.server";

const quote: QuoteValues = {
  name: "Ada Lovelace",
  email: "ada@example.co.uk",
  company: "",
  message: "Delivery to Sheffield, please.",
  lines: [
    {
      modelId: "retto-vertical",
      modelName: "Retto Vertical",
      sizeCode: "RV-1800-500-D",
      sizeLabel: "1,800 × 500 mm double",
      finishId: "anthracite",
      finishName: "Anthracite (RAL 7016)",
      quantity: 2,
      room: "Living room",
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
  it("list every radiator after the buyer's note, in the contact template's message", () => {
    expect(quoteEmailMessage(quote)).toBe(
      "Quote request for 1 line:\n- 2 × Retto Vertical, 1,800 × 500 mm double, Anthracite (RAL 7016) (Living room)\n\nDelivery to Sheffield, please.",
    );
  });

  it("go out from the server with the exact EmailJS body, and the stored quote records that it was sent", async () => {
    const id = createQuote(quote, "pending");
    expect(await deliverQuote(id, quote)).toBe("sent");
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
            message: quoteEmailMessage(quote),
            to_name: "Tepore",
          },
        },
      },
    ]);
    expect(listQuotes().find((q) => q.id === id)?.delivery).toBe("sent");
  });
});
