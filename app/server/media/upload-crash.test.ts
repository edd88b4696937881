import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "../db.server";
import { media } from "../schema.server";
import { addMedia } from "./add-media.server";
import { mediaDir } from "./media-files.server";
import { reconcileMedia } from "./reconcile-media.server";
import { rasterImage } from "./test-images";

/** What the public media folder would serve: every file but the dot folders and dot files. */
const served = () => (existsSync(mediaDir()) ? readdirSync(mediaDir()).filter((name) => !name.startsWith(".")) : []);
const staged = () => {
  const staging = path.join(mediaDir(), ".staging");
  return existsSync(staging) ? readdirSync(staging, { recursive: true }).map(String) : [];
};

describe("a crash during an upload (docs/product.md#media)", () => {
  it("leaves no file that is served, and the next start clears what was staged", async () => {
    const child = spawnSync(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "upload-crash.fixture.ts")],
      {
        env: { ...process.env },
        encoding: "utf8",
      },
    );
    expect(child.signal, child.stderr).toBe("SIGKILL");
    expect(getDb().select().from(media).all()).toEqual([]);
    expect(served()).toEqual([]);
    expect(staged().length).toBeGreaterThan(0);

    const report = await reconcileMedia();
    expect(staged()).toEqual([]);
    expect(served()).toEqual([]);
    expect(report.missing).toEqual([]);
  });
});

describe("reconciling the media folder at start-up", () => {
  it("finishes a committed upload's staged files, removes files without a row and reports rows without files", async () => {
    const [kept] = await addMedia([{ name: "kept.jpg", bytes: await rasterImage("image/jpeg", 700, 500) }]);
    const keptFiles = served();
    // A committed upload whose files were still staged when the process died: the row names them.
    const [interrupted] = await addMedia([
      { name: "interrupted.png", bytes: await rasterImage("image/png", 640, 480) },
    ]);
    const interruptedFiles = served().filter((name) => !keptFiles.includes(name));
    const batch = path.join(mediaDir(), ".staging", "interrupted-batch");
    mkdirSync(batch, { recursive: true });
    for (const name of interruptedFiles) {
      writeFileSync(path.join(batch, name), "staged");
      // Gone from the folder, as if the move had not happened yet.
      await import("node:fs/promises").then(({ rm }) => rm(path.join(mediaDir(), name)));
    }
    writeFileSync(path.join(mediaDir(), "orphan-0123456789abcdef0123.webp"), "no row names me");
    writeFileSync(path.join(mediaDir(), ".staging", "0a1b2c.part"), "left over");
    getDb()
      .insert(media)
      .values({ id: "lost", name: "lost.jpg", file: "lost-file.jpg", type: "image/jpeg", size: 1 })
      .run();

    const report = await reconcileMedia();
    expect(served().sort()).toEqual([...keptFiles, ...interruptedFiles].sort());
    expect(staged()).toEqual([]);
    expect(report.removed).toEqual(["orphan-0123456789abcdef0123.webp"]);
    expect(report.completed.sort()).toEqual([...interruptedFiles].sort());
    expect(report.missing).toEqual([{ id: "lost", name: "lost.jpg", files: ["lost-file.jpg"] }]);
    expect(kept!.id).not.toBe(interrupted!.id);
  });
});
