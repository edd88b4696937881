import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { beforeAll, describe, expect, it } from "vitest";

import { dataDir } from "../db.server";
import { createMessage } from "../messages.server";
import { mediaBytes, prepareSite, tableRows } from "./backup-fixture";

/** Runs `npx tsx scripts/<name>.ts ...args` with DATA_DIR set, as `npm run <name>` does; never throws. */
async function run(name: "backup" | "restore", data: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)("npx", ["tsx", `scripts/${name}.ts`, ...args], {
      env: { ...process.env, DATA_DIR: data },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

beforeAll(prepareSite);

describe("npm run backup and npm run restore (decision 110)", () => {
  it("back up the site while it takes messages, restore it whole, and refuse to restore over it again", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "tepore-scripts-"));
    const file = path.join(folder, "site.tar.gz");
    const restored = path.join(folder, "data");
    // This process stands for the running site: it keeps storing messages while the backup runs in its own.
    const stored: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n += 1) {
        stored.push(createMessage({ name: "Load", email: "l@example.com", company: "", message: `#${n}` }, "sent"));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();

    const beforeBackup = [...stored];
    const backup = await run("backup", dataDir(), file);
    writing = false;
    await writer;
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    expect(backup.stdout).toMatch(
      /^Backed up .* into .*site\.tar\.gz: \d+ pages \(\d+ versions\), \d+ messages, 1 quote/,
    );

    const restore = await run("restore", restored, file);
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    expect(restore.stdout).toMatch(/^Restored .*site\.tar\.gz into .*data: \d+ pages .* 1 quote, 2 pictures/);
    const rows = tableRows(restored);
    const live = tableRows(dataDir());
    const restoredIds = new Set((rows.messages as { id: number }[]).map((row) => row.id));
    expect(beforeBackup.filter((id) => !restoredIds.has(id))).toEqual([]);
    expect(stored.length).toBeGreaterThan(restoredIds.size);
    expect(rows.messages).toEqual(live.messages!.slice(0, restoredIds.size));
    expect({ ...rows, messages: [] }).toEqual({ ...live, messages: [] });
    expect(mediaBytes(restored)).toEqual(mediaBytes(dataDir()));

    const again = await run("restore", restored, file);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty .*--force/);
    expect(await run("restore", restored, file, "--force")).toMatchObject({ code: 0 });
  }, 60_000);
});
