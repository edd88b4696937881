import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { open, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { startTestS3Server, type TestS3Server } from "../../../tests/support/test-s3-server";
import { dataDir } from "../db.server";
import { LocalMediaStore } from "../media/storage/local-media-store.server";
import { mediaStore } from "../media/storage/media-store.server";
import { migrateMedia } from "../media/storage/migrate-media.server";
import { createMessage } from "../messages.server";
import { describeCounts } from "./backup-contents.server";
import { mediaBytes, prepareSite, tableRows } from "./backup-fixture";
import { createBackup, defaultBackupFile } from "./create-backup.server";
import { restoreBackup } from "./restore-backup.server";

const emptyFolder = () => mkdtempSync(path.join(tmpdir(), "tepore-restored-"));
const backupFile = () => path.join(emptyFolder(), "site.tar.gz");
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A fresh backup, unpacked, changed by `change` and packed again. */
async function alteredBackup(change: (folder: string) => Promise<void>): Promise<string> {
  const file = backupFile();
  await createBackup(file);
  const folder = emptyFolder();
  await tar.extract({ file, cwd: folder });
  await change(folder);
  const altered = backupFile();
  await tar.create({ file: altered, cwd: folder, gzip: true }, await readdir(folder));
  return altered;
}

beforeAll(prepareSite);

describe("backup and restore (decision 110)", () => {
  it("names the default archive by the moment it is taken, in UTC", () => {
    expect(defaultBackupFile(new Date("2026-11-25T07:05:09.123Z"))).toBe(
      path.join("backups", "tepore-2026-11-25-070509.tar.gz"),
    );
  });

  it("takes a consistent backup while messages keep arriving, with every message stored before it began", async () => {
    const acknowledged: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n += 1) {
        acknowledged.push(
          createMessage({ name: "Load", email: "l@example.com", company: "", message: `#${n}` }, "sent"),
        );
        await nextTurn();
      }
    })();
    while (acknowledged.length < 50) await nextTurn();
    const beforeBackup = [...acknowledged];

    const file = backupFile();
    const manifest = await createBackup(file);
    const duringBackup = acknowledged.length - beforeBackup.length;
    writing = false;
    await writer;

    expect(duringBackup).toBeGreaterThan(0);
    const restored = emptyFolder();
    const counts = await restoreBackup(file, { data: restored });
    expect(counts).toEqual(manifest.counts);
    const ids = new Set((tableRows(restored).messages as { id: number }[]).map((row) => row.id));
    expect(beforeBackup.filter((id) => !ids.has(id))).toEqual([]);
    expect(counts.messages).toBe(ids.size);
  });

  it("restores every page, version, message, quote and picture into an empty folder, files byte for byte", async () => {
    const file = backupFile();
    await createBackup(file);
    const restored = path.join(emptyFolder(), "data");

    const counts = await restoreBackup(file, { data: restored });

    expect(tableRows(restored)).toEqual(tableRows(dataDir()));
    expect(mediaBytes(restored)).toEqual(mediaBytes(dataDir()));
    expect(counts).toMatchObject({ pageVersions: expect.any(Number), quotes: 1, mediaItems: 2 });
    expect(counts.pageVersions).toBeGreaterThanOrEqual(4);
    expect(describeCounts(counts)).toMatch(/pages \(\d+ versions\), \d+ messages, 1 quote, 2 pictures \(\d+ files\)$/);
  });

  it("refuses a folder that is not empty unless forced, and then replaces its database and media", async () => {
    const file = backupFile();
    await createBackup(file);
    const occupied = emptyFolder();
    writeFileSync(path.join(occupied, "tepore.db"), "an older site");
    writeFileSync(path.join(occupied, "tepore.db-wal"), "its journal");
    writeFileSync(path.join(occupied, "notes.txt"), "kept");

    await expect(restoreBackup(file, { data: occupied })).rejects.toThrow(/is not empty .*--force/);
    expect(await readFile(path.join(occupied, "tepore.db"), "utf8")).toBe("an older site");

    await restoreBackup(file, { data: occupied, force: true });
    expect(existsSync(path.join(occupied, "tepore.db-wal"))).toBe(false);
    expect(tableRows(occupied)).toEqual(tableRows(dataDir()));
    expect(existsSync(path.join(occupied, "notes.txt"))).toBe(true);
  });

  it("refuses to replace the database of a running site, even when forced", async () => {
    const file = backupFile();
    await createBackup(file);
    const before = tableRows(dataDir());
    await expect(restoreBackup(file, { data: dataDir(), force: true })).rejects.toThrow(
      /tepore\.db is in use \(is the server running\?\): stop the server, then restore/,
    );
    expect(tableRows(dataDir())).toEqual(before);
  });

  it("says so for a missing file, a file that is no archive, and a cut-off archive, writing nothing", async () => {
    const folder = emptyFolder();
    const restored = path.join(folder, "data");
    await expect(restoreBackup(path.join(folder, "none.tar.gz"), { data: restored })).rejects.toThrow(
      /There is no backup at .*none\.tar\.gz/,
    );
    const junk = path.join(folder, "junk.tar.gz");
    await writeFile(junk, "not an archive at all");
    await expect(restoreBackup(junk, { data: restored })).rejects.toThrow(/could not be read as a backup archive/);
    const whole = backupFile();
    await createBackup(whole);
    const bytes = await readFile(whole);
    const cut = path.join(folder, "cut.tar.gz");
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restoreBackup(cut, { data: restored })).rejects.toThrow(/could not be read as a backup archive/);
    expect(existsSync(restored)).toBe(false);
  });

  it("says the same for an archive cut at any point, while its files are still being written (the unpacking is checked first)", async () => {
    const folder = emptyFolder();
    const whole = backupFile();
    await createBackup(whole);
    const bytes = await readFile(whole);
    const cuts = await Promise.all(
      [0.55, 0.65, 0.75, 0.85, 0.95].map(async (share) => {
        const cut = path.join(folder, `cut-${share}.tar.gz`);
        await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * share)));
        return cut;
      }),
    );
    const attempts = cuts.flatMap((cut) =>
      Array.from({ length: 12 }, (_, i) =>
        restoreBackup(cut, { data: path.join(folder, `data-${path.basename(cut)}-${i}`) }).then(
          () => "restored",
          (error: Error) => error.message.replace(/^.* could not be read as a backup archive .*$/, "could not be read"),
        ),
      ),
    );
    expect(new Set(await Promise.all(attempts))).toEqual(new Set(["could not be read"]));
  });

  it("refuses an archive without its manifest, with a damaged database, or short of a picture, writing nothing", async () => {
    const restored = path.join(emptyFolder(), "data");
    const withoutManifest = await alteredBackup((folder) => rm(path.join(folder, "tepore-backup.json")));
    await expect(restoreBackup(withoutManifest, { data: restored })).rejects.toThrow(
      /is not a Tepore backup: it has no readable tepore-backup\.json/,
    );
    const damaged = await alteredBackup(async (folder) => {
      const database = await open(path.join(folder, "tepore.db"), "r+");
      await database.write(Buffer.alloc(4096, 0x5a), 0, 4096, 4096 * 2);
      await database.close();
    });
    await expect(restoreBackup(damaged, { data: restored })).rejects.toThrow(/The database in .* is damaged/);
    const shortOfAPicture = await alteredBackup(async (folder) => {
      const [first] = await readdir(path.join(folder, "media"));
      await rm(path.join(folder, "media", first!));
    });
    await expect(restoreBackup(shortOfAPicture, { data: restored })).rejects.toThrow(
      /is incomplete: 1 media file\(s\) are missing from it/,
    );
    expect(existsSync(restored)).toBe(false);
  });

  it("refuses to overwrite an existing archive, and to back up a folder without a database", async () => {
    const file = backupFile();
    await createBackup(file);
    await expect(createBackup(file)).rejects.toThrow(/exists already/);
    await expect(createBackup(backupFile(), emptyFolder())).rejects.toThrow(/no database at .*nothing to back up/);
  });
});

describe("backup and restore with the pictures in a bucket (decision 116)", () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    for (const [variable, value] of Object.entries(s3.env)) vi.stubEnv(variable, value);
    await migrateMedia(new LocalMediaStore(path.join(dataDir(), "media")), mediaStore());
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await s3.stop();
  });

  it("reads the pictures from the bucket, and a restore puts them back there", async () => {
    const file = backupFile();
    const manifest = await createBackup(file);
    expect(manifest.missingMedia).toEqual([]);
    const pictures = mediaBytes(dataDir());
    await mediaStore().remove(Object.keys(pictures));

    await restoreBackup(file, { data: path.join(emptyFolder(), "data") });

    for (const [name, bytes] of Object.entries(pictures)) {
      const stored = await mediaStore().get(name);
      expect(Buffer.concat(await stored!.body.toArray()).equals(bytes), name).toBe(true);
    }
  });
});
