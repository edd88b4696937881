import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/server/db.server";
import { createQuote, listQuotes } from "~/server/quotes.server";
import { quoteLines, quotes } from "~/server/schema.server";
import { action as answerAction } from "./quote";
import { loader as csvLoader } from "./quotes-csv";
import { adminRequest, call, quoteLineFixture } from "./test-support";

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
          lines: [line, { ...line, quantity: null as never }],
        },
        "not-configured",
      ),
    ).toThrow();
    expect(listQuotes()).toEqual([]);
  });

  it("is marked answered by the administrator, and a missing quote is a 404", async () => {
    const id = createQuote({ name: "A", email: "a@example.com", company: "", message: "", lines: [line] }, "sent");
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

  it("exports one CSV row per line, quoting commas and doubling quote marks", async () => {
    const id = createQuote(
      {
        name: 'Ada "Countess" Lovelace',
        email: "ada@example.co.uk",
        company: "Analytical Engines, Ltd",
        message: "=HYPERLINK(1)",
        lines: [line],
      },
      "not-configured",
    );
    const res = await call(csvLoader, adminRequest("/api/admin/quotes.csv"));
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="quotes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, row, end] = (await res.text()).split("\r\n");
    expect(header).toBe(
      "Quote,Received,Name,E-mail,Company,Note,Answered,Line,Model,Size,Dimensions,Finish,Quantity,Room",
    );
    const createdAt = listQuotes()[0]!.createdAt;
    expect(row).toBe(
      `${id},${createdAt},"Ada ""Countess"" Lovelace",ada@example.co.uk,"Analytical Engines, Ltd",'=HYPERLINK(1),no,1,` +
        `Retto Horizontal,RH-600-1000,"600 × 1,000 × 72 mm",Anthracite (RAL 7016),2,Living room`,
    );
    expect(end).toBe("");
    expect((await call(csvLoader, adminRequest("/api/admin/quotes.csv", { cookie: null }))).status).toBe(401);
  });
});
