import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { dataDir } from "../db.server";
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
  it("back up the running site into one file and restore it whole, refusing to restore over it again", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "tepore-scripts-"));
    const file = path.join(folder, "site.tar.gz");
    const restored = path.join(folder, "data");

    const backup = await run("backup", dataDir(), file);
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    expect(backup.stdout).toMatch(
      /^Backed up .* into .*site\.tar\.gz: \d+ pages \(\d+ versions\), 3 messages, 1 quote, 2 pictures/,
    );

    const restore = await run("restore", restored, file);
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    expect(restore.stdout).toMatch(
      /^Restored .*site\.tar\.gz into .*data: \d+ pages .* 3 messages, 1 quote, 2 pictures/,
    );
    expect(tableRows(restored)).toEqual(tableRows(dataDir()));
    expect(mediaBytes(restored)).toEqual(mediaBytes(dataDir()));

    const again = await run("restore", restored, file);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty .*--force/);
    expect(await run("restore", restored, file, "--force")).toMatchObject({ code: 0 });
  }, 60_000);
});
