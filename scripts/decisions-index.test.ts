import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { decisionsIndex, indexFile, parseRecord, readRecords } from "./decisions-index";

describe("the decisions index", () => {
  it("is what the records make (run `npm run decisions:index` after adding or changing one)", async () => {
    expect(readFileSync(indexFile, "utf8")).toBe(await decisionsIndex());
  });

  it("lists every record, each with a date and a status", () => {
    const records = readRecords();
    expect(records.length).toBeGreaterThan(70);
    for (const record of records) {
      expect(record.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(record.status).not.toBe("");
    }
  });

  it("reads a record's number, title, date and status", () => {
    const record = parseRecord("171-state.md", "# 171. Tests wait on state\n\nDate: 2026-11-25 · Status: accepted\n");
    expect(record).toEqual({
      number: "171",
      title: "Tests wait on state",
      date: "2026-11-25",
      status: "accepted",
      file: "171-state.md",
    });
  });

  it("names the line a record gets wrong", () => {
    expect(() => parseRecord("171-state.md", "# 171 Tests\n\nDate: 2026-11-25 · Status: accepted\n")).toThrow(
      "171-state.md: the first line must be '# NNN. Title', not '# 171 Tests'.",
    );
    expect(() => parseRecord("171-state.md", "# 171. Tests\n\nStatus: accepted\n")).toThrow(
      "171-state.md: the third line must be 'Date: YYYY-MM-DD · Status: …', not 'Status: accepted'.",
    );
    expect(() => parseRecord("172-state.md", "# 171. Tests\n\nDate: 2026-11-25 · Status: accepted\n")).toThrow(
      "172-state.md: its title says 171; the file name must too.",
    );
  });
});
