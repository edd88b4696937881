// The same cases against both stores (decision 116): the data folder and an S3-compatible bucket (s3rver).
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";

import { afterAll, beforeAll, expect, it } from "vitest";

import { describeEachMediaStore } from "../../../../tests/support/each-media-store";
import { rasterImage, safeSvg } from "../test-images";
import { startMediaServer } from "../test-media-server";
import { type MediaStore, mediaStore } from "./media-store.server";

const name = (label: string) => `${createHash("sha256").update(label).digest("hex").slice(0, 20)}-v64.png`;
const text = async (body: Readable) => Buffer.concat(await body.toArray()).toString();

/** `size` bytes of a repeating pattern, made as they are read: never held whole in memory. */
function patternStream(size: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, "tepore-");
  let left = size;
  return new Readable({
    read() {
      const next = Math.min(left, chunk.length);
      left -= next;
      this.push(next > 0 ? chunk.subarray(0, next) : null);
    },
  });
}

const sha256Of = async (body: Readable) => {
  const hash = createHash("sha256");
  for await (const part of body) hash.update(part as Buffer);
  return hash.digest("hex");
};

describeEachMediaStore("the media store", (kind) => {
  let store: MediaStore;
  let origin = "";
  let close = () => {};

  beforeAll(async () => {
    store = mediaStore();
    ({ origin, close } = await startMediaServer());
  });
  afterAll(() => close());

  it("is the one the environment names", () => {
    expect(store.folder === null).toBe(kind === "bucket");
    expect(store.location).toMatch(kind === "bucket" ? /^the bucket tepore-media at http/ : /^the folder .*media$/);
  });

  it("keeps what is put, whole, and says its size", async () => {
    await store.put(name("kept"), Buffer.from("first"), 5);
    await store.put(name("kept"), Buffer.from("second"), 6);
    expect(await store.head(name("kept"))).toMatchObject({ size: 6 });
    const file = await store.get(name("kept"));
    expect(file?.size).toBe(6);
    expect(await text(file!.body)).toBe("second");
    expect(await store.list()).toContainEqual(expect.objectContaining({ name: name("kept"), size: 6 }));
  });

  it("answers null for a missing file, and removing one is no error", async () => {
    expect(await store.head(name("missing"))).toBeNull();
    expect(await store.get(name("missing"))).toBeNull();
    await expect(store.remove([name("missing")])).resolves.toBeUndefined();
  });

  it("removes files, which then neither answer nor list", async () => {
    await store.put(name("gone-a"), Buffer.from("a"), 1);
    await store.put(name("gone-b"), Buffer.from("b"), 1);
    await store.remove([name("gone-a"), name("gone-b")]);
    expect(await store.head(name("gone-a"))).toBeNull();
    const names = (await store.list()).map((file) => file.name);
    expect(names).not.toContain(name("gone-a"));
    expect(names).not.toContain(name("gone-b"));
  });

  it("moves a finished file of this machine in, leaving no copy behind", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "tepore-adopt-")), "staged");
    writeFileSync(file, "staged bytes");
    await store.adopt(file, name("adopted"));
    expect(existsSync(file)).toBe(false);
    expect(await text((await store.get(name("adopted")))!.body)).toBe("staged bytes");
  });

  it("refuses names that are not the library's: dot files, folders, paths", async () => {
    for (const bad of [".samples-added", "../tepore.db", "a/b.png", ""]) {
      await expect(store.put(bad, Buffer.from("x"), 1)).rejects.toThrow("is not a media file name");
      await expect(store.head(bad)).rejects.toThrow("is not a media file name");
    }
  });

  it("streams a large file in and out without holding it", async () => {
    const size = 24 * 1024 * 1024;
    await store.put(name("large"), patternStream(size), size);
    const file = await store.get(name("large"));
    expect(file?.size).toBe(size);
    expect(await sha256Of(file!.body)).toBe(await sha256Of(patternStream(size)));
    await store.remove([name("large")]);
  });

  it("serves a file at /media with its type, a year's caching and no sniffing", async () => {
    const png = await rasterImage("image/png");
    await store.put(name("served"), png, png.length);
    const response = await fetch(`${origin}/media/${name("served")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-length")).toBe(String(png.length));
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    const head = await fetch(`${origin}/media/${name("served")}`, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe(String(png.length));
  });

  it("serves SVG sandboxed", async () => {
    const svg = name("drawing").replace(/-v64\.png$/, ".svg");
    await store.put(svg, Buffer.from(safeSvg), Buffer.byteLength(safeSvg));
    const response = await fetch(`${origin}/media/${svg}`);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toBe("sandbox");
  });

  it("answers 404 for missing files, folders and anything half-written", async () => {
    for (const url of [
      "/media/missing.png",
      "/media/",
      "/media/.staging/half.part",
      "/media/.samples-added",
      "/media/%E0%A4%A.png",
    ]) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toBe("Not found");
    }
  });
});
