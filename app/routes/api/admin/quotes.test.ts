import { beforeEach, describe, expect, it } from "vitest";

import { getDb } from "~/server/db.server";
import { createQuote, listQuotes } from "~/server/quotes.server";
import { quoteLines, quotes } from "~/server/schema.server";

import { quoteDetailsFixture, quoteLineFixture } from "../../../../tests/support/quotes";
import { action as answerAction } from "./quote";
import { loader as csvLoader } from "./quotes-csv";
import { adminRequest, call } from "./test-support";

const line = quoteLineFixture;

beforeEach(() => {
  getDb().delete(quoteLines).run();
  getDb().delete(quotes).run();
});

describe("quotes in the inbox", () => {
  it("stores a request and its lines together, or nothing when a line cannot be written", () => {
    expect(() =>
      createQuote(
        {
          name: "A",
          email: "a@example.com",
          company: "",
          message: "",
          ...quoteDetailsFixture,
          lines: [line, { ...line, quantity: null as never }],
        },
        "not-configured",
      ),
    ).toThrow();
    expect(listQuotes()).toEqual([]);
  });

  it("is marked answered by the administrator, and a missing quote is a 404", async () => {
    const { id } = createQuote(
      { name: "A", email: "a@example.com", company: "", message: "", ...quoteDetailsFixture, lines: [line] },
      "sent",
    );
    const res = await call(
      answerAction,
      adminRequest(`/api/admin/quotes/${id}`, { method: "PATCH", json: { isAnswered: true } }),
      {
        id: String(id),
      },
    );
    expect(res.status).toBe(200);
    expect(listQuotes()[0]!.isAnswered).toBe(true);
    const missing = await call(
      answerAction,
      adminRequest("/api/admin/quotes/999", { method: "PATCH", json: { isAnswered: true } }),
      {
        id: "999",
      },
    );
    expect(missing.status).toBe(404);
    const signedOut = await call(
      answerAction,
      adminRequest(`/api/admin/quotes/${id}`, { method: "PATCH", json: { isAnswered: false }, cookie: null }),
      { id: String(id) },
    );
    expect(signedOut.status).toBe(401);
  });

  it("exports one CSV row per line, quoting commas and doubling quote marks, formulas kept as text", async () => {
    const { reference } = createQuote(
      {
        name: 'Ada "Countess" Lovelace',
        email: "ada@example.co.uk",
        company: "Analytical Engines, Ltd",
        message: "=HYPERLINK(1)",
        phone: "+44 20 7946 0018",
        postcode: "SW1A 1AA",
        installDate: "2027-03-12",
        lines: [line],
      },
      "not-configured",
      undefined,
      new Date("2026-11-25T10:00:00Z"),
    );
    const res = await call(csvLoader, adminRequest("/api/admin/quotes.csv"));
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="quotes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, row, end] = (await res.text()).split("\r\n");
    expect(header).toBe(
      "Quote,Received,Name,E-mail,Company,Phone,Postcode,Install date,Note,Answered,Line,Model,Size,Dimensions," +
        "Finish,Quantity,Room,Valves,Connection,Brackets,Heating,Guide price (£)",
    );
    expect(reference).toBe("Q-2026-0001");
    expect(row).toBe(
      `Q-2026-0001,2026-11-25T10:00:00.000Z,"Ada ""Countess"" Lovelace",ada@example.co.uk,"Analytical Engines, Ltd",` +
        `'+44 20 7946 0018,SW1A 1AA,2027-03-12,'=HYPERLINK(1),no,1,` +
        `Retto Horizontal,RH-600-1000,"600 × 1,000 × 72 mm",Anthracite (RAL 7016),2,Living room,` +
        `Thermostatic valves (Chrome),"Bottom, opposite ends",Wall brackets,,1010`,
    );
    expect(end).toBe("");
    expect((await call(csvLoader, adminRequest("/api/admin/quotes.csv", { cookie: null }))).status).toBe(401);
  });
});
