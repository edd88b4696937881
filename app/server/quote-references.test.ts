import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { beforeEach, describe, expect, it } from "vitest";

import { getDb } from "./db.server";
import { migrationsBefore } from "./fixtures/migrations-before";
import { createQuote, deleteQuote, listQuotes } from "./quotes.server";
import { quoteLines, quotes } from "./schema.server";

const quoteLineFixture = {
  modelId: "retto-horizontal",
  modelName: "Retto Horizontal",
  sizeCode: "RH-600-1000",
  sizeLabel: "600 × 1,000 × 72 mm",
  finishId: "white",
  finishName: "White",
  quantity: 1,
  room: "",
  valves: "",
  connection: "Not sure, please advise",
  brackets: "",
  heating: "",
  guidePrice: 505,
};
const values = {
  name: "Ada Lovelace",
  email: "ada@example.co.uk",
  company: "",
  message: "",
  phone: "07700 900123",
  postcode: "SW1A 1AA",
  installDate: "",
  lines: [quoteLineFixture],
};
const at = (iso: string) => createQuote(values, "sent", undefined, new Date(iso)).reference;

beforeEach(() => {
  getDb().delete(quoteLines).run();
  getDb().delete(quotes).run();
});

describe("quote references (Q-YYYY-NNNN)", () => {
  it("number the requests of a year from 0001, and start again with a new year", () => {
    expect(at("2026-03-01T09:00:00Z")).toBe("Q-2026-0001");
    expect(at("2026-12-31T23:59:59Z")).toBe("Q-2026-0002");
    expect(at("2027-01-01T00:00:00Z")).toBe("Q-2027-0001");
    expect(at("2027-01-02T08:00:00Z")).toBe("Q-2027-0002");
  });

  it("follow the highest number kept, past a deleted one and past 9999", () => {
    const first = createQuote(values, "sent", undefined, new Date("2026-01-01T00:00:00Z"));
    const second = createQuote(values, "sent", undefined, new Date("2026-01-02T00:00:00Z"));
    at("2026-01-02T10:00:00Z");
    deleteQuote(second.id);
    expect(at("2026-01-03T00:00:00Z")).toBe("Q-2026-0004");
    getDb().update(quotes).set({ reference: "Q-2026-9999" }).where(eq(quotes.id, first.id)).run();
    expect(at("2026-01-04T00:00:00Z")).toBe("Q-2026-10000");
    expect(at("2026-01-05T00:00:00Z")).toBe("Q-2026-10001");
  });

  it("are given in the quote's own transaction: a quote that cannot be stored takes no number", () => {
    expect(() =>
      createQuote({ ...values, lines: [{ ...quoteLineFixture, quantity: null as never }] }, "sent", undefined),
    ).toThrow();
    expect(listQuotes()).toEqual([]);
    expect(at("2026-05-05T00:00:00Z")).toBe("Q-2026-0001");
  });
});

describe("migration 0010_quote_details", () => {
  it("gives the quotes kept before it a reference by the year they were made and their order in it", () => {
    const sqlite = new Database(":memory:");
    migrate(drizzle(sqlite), { migrationsFolder: migrationsBefore("0010_quote_details") });
    const add = sqlite.prepare("INSERT INTO quotes (id, name, email, created_at) VALUES (?, 'A', 'a@example.com', ?)");
    add.run(1, "2025-12-31T10:00:00.000Z");
    add.run(2, "2026-01-02T10:00:00.000Z");
    add.run(3, "2025-06-01T10:00:00.000Z");
    add.run(4, "2026-01-01T10:00:00.000Z");
    migrate(drizzle(sqlite), { migrationsFolder: "drizzle" });
    expect(sqlite.prepare("SELECT id, reference, phone FROM quotes ORDER BY id").all()).toEqual([
      { id: 1, reference: "Q-2025-0002", phone: "" },
      { id: 2, reference: "Q-2026-0002", phone: "" },
      { id: 3, reference: "Q-2025-0001", phone: "" },
      { id: 4, reference: "Q-2026-0001", phone: "" },
    ]);
    sqlite.close();
  });
});
