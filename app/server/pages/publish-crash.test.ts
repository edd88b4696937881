import { spawn } from "node:child_process";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { getDb } from "../db.server";
import { existingRow, parseSections } from "./page-rows.server";
import { listVersions } from "./versions.server";

/**
 * A process killed with SIGKILL in the middle of publishing leaves the page as the old or the new
 * version, never a mix: the draft, the published copy and the version are written in one transaction.
 */
function publishUntilKilled(slug: string, afterPublishes: number, extraMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // Node itself with tsx's loader (not the tsx command, which would run the script in a grandchild the kill misses).
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.resolve("app/server/fixtures/publish-loop.ts"), slug],
      {
        env: { ...process.env },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`published ${afterPublishes}\n`)) setTimeout(() => child.kill("SIGKILL"), extraMs);
    });
    child.on("error", reject);
    child.on("exit", (_code, signal) =>
      signal === "SIGKILL" ? resolve() : reject(new Error(`The publish loop stopped by itself:\n${output}`)),
    );
  });
}

function expectWhole(slug: string) {
  const row = existingRow(getDb(), slug);
  const take = row.publishedTitle;
  const published = parseSections(row.publishedSections, slug)!;
  expect(published).toHaveLength(100);
  expect(new Set(published.map((section) => section.title))).toEqual(new Set([take]));
  expect(new Set(published.map((section) => section.content.split(" of ")[1]?.split(".")[0]))).toEqual(
    new Set([take!.toLowerCase()]),
  );
  const draft = parseSections(row.draftSections, slug)!;
  expect(new Set(draft.map((section) => section.title))).toEqual(new Set([row.title]));
  const [latest] = listVersions(getDb(), row);
  expect(latest!.title).toBe(take);
  return Number(take!.replace("Take ", ""));
}

describe("a publish killed part-way (kill -9)", () => {
  it("leaves the page as the old or the new version, never a mix", { timeout: 120_000 }, async () => {
    // Each round starts its takes at 1 again and is killed a few milliseconds after its n-th publish,
    // at different points of the save and publish transactions.
    for (const [round, extraMs] of [0, 3, 7, 13, 21].entries()) {
      const n = round + 3;
      await publishUntilKilled("crash", n, extraMs);
      expect(expectWhole("crash")).toBeGreaterThanOrEqual(n);
    }
  });
});
