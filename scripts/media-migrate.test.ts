import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { mediaStore } from "../app/server/media/storage/media-store.server";
import { startTestS3Server, type TestS3Server } from "../tests/support/test-s3-server";

const data = mkdtempSync(path.join(tmpdir(), "tepore-migrate-"));
const library = {
  "0123456789abcdef0123-v960.jpg": Buffer.alloc(300_000, 7),
  "0123456789abcdef0123-960.webp": Buffer.alloc(40_000, 8),
  "0123456789abcdef0123-960.avif": Buffer.alloc(30_000, 9),
  "fedcba9876543210fedc.svg": Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
};
let s3: TestS3Server;

/** Runs `npm run media:migrate`'s script beside this process (the bucket's server lives here). */
async function migrate(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "media-migrate.ts")], {
    env: { ...process.env, DATA_DIR: data, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, output };
}

beforeAll(async () => {
  mkdirSync(path.join(data, "media", ".staging"), { recursive: true });
  for (const [name, bytes] of Object.entries(library)) writeFileSync(path.join(data, "media", name), bytes);
  writeFileSync(path.join(data, "media", ".samples-added"), "marker");
  writeFileSync(path.join(data, "media", ".staging", "half.part"), "half");
  s3 = await startTestS3Server();
  for (const [variable, value] of Object.entries(s3.env)) vi.stubEnv(variable, value);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await s3.stop();
});

describe("npm run media:migrate (decision 116)", () => {
  it("copies every file of the library into the bucket, checks each, and says how many", async () => {
    const { code, output } = await migrate(s3.env);
    expect(output).toContain("Copied 4 file(s), each checked for its size; 0 already there.");
    expect(code).toBe(0);
    const stored = await mediaStore().list();
    expect(stored.map(({ name, size }) => ({ name, size })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      Object.entries(library)
        .map(([name, bytes]) => ({ name, size: bytes.length }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  }, 60_000);

  it("copies again only what is missing or cut short", async () => {
    await mediaStore().put("0123456789abcdef0123-v960.jpg", Buffer.alloc(10, 7), 10);
    await mediaStore().remove(["fedcba9876543210fedc.svg"]);
    const { code, output } = await migrate(s3.env);
    expect(output).toContain("Copied 2 file(s), each checked for its size; 2 already there.");
    expect(code).toBe(0);
    expect(await mediaStore().head("0123456789abcdef0123-v960.jpg")).toMatchObject({ size: 300_000 });
  }, 60_000);

  it("says what to set when no bucket is named", async () => {
    const { code, output } = await migrate({
      S3_BUCKET: "",
      S3_ENDPOINT: "",
      S3_REGION: "",
      S3_ACCESS_KEY_ID: "",
      S3_SECRET_ACCESS_KEY: "",
      S3_FORCE_PATH_STYLE: "",
    });
    expect(output).toContain("Set S3_BUCKET");
    expect(code).toBe(2);
  }, 60_000);
});
