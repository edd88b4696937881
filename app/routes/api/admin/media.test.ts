import { existsSync, readdirSync } from "node:fs";
import { mkdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { maxUploadBytes, type MediaItem } from "~/lib/media/media-item";
import { unreadableTextMessage } from "~/lib/plain-text";
import { action as listAction, loader as listLoader } from "~/routes/api/admin/media";
import { action as itemAction, loader as itemLoader } from "~/routes/api/admin/media-item";
import { action as trashItemAction } from "~/routes/api/admin/media-trash-item";
import { getDb } from "~/server/db.server";
import { uploadDetailsByUrl } from "~/server/media/media.server";
import { mediaDir } from "~/server/media/media-files.server";
import { jpegOfSize, pngClaiming, rasterImage, safeSvg } from "~/server/media/test-images";
import { media, pages } from "~/server/schema.server";
import { createSession } from "~/server/session.server";

// Several tests encode real variants; on a busy machine that takes more than the default five seconds.
vi.setConfig({ testTimeout: 20_000 });

const cookie = createSession(new Request("http://localhost/admin")).split(";")[0]!;
const base = "http://localhost/api/admin/media";

type Handler = (args: never) => unknown;
/** Calls a route module function as React Router does; a thrown Response (401) is returned like any other. */
async function call(handler: Handler, request: Request, params: Record<string, string> = {}): Promise<Response> {
  try {
    return (await handler({ request, params, context: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const file = (bytes: Buffer | string, name: string, type = "image/jpeg") =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

function uploadRequest(files: File[], init: RequestInit = {}): Request {
  const form = new FormData();
  for (const f of files) form.append("file", f);
  return new Request(base, { method: "POST", body: form, ...init, headers: { cookie, ...init.headers } });
}

async function upload(...files: File[]) {
  const response = await call(listAction, uploadRequest(files));
  return { status: response.status, body: (await response.json()) as { media?: MediaItem[]; error?: string } };
}

async function list(search = "") {
  const response = await call(
    listLoader,
    new Request(`${base}?search=${encodeURIComponent(search)}`, { headers: { cookie } }),
  );
  return ((await response.json()) as { media: MediaItem[] }).media;
}

/** Everything stored: rows, media files and anything left in the staging folder. */
function stored() {
  const files = existsSync(mediaDir()) ? readdirSync(mediaDir(), { recursive: true }).map(String).sort() : [];
  return { rows: getDb().select().from(media).all().length, files };
}

const onDisk = (url: string) => existsSync(path.join(mediaDir(), url.replace(/^\/media\//, "")));

beforeAll(() => {
  // This file tests uploads; the samples a new library receives are tested in sample-media.test.ts.
  mkdirSync(mediaDir(), { recursive: true });
  writeFileSync(path.join(mediaDir(), ".samples-added"), "skipped in this test file");
});

describe("the media API needs the admin session (docs/product.md#media)", () => {
  it("answers 401 to listing, upload, reading, editing and deleting without one", async () => {
    const anonymous = (method: string, url = base) => new Request(url, { method });
    expect((await call(listLoader, anonymous("GET"))).status).toBe(401);
    const form = new FormData();
    form.append("file", file(await rasterImage("image/png"), "a.png"));
    expect((await call(listAction, new Request(base, { method: "POST", body: form }))).status).toBe(401);
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const handler = method === "GET" ? itemLoader : itemAction;
      expect((await call(handler, anonymous(method, `${base}/x`), { id: "x" })).status).toBe(401);
    }
    expect(stored().rows).toBe(0);
  });
});

describe("POST /api/admin/media accepts each image type, decided from the bytes", () => {
  it.each([
    ["image/jpeg", "photo.jpg"],
    ["image/png", "drawing.png"],
    ["image/gif", "still.gif"],
    ["image/webp", "picture.webp"],
    ["image/avif", "picture.avif"],
  ] as const)("%s", async (type, name) => {
    const { status, body } = await upload(file(await rasterImage(type), name, "application/octet-stream"));
    expect(status).toBe(201);
    const [item] = body.media!;
    expect(item).toMatchObject({ name, type, width: 64, height: 48, alt: "", size: expect.any(Number) });
    expect(item!.url).toMatch(/^\/media\/[0-9a-f]{20}-v64\.\w+$/);
    expect(item!.variants.map((v) => `${v.format} ${v.width}`)).toEqual(["avif 64", "webp 64"]);
    for (const url of [item!.url, ...item!.variants.map((v) => v.url)]) expect(onDisk(url)).toBe(true);
    expect(new Date(item!.uploadDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("image/svg+xml, kept as it is, without variants", async () => {
    const { status, body } = await upload(file(safeSvg, "logo.svg", "image/svg+xml"));
    expect(status).toBe(201);
    const [item] = body.media!;
    expect(item).toMatchObject({ type: "image/svg+xml", width: 120, height: 80, variants: [] });
    expect(item!.url).toMatch(/^\/media\/[0-9a-f]{20}\.svg$/);
    expect(onDisk(item!.url)).toBe(true);
  });

  it("renders WebP and AVIF variants at 480, 960 and 1600 px, never wider than the original", async () => {
    const big = await rasterImage("image/png", 2000, 1000);
    const { body } = await upload(file(big, "wide.png"));
    const [item] = body.media!;
    expect(item!.url).toMatch(/-v1600\.png$/);
    expect(item!.variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual(
      ["avif 480", "webp 480", "avif 960", "webp 960", "avif 1600", "webp 1600"].sort(),
    );
    for (const variant of item!.variants) {
      const meta = await sharp(path.join(mediaDir(), variant.url.slice("/media/".length))).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect([meta.width, meta.height]).toEqual([variant.width, variant.width / 2]);
    }
    const medium = (await upload(file(await rasterImage("image/jpeg", 1200, 800), "medium.jpg"))).body.media![0]!;
    expect([...new Set(medium.variants.map((v) => v.width))]).toEqual([480, 960, 1200]);
  });

  it("image/heic (a phone photo), stored as a JPEG under the name it was sent with", async () => {
    const heic = await readFile(path.join(import.meta.dirname, "../../../../tests/e2e/fixtures/phone-photo.heic"));
    const { status, body } = await upload(file(heic, "IMG_0042.HEIC", "image/heic"));
    expect(status).toBe(201);
    expect(body.media![0]).toMatchObject({ name: "IMG_0042.HEIC", type: "image/jpeg", width: 800, height: 1200 });
    expect(onDisk(body.media![0]!.url)).toBe(true);
  });

  it("takes several files in one request, the field repeated", async () => {
    const { status, body } = await upload(
      file(await rasterImage("image/png"), "first.png"),
      file(await rasterImage("image/gif", 30, 30), "second.gif"),
    );
    expect(status).toBe(201);
    expect(body.media!.map((m) => m.name)).toEqual(["first.png", "second.gif"]);
  });

  it("accepts exactly 25 MB, and keeps the picture without the comments that filled it", async () => {
    const exact = jpegOfSize(await rasterImage("image/jpeg"), maxUploadBytes);
    expect(exact.length).toBe(25 * 1024 * 1024);
    const { status, body } = await upload(file(exact, "exactly-twenty-five.jpg"));
    expect(status).toBe(201);
    expect(body.media![0]!.size).toBeLessThan(10_000);
  });
});

describe("POST /api/admin/media refuses with a clear message and keeps nothing", () => {
  const refusals = [
    [
      "wrong magic bytes behind an image name",
      async () => file("just some text, not a picture", "notes.jpg"),
      415,
      '"notes.jpg" is not a JPG, PNG, GIF, WebP, AVIF, HEIC or SVG image. Please choose an image file.',
    ],
    [
      "exactly 25 MB + 1 byte",
      async () => file(jpegOfSize(await rasterImage("image/jpeg"), maxUploadBytes + 1), "big.jpg"),
      413,
      '"big.jpg" is larger than 25 MB. Please choose a smaller image. The library takes JPG, PNG, GIF, WebP, AVIF, HEIC and SVG images of up to 25 MB and 60 megapixels.',
    ],
    [
      "an empty file",
      async () => file("", "empty.png", "image/png"),
      400,
      '"empty.png" is empty. Please choose another file.',
    ],
    [
      "an SVG with a script",
      async () => file(safeSvg.replace("<rect", "<script>alert(1)</script><rect"), "evil.svg", "image/svg+xml"),
      422,
      '"evil.svg" contains a script, which SVG images on this site may not have. Please save it again without scripts, event handlers, embedded content or links to other files.',
    ],
    [
      "an SVG with an event handler",
      async () => file(safeSvg.replace("<rect", '<rect onload="alert(1)"'), "handler.svg", "image/svg+xml"),
      422,
      /"handler.svg" contains an event handler/,
    ],
    [
      "an SVG pointing at another file",
      async () =>
        file(
          safeSvg.replace('xlink:href="#g"', 'xlink:href="https://example.com/x.svg#a"'),
          "remote.svg",
          "image/svg+xml",
        ),
      422,
      /contains a link to another file/,
    ],
    [
      "an SVG whose link is written with character references",
      async () =>
        file(
          safeSvg.replace('<use xlink:href="#g"/>', '<a href="&#106;avascript:alert(1)"><text>Go</text></a>'),
          "referenced.svg",
          "image/svg+xml",
        ),
      422,
      '"referenced.svg" contains a script address, which SVG images on this site may not have. Please save it again without scripts, event handlers, embedded content or links to other files.',
    ],
    [
      "an SVG that is not well-formed XML",
      async () => file(safeSvg.replace("</svg>", ""), "cut.svg", "image/svg+xml"),
      415,
      '"cut.svg" could not be read as an image. It may be damaged; please export it again. The library takes JPG, PNG, GIF, WebP, AVIF, HEIC and SVG images of up to 25 MB and 60 megapixels.',
    ],
    [
      "a PNG signature with a damaged body",
      async () => file((await rasterImage("image/png")).subarray(0, 40), "broken.png", "image/png"),
      415,
      '"broken.png" could not be read as an image. It may be damaged; please export it again. The library takes JPG, PNG, GIF, WebP, AVIF, HEIC and SVG images of up to 25 MB and 60 megapixels.',
    ],
  ] as const;

  it.each(refusals)("%s", async (_, make, status, message) => {
    const before = stored();
    const result = await upload(await make());
    expect(result.status).toBe(status);
    if (typeof message === "string") expect(result.body.error).toBe(message);
    else expect(result.body.error).toMatch(message);
    expect(stored()).toEqual(before);
  });

  it("refuses a picture by the size its header declares, before decoding it", async () => {
    const started = Date.now();
    const tall = await upload(file(await pngClaiming(1, 49_000_000), "tall.png", "image/png"));
    expect(tall.status).toBe(422);
    expect(tall.body.error).toBe('"tall.png" is more than 16,383 pixels wide or high. Please resize it and try again.');
    const huge = await upload(file(await pngClaiming(10_000, 10_000), "huge.png", "image/png"));
    expect(huge.status).toBe(422);
    expect(huge.body.error).toBe(
      '"huge.png" has more than 60 million pixels. Please resize it and try again. The library takes JPG, PNG, GIF, WebP, AVIF, HEIC and SVG images of up to 25 MB and 60 megapixels.',
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("refuses the whole upload when one of several files is refused", async () => {
    const before = stored();
    const result = await upload(file(await rasterImage("image/png"), "fine.png"), file("nope", "nope.gif"));
    expect(result.status).toBe(415);
    expect(result.body.error).toContain('"nope.gif"');
    expect(stored()).toEqual(before);
  });

  it("refuses a request without a file, and one that is not a multipart form", async () => {
    expect(await upload()).toEqual({ status: 400, body: { error: "Please choose an image to upload." } });
    const json = new Request(base, {
      method: "POST",
      body: "{}",
      headers: { cookie, "content-type": "application/json" },
    });
    expect((await call(listAction, json)).status).toBe(415);
  });

  it("refuses a declared body over the limit before reading any of it", async () => {
    let pulled = false;
    const body = new ReadableStream({ pull: () => void (pulled = true) }, { highWaterMark: 0 });
    const request = new Request(base, {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        cookie,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(60 * 1024 * 1024),
      },
    } as RequestInit);
    const response = await call(listAction, request);
    expect(response.status).toBe(413);
    expect(pulled).toBe(false);
  });
});

describe("an interrupted upload leaves nothing (docs/product.md#media)", () => {
  async function multipartBytes() {
    const form = new FormData();
    form.append("file", file(await rasterImage("image/jpeg", 800, 600), "cut-off.jpg"));
    const encoded = new Response(form);
    return { bytes: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get("content-type")! };
  }

  function streamed(chunks: Uint8Array[], end: "error" | "close", type: string) {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        if (end === "error") controller.error(new Error("connection reset"));
        else controller.close();
      },
    });
    return new Request(base, {
      method: "POST",
      body,
      duplex: "half",
      headers: { cookie, "content-type": type },
    } as RequestInit);
  }

  it("when the connection breaks mid-body", async () => {
    const before = stored();
    const { bytes, type } = await multipartBytes();
    const response = await call(listAction, streamed([bytes.subarray(0, bytes.length / 2)], "error", type));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      "The upload did not arrive complete. Please try again.",
    );
    expect(stored()).toEqual(before);
  });

  it("when the body simply stops short", async () => {
    const before = stored();
    const { bytes, type } = await multipartBytes();
    expect((await call(listAction, streamed([bytes.subarray(0, bytes.length - 300)], "close", type))).status).toBe(400);
    expect(stored()).toEqual(before);
  });

  it("when the browser has gone away by the time the variants are ready", async () => {
    const before = stored();
    const request = uploadRequest([file(await rasterImage("image/jpeg", 800, 600), "gone.jpg")], {
      signal: AbortSignal.abort(),
    });
    const response = await call(listAction, request);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The upload was cancelled." });
    expect(stored()).toEqual(before);
  });
});

describe("GET /api/admin/media lists newest first and searches names ignoring case (docs/product.md#validation)", () => {
  it("finds a name by any part of it, in any case", async () => {
    await upload(file(await rasterImage("image/png"), "Hallway-Radiator-Sage.PNG"));
    await upload(file(await rasterImage("image/png"), "bathroom rail.png"));
    expect((await list("hallway-radiator")).map((m) => m.name)).toEqual(["Hallway-Radiator-Sage.PNG"]);
    expect((await list("RADIATOR-sage.png")).map((m) => m.name)).toEqual(["Hallway-Radiator-Sage.PNG"]);
    expect(await list("no such image anywhere")).toEqual([]);
    const all = await list();
    expect(all[0]!.name).toBe("bathroom rail.png");
    expect(all.map((m) => m.name)).toContain("Hallway-Radiator-Sage.PNG");
  });
});

describe("/api/admin/media/:id", () => {
  let distinct = 0;
  /** A picture of its own: identical bytes would share their files (tested last). */
  async function uploaded(name: string) {
    return (await upload(file(await rasterImage("image/webp", 900 + distinct++, 600), name))).body.media![0]!;
  }
  const itemRequest = (id: string, method = "GET", json?: unknown) =>
    new Request(`${base}/${id}`, {
      method,
      headers: { cookie, "content-type": "application/json" },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  /** Changes an image's name, alt text or focal point, as the library's details panel does. */
  const patch = (item: { id: string }, change: object) =>
    call(itemAction, itemRequest(item.id, "PATCH", change), { id: item.id });

  it("saves alt text and a new name, trimmed, and refuses an empty name", async () => {
    const item = await uploaded("alt-text.webp");
    const saved = await patch(item, { alt: "  A Retto radiator in a hallway. ", revision: 1 });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { media: MediaItem }).media).toMatchObject({
      alt: "A Retto radiator in a hallway.",
      revision: 2,
    });
    const renamed = await patch(item, { name: "Hallway.webp", revision: 2 });
    expect(((await renamed.json()) as { media: MediaItem }).media).toMatchObject({
      name: "Hallway.webp",
      alt: "A Retto radiator in a hallway.",
    });
    const refused = await patch(item, { name: "   ", revision: 3 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "Please give the image a name." });
  });

  it("keeps names and alt text as one line of plain text, an uploaded file's name too (lib/plain-text)", async () => {
    const item = await uploaded("hall\u202egpj.webp");
    expect(item.name).toBe("hallgpj.webp");
    const long = await uploaded(`${"a".repeat(199)}\u{1f525}.webp`);
    expect(long.name).toBe(`${"a".repeat(199)}\u{1f525}`);
    const change = { name: "Hall\u0000way\r\n.webp", alt: "A Retto\u2066 radiator\nin a hallway.", revision: 1 };
    const saved = await patch(item, change);
    expect(((await saved.json()) as { media: MediaItem }).media).toMatchObject({
      name: "Hallway .webp",
      alt: "A Retto radiator in a hallway.",
    });
    const refused = await patch(item, { alt: "Hall\ud800", revision: 2 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: unreadableTextMessage });
  });

  it("refuses an empty change, or one with unknown keys, with a message", async () => {
    const item = await uploaded("unchanged.webp");
    for (const change of [{}, { title: "x" }, { alt: "Fine", caption: "x" }].map((c) => ({
      ...c,
      revision: item.revision,
    }))) {
      const refused = await patch(item, change);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: "Send a new name, alt text or focal point (name, alt, focalPoint) to change.",
      });
    }
    const kept = await call(itemLoader, itemRequest(item.id), { id: item.id });
    expect(((await kept.json()) as { media: MediaItem }).media).toMatchObject({
      name: "unchanged.webp",
      alt: "",
      focalPoint: { x: 50, y: 50 },
    });
  });

  it.each([
    [{ x: 101, y: 50 }, "The focal point's position across must be from 0 to 100."],
    [{ x: 20, y: -1 }, "The focal point's position down must be from 0 to 100."],
    [{ x: "20", y: 50 }, "Please give how far across the focal point is, from 0 to 100."],
    [{ x: 20 }, "Please give how far down the focal point is, from 0 to 100."],
    ["middle", "Please give the focal point as x and y."],
  ])("refuses the focal point %o with a message, and keeps the one saved", async (focalPoint, message) => {
    const item = await uploaded("focused.webp");
    const refused = await patch(item, { focalPoint, revision: 1 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: message });
    const kept = await call(itemLoader, itemRequest(item.id), { id: item.id });
    expect(((await kept.json()) as { media: MediaItem }).media.focalPoint).toEqual({ x: 50, y: 50 });
  });

  it("refuses a change based on an older revision (409) with the item as saved, and writes nothing", async () => {
    const item = await uploaded("two-tabs.webp");
    const saveAlt = (alt: string) => patch(item, { alt, revision: item.revision });
    const answers = await Promise.all([saveAlt("From tab A."), saveAlt("From tab B.")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = await answers.find((answer) => answer.status === 409)!.json();
    const saved = (await answers.find((answer) => answer.status === 200)!.json()) as { media: MediaItem };
    expect(refused).toEqual({
      error: "This image's details were changed in another tab or browser.",
      current: { media: saved.media },
    });
    const missing = await patch(item, { alt: "No revision." });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "The image could not be saved: reload the page and try again." });
  });

  it("gives the public pages the alt text and focal point of each uploaded image they show", async () => {
    const item = await uploaded("described.webp");
    const change = { alt: "Augusto column radiator in white.", focalPoint: { x: 12.34, y: 80 }, revision: 1 };
    const saved = await patch(item, change);
    expect(((await saved.json()) as { media: MediaItem }).media.focalPoint).toEqual({ x: 12.3, y: 80 });
    expect(uploadDetailsByUrl([item.url, "/img/hero-home-960.webp", "/media/unknown-v480.jpg"])).toEqual(
      new Map([[item.url, { alt: "Augusto column radiator in white.", focalPoint: { x: 12.3, y: 80 } }]]),
    );
    expect(uploadDetailsByUrl([])).toEqual(new Map());
  });

  it("names the pages whose draft or published sections use the image", async () => {
    const item = await uploaded("used.webp");
    const sections = (url: string) =>
      JSON.stringify([{ id: "s1", type: "hero", imageUrl: "", items: [{ id: "i", imageUrl: url }] }]);
    getDb()
      .update(pages)
      .set({ draftSections: sections(item.url) })
      .where(eq(pages.slug, ""))
      .run();
    getDb()
      .insert(pages)
      .values([
        { slug: "showroom", title: "Showroom", publishedSections: sections(item.url) },
        { slug: "elsewhere", title: "Elsewhere", draftSections: sections("/media/another.jpg") },
      ])
      .run();
    const response = await call(itemLoader, itemRequest(item.id), { id: item.id });
    expect(await response.json()).toEqual({
      media: item,
      usedOn: [
        { slug: "", title: "Home" },
        { slug: "showroom", title: "Showroom" },
      ],
    });
  });

  /** Deletes for good from the trash (docs/product.md#trash). */
  const deleteForGood = (id: string) =>
    call(trashItemAction, new Request(`${base}-trash/${id}`, { method: "DELETE", headers: { cookie } }), { id });

  it("DELETE moves the item to the trash with its files; from there it is deleted for good", async () => {
    const item = await uploaded("to-delete.webp");
    const urls = [item.url, ...item.variants.map((v) => v.url)];
    expect(urls.every(onDisk)).toBe(true);
    const response = await call(itemAction, itemRequest(item.id, "DELETE"), { id: item.id });
    expect(response.status).toBe(204);
    expect((await list()).find((m) => m.id === item.id)).toBeUndefined();
    expect(urls.every(onDisk)).toBe(true);
    expect((await call(itemAction, itemRequest(item.id, "DELETE"), { id: item.id })).status).toBe(404);

    expect((await deleteForGood(item.id)).status).toBe(204);
    expect(urls.some(onDisk)).toBe(false);
    expect((await call(itemLoader, itemRequest(item.id), { id: item.id })).status).toBe(404);
    expect((await deleteForGood(item.id)).status).toBe(404);
  });

  it("keeps the files an identical upload still shares until both are deleted for good", async () => {
    const bytes = await rasterImage("image/png", 300, 200);
    const first = (await upload(file(bytes, "twin-a.png"))).body.media![0]!;
    const second = (await upload(file(bytes, "twin-b.png"))).body.media![0]!;
    expect(second.url).toBe(first.url);
    await call(itemAction, itemRequest(first.id, "DELETE"), { id: first.id });
    await deleteForGood(first.id);
    expect(onDisk(second.url)).toBe(true);
    await call(itemAction, itemRequest(second.id, "DELETE"), { id: second.id });
    await deleteForGood(second.id);
    expect(onDisk(second.url)).toBe(false);
  });
});
