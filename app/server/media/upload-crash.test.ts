import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { describeEachMediaStore } from "../../../tests/support/each-media-store";
import { getDb } from "../db.server";
import { media } from "../schema.server";
import { StartupProblem } from "../startup-problem.server";
import { addMedia } from "./add-media.server";
import { stagingDir } from "./media-files.server";
import { reconcileMedia, reconcileMediaAtStart } from "./reconcile-media.server";
import { mediaStore } from "./storage/media-store.server";
import { rasterImage } from "./test-images";

/** What /media would serve: every stored file (the store never lists dot files). */
const served = async () => (await mediaStore().list()).map((file) => file.name);
const staged = () => (existsSync(stagingDir()) ? readdirSync(stagingDir(), { recursive: true }).map(String) : []);

beforeEach(async () => {
  getDb().delete(media).run();
  await reconcileMedia();
});

describeEachMediaStore("a crash during an upload (docs/product.md#media)", () => {
  it("leaves no file that is served, and the next start clears what was staged", async () => {
    // The child process inherits the environment, so it uploads to the same store. It runs beside this process
    // (never blocking it), as the bucket's server lives here.
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "upload-crash.fixture.ts")],
      {
        env: { ...process.env },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const [, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
    expect(signal, stderr).toBe("SIGKILL");
    expect(getDb().select().from(media).all()).toEqual([]);
    expect(await served()).toEqual([]);
    expect(staged().length).toBeGreaterThan(0);

    const report = await reconcileMedia();
    expect(staged()).toEqual([]);
    expect(await served()).toEqual([]);
    expect(report.missing).toEqual([]);
  }, 30_000);
});

describeEachMediaStore("reconciling the stored media at start-up", () => {
  it("finishes a committed upload's staged files, removes files without a row and reports rows without files", async () => {
    const store = mediaStore();
    await addMedia([{ name: "kept.jpg", bytes: await rasterImage("image/jpeg", 700, 500) }]);
    const keptFiles = await served();
    // A committed upload whose files were still staged when the process died: the row names them.
    await addMedia([{ name: "interrupted.png", bytes: await rasterImage("image/png", 640, 480) }]);
    const interruptedFiles = (await served()).filter((name) => !keptFiles.includes(name));
    const batch = path.join(stagingDir(), "interrupted-batch");
    mkdirSync(batch, { recursive: true });
    for (const name of interruptedFiles) writeFileSync(path.join(batch, name), "staged");
    // Gone from the store, as if the move had not happened yet.
    await store.remove(interruptedFiles);
    await store.put("orphan-0123456789abcdef0123.webp", Buffer.from("no row names me"), 15);
    writeFileSync(path.join(stagingDir(), "0a1b2c.part"), "left over");
    getDb()
      .insert(media)
      .values({ id: "lost", name: "lost.jpg", file: "lost-file.jpg", type: "image/jpeg", size: 1 })
      .run();

    const report = await reconcileMedia();
    expect((await served()).sort()).toEqual([...keptFiles, ...interruptedFiles].sort());
    expect(staged()).toEqual([]);
    expect(report.removed).toEqual(["orphan-0123456789abcdef0123.webp"]);
    expect(report.completed.sort()).toEqual([...interruptedFiles].sort());
    expect(report.missing).toEqual([{ id: "lost", name: "lost.jpg", files: ["lost-file.jpg"] }]);
  });
});

describe("a bucket that cannot be reached at start-up (decision 116)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("stops the start with what it answered and the variables to check", async () => {
    for (const [variable, value] of Object.entries({
      S3_BUCKET: "unreachable",
      S3_ENDPOINT: "http://127.0.0.1:9",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    }))
      vi.stubEnv(variable, value);
    const start = reconcileMediaAtStart();
    await expect(start).rejects.toBeInstanceOf(StartupProblem);
    await expect(start).rejects.toThrow(
      /^Could not list the files in the bucket unreachable at http:\/\/127\.0\.0\.1:9: .+\. Check S3_BUCKET, S3_ENDPOINT/,
    );
  }, 30_000);
});
