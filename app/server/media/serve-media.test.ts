import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaDir } from "./media-files.server";
import { serveMedia } from "./serve-media.server";
import { rasterImage, safeSvg } from "./test-images";

let origin = "";
let close: () => void;

beforeAll(async () => {
  mkdirSync(path.join(mediaDir(), ".staging"), { recursive: true });
  writeFileSync(path.join(mediaDir(), "0123456789abcdef0123-v64.png"), await rasterImage("image/png"));
  writeFileSync(path.join(mediaDir(), "0123456789abcdef0123.svg"), safeSvg);
  writeFileSync(path.join(mediaDir(), ".staging", "half.part"), "partial");
  const app = express();
  app.use("/media", serveMedia());
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("/media/* (docs/product.md#media)", () => {
  it("serves an image for a year, immutable, never sniffed", async () => {
    const response = await fetch(`${origin}/media/0123456789abcdef0123-v64.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves SVG sandboxed", async () => {
    const response = await fetch(`${origin}/media/0123456789abcdef0123.svg`);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toBe("sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 404 for missing files, folders and anything half-written", async () => {
    for (const url of ["/media/missing.png", "/media/", "/media/.staging/half.part", "/media/.samples-added"]) {
      expect((await fetch(`${origin}${url}`)).status).toBe(404);
    }
  });
});
