// /media/* from a bucket (decision 116). What both stores serve alike (types, caching, SVG sandbox, 404s) is in
// storage/media-store.conformance.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { startTestS3Server, type TestS3Server } from "../../../tests/support/test-s3-server";
import { mediaStore } from "./storage/media-store.server";
import { rasterImage, safeSvg } from "./test-images";
import { startMediaServer } from "./test-media-server";

const png = "0123456789abcdef0123-v64.png";
const svg = "0123456789abcdef0123.svg";
let s3: TestS3Server;
let origin = "";
let close: () => void;

beforeAll(async () => {
  s3 = await startTestS3Server();
  for (const [variable, value] of Object.entries(s3.env)) vi.stubEnv(variable, value);
  const image = await rasterImage("image/png");
  await mediaStore().put(png, image, image.length);
  await mediaStore().put(svg, Buffer.from(safeSvg), Buffer.byteLength(safeSvg));
  ({ origin, close } = await startMediaServer());
});
afterAll(async () => {
  close();
  vi.unstubAllEnvs();
  await s3.stop();
});

describe("/media/* from a bucket (docs/product.md#media)", () => {
  it("stores each object with its type and the year-long cache policy, for a CDN serving the bucket", async () => {
    const direct = await fetch(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/${svg}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-type")).toBe("image/svg+xml");
    expect(direct.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers a request for a file the browser has with 304", async () => {
    const first = await fetch(`${origin}/media/${png}`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(`${origin}/media/${png}`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });

  it("redirects to MEDIA_PUBLIC_URL for good when a CDN serves the bucket", async () => {
    vi.stubEnv("MEDIA_PUBLIC_URL", "https://cdn.example.com/tepore/");
    try {
      const response = await fetch(`${origin}/media/${png}`, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(`https://cdn.example.com/tepore/${png}`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      for (const url of ["/media/.samples-added", "/media/.staging/half.part", "/media/"]) {
        expect((await fetch(`${origin}${url}`, { redirect: "manual" })).status, url).toBe(404);
      }
    } finally {
      vi.stubEnv("MEDIA_PUBLIC_URL", "");
    }
  });
});
