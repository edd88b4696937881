import type { AddressInfo } from "node:net";
import { join } from "node:path";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { heroImages } from "~/content/images";
import { imageUrl } from "~/content/picture";

import { staticFiles } from "./static-files";

let origin = "";
let close = () => Promise.resolve();

/** A real HTTP server with the static files of the committed imagery in front of a stand-in for the site's 404. */
beforeAll(async () => {
  const app = express();
  app.use(staticFiles(join(process.cwd(), "public")));
  app.use((_req, res) => void res.status(404).send("not found"));
  const listener = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listener.once("listening", resolve));
  origin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => listener.close(() => resolve()));
});
afterAll(() => close());

const request = (path: string, method = "GET") => fetch(`${origin}${path}`, { method, redirect: "manual" });

describe("the site's pictures at /img", () => {
  it("serves a current rendition", async () => {
    const response = await request("/img/hero-home-1600.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
  });

  it("moves an old link to a width no longer rendered, in either format, to the picture's current rendition", async () => {
    for (const path of ["/img/hero-home-2400.webp", "/img/hero-home-2400.avif"]) {
      for (const method of ["GET", "HEAD"]) {
        const response = await request(path, method);
        expect(response.status, `${method} ${path}`).toBe(301);
        expect(response.headers.get("location"), path).toBe(imageUrl(heroImages.home));
        expect(response.headers.get("cache-control"), path).toBe("public, max-age=2592000");
      }
    }
    const moved = await request(imageUrl(heroImages.home));
    expect(moved.status).toBe(200);
  });

  it("answers 404 for an address that names no picture of the site's, or a write to a retired one", async () => {
    for (const path of ["/img/not-a-picture-2400.webp", "/img/hero-home.webp", "/img/.images-stamp"]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("location"), path).toBeNull();
    }
    expect((await request("/img/hero-home-2400.webp", "POST")).status).toBe(404);
  });
});
