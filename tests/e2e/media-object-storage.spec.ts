// Media on object storage (decision 116): the real built server, started with the S3 variables against a local
// S3-compatible server (s3rver), takes an upload through the admin API, keeps its files in the bucket (not the data
// folder) and shows the picture on a published page.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { type APIRequestContext, expect, test } from "@playwright/test";
import sharp from "sharp";

import { ownPort, type OwnServer, signIn, startOwnServer } from "../support/own-server";
import { startTestS3Server, type TestS3Server } from "../support/test-s3-server";

const password = "object-storage-password";
const dataDir = `.e2e-data-${ownPort(9)}`;

let s3: TestS3Server;
let server: OwnServer;
let admin: APIRequestContext;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright }) => {
  s3 = await startTestS3Server();
  server = await startOwnServer(ownPort(9), { dataDir, env: { ...s3.env, ADMIN_PASSWORD: password } });
  expect(server.process.exitCode, server.output()).toBeNull();
  await expect.poll(() => server.output()).toContain(`Media: the bucket ${s3.env.S3_BUCKET} at ${s3.env.S3_ENDPOINT}`);
  const cookie = await signIn(server.origin, password);
  admin = await playwright.request.newContext({
    baseURL: server.origin,
    extraHTTPHeaders: { Cookie: cookie, Origin: server.origin },
  });
});

test.afterAll(async () => {
  await admin?.dispose();
  await server?.stop();
  await s3?.stop();
});

const inBucket = async (url: string) =>
  (await fetch(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/${url.slice("/media/".length)}`)).status;

test("an upload is kept in the bucket and shown on a published page", async ({ page }) => {
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#4a6b80" } })
    .jpeg()
    .toBuffer();
  const uploaded = await admin.post("/api/admin/media", {
    multipart: { file: { name: "bucket-photo.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const [item] = ((await uploaded.json()) as { media: { url: string; variants: { url: string }[] }[] }).media;
  for (const url of [item!.url, ...item!.variants.map((variant) => variant.url)]) expect(await inBucket(url)).toBe(200);
  // The data folder keeps no picture: only the (empty) staging of uploads and the samples' marker.
  const local = path.join(dataDir, "media");
  expect(existsSync(local) ? readdirSync(local).filter((name) => !name.startsWith(".")) : []).toEqual([]);

  const created = (await (await admin.post("/api/admin/pages", { data: {} })).json()) as { page: { slug: string } };
  const slug = `bucket-${Date.now().toString(36)}`;
  const hero = {
    id: "hero-1",
    type: "hero",
    layout: "full-width",
    title: "From the bucket",
    content: "",
    imageUrl: item!.url,
    backgroundColor: "#ffffff",
  };
  expect(
    (
      await admin.put(`/api/admin/pages/${created.page.slug}`, {
        data: { page: { title: "From the bucket", slug, description: "" }, sections: [hero], revision: 1 },
      })
    ).ok(),
  ).toBe(true);
  expect((await admin.post(`/api/admin/pages/${slug}/publish`, { data: {} })).ok()).toBe(true);

  const pictures: { url: string; status: number; type: string | undefined }[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/media/")) {
      pictures.push({ url: response.url(), status: response.status(), type: response.headers()["content-type"] });
    }
  });
  await page.goto(`${server.origin}/${slug}`);
  const image = page.locator("picture img").first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) {
    expect(picture.status, picture.url).toBe(200);
    expect(picture.type).toMatch(/^image\/(avif|webp|jpeg)$/);
  }
});

test("the readiness check answers for the bucket: ready while it answers, 503 naming it once it does not", async () => {
  const ready = await fetch(`${server.origin}/readyz`);
  expect(await ready.json()).toEqual({ ready: true, database: "ok", dataDir: "ok", media: "ok" });
  await s3.stop();
  const down = await fetch(`${server.origin}/readyz`);
  expect(down.status).toBe(503);
  expect(await down.json()).toEqual({ ready: false, database: "ok", dataDir: "ok", media: "failing" });
});
