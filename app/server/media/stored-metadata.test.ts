import { readFile } from "node:fs/promises";
import path from "node:path";

import sharp, { type Metadata } from "sharp";
import { describe, expect, it, vi } from "vitest";

import type { MediaItem } from "~/lib/media/media-item";

import { addMedia } from "./add-media.server";
import { mediaDir } from "./media-files.server";

// Real pictures are encoded at every width; on a busy machine that takes more than the default five seconds.
vi.setConfig({ testTimeout: 30_000 });

/** Where the picture was taken (Greenwich), as a camera writes it. */
const gps = { GPSLatitudeRef: "N", GPSLatitude: "51/1 28/1 40/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 0/1 5/1" };
const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,28.67N"/></rdf:RDF></x:xmpmeta>`;

/** Flat frames of one size, each of its own colour, to join into an animation. */
const frames = (width: number, height: number, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, frame) =>
      sharp({ create: { width, height, channels: 3, background: { r: 40 * frame, g: 90, b: 60 } } })
        .png()
        .toBuffer(),
    ),
  );

/** A 1200 x 800 camera picture turned on its side (EXIF orientation 6): shown 800 x 1200. */
async function cameraPicture(animated = false) {
  const picture = animated
    ? sharp(await frames(1200, 800, 2), { join: { animated: true } })
    : sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 150, g: 60, b: 40 } } });
  return picture.withIccProfile("p3").withMetadata({ orientation: 6 }).withExif({ IFD3: gps }).withXmp(xmp);
}

/** The metadata a file carries besides its pixels, by size in bytes (none: undefined). */
const carried = ({ exif, xmp, iptc }: Metadata) => ({ exif: exif?.length, xmp: xmp?.length, iptc: iptc?.length });
const none = { exif: undefined, xmp: undefined, iptc: undefined };

/** Every file stored for the item: the original and each variant, read back from the served folder. */
const storedFiles = (item: MediaItem) =>
  Promise.all(
    [item.url, ...item.variants.map((variant) => variant.url)].map(async (url) => ({
      url,
      metadata: await sharp(await readFile(path.join(mediaDir(), url.slice("/media/".length)))).metadata(),
    })),
  );

/** Adds the picture to the library, once it is sure to carry what a camera writes (else the test proves nothing). */
async function upload(name: string, bytes: Buffer) {
  const source = await sharp(bytes).metadata();
  expect(carried(source)).toEqual({ exif: expect.any(Number), xmp: expect.any(Number), iptc: undefined });
  expect(source.icc).toBeDefined();
  const [item] = await addMedia([{ name, bytes }]);
  return { item: item!, icc: source.icc! };
}

describe("stored files carry no camera metadata, only the colour profile (docs/product.md#media)", () => {
  it.each([
    ["photo.jpg", async () => (await cameraPicture()).jpeg(), [800, 1200]],
    ["photo.png", async () => (await cameraPicture()).png(), [800, 1200]],
    ["photo.webp", async () => (await cameraPicture()).webp(), [800, 1200]],
    ["photo.avif", async () => (await cameraPicture()).avif({ effort: 0 }), [800, 1200]],
  ])("%s: the original and every variant are upright, without EXIF (GPS), XMP or IPTC", async (name, make, shown) => {
    const { item, icc } = await upload(name, await (await make()).toBuffer());
    expect([item.width, item.height]).toEqual(shown);
    const files = await storedFiles(item);
    expect(files).toHaveLength(1 + 2 * 2);
    for (const { url, metadata } of files) {
      expect(carried(metadata), url).toEqual(none);
      expect(metadata.orientation ?? 1, url).toBe(1);
      expect(metadata.icc?.equals(icc), url).toBe(true);
      expect(metadata.width / metadata.height, url).toBeCloseTo(shown[0]! / shown[1]!, 2);
    }
    expect([files[0]!.metadata.width, files[0]!.metadata.height]).toEqual(shown);
  });

  it("a phone photo is stored upright and at most 2,560 px on its long side, its variants at most 1,600 px", async () => {
    const bytes = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#6a8caf" } })
      .withIccProfile("srgb")
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: gps })
      .withXmp(xmp)
      .jpeg()
      .toBuffer();
    const { item } = await upload("IMG_1234.jpg", bytes);
    expect([item.width, item.height]).toEqual([1920, 2560]);
    const files = await storedFiles(item);
    expect([files[0]!.metadata.width, files[0]!.metadata.height]).toEqual([1920, 2560]);
    expect(Math.max(...files.slice(1).map(({ metadata }) => metadata.width))).toBe(1600);
    for (const { url, metadata } of files) expect(carried(metadata), url).toEqual(none);
  });

  it("a HEIC photo is stored as a JPEG, upright as it is shown, without metadata, with WebP and AVIF variants", async () => {
    const bytes = await readFile(path.join(import.meta.dirname, "../../../tests/e2e/fixtures/phone-photo.heic"));
    const [item] = await addMedia([{ name: "IMG_0042.HEIC", bytes }]);
    expect(item).toMatchObject({ name: "IMG_0042.HEIC", type: "image/jpeg", width: 800, height: 1200 });
    expect(item!.url).toMatch(/\.jpg$/);
    const files = await storedFiles(item!);
    expect(files.map(({ metadata }) => metadata.format)).toEqual(["jpeg", "heif", "webp", "heif", "webp"]);
    for (const { url, metadata } of files) expect(carried(metadata), url).toEqual(none);
    // The red corner of the fixture is top left: the picture was not turned or mirrored.
    const { data } = await sharp(await readFile(path.join(mediaDir(), item!.url.slice("/media/".length))))
      .extract({ left: 20, top: 20, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(90);
  });

  it("an animated WebP keeps its frames and timing, as drawn, and loses its metadata", async () => {
    const bytes = await (await cameraPicture(true)).webp({ loop: 3, delay: [100, 400] }).toBuffer();
    const { item, icc } = await upload("moving.webp", bytes);
    expect([item.width, item.height, item.variants]).toEqual([1200, 800, []]);
    const { metadata } = (await storedFiles(item))[0]!;
    expect(carried(metadata)).toEqual(none);
    expect(metadata.icc?.equals(icc)).toBe(true);
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.pages, metadata.loop, metadata.delay]).toEqual([2, 3, [100, 400]]);
  });

  it("names the original by the bytes it is stored as, and reports their size", async () => {
    const bytes = await (await cameraPicture()).jpeg().toBuffer();
    const { item } = await upload("again.jpg", bytes);
    const stored = await readFile(path.join(mediaDir(), item.url.slice("/media/".length)));
    expect(item.size).toBe(stored.length);
    expect((await addMedia([{ name: "same.jpg", bytes }]))[0]!.url).toBe(item.url);
  });
});

describe("animated GIF (docs/product.md#media)", () => {
  const animation = async (width: number, height: number, count: number) =>
    sharp(await frames(width, height, count), { join: { animated: true } })
      .gif({ loop: 0, delay: Array.from({ length: count }, () => 80) })
      .toBuffer();

  it("keeps every frame and its timing", async () => {
    const [item] = await addMedia([{ name: "moving.gif", bytes: await animation(300, 200, 3) }]);
    const { metadata } = (await storedFiles(item!))[0]!;
    expect([metadata.format, metadata.pages, metadata.loop, metadata.delay]).toEqual(["gif", 3, 0, [80, 80, 80]]);
  });

  it("counts the pixels of every frame against the limit, before decoding any", async () => {
    const bytes = await animation(4000, 4000, 4);
    await expect(addMedia([{ name: "long.gif", bytes }])).rejects.toThrow(
      '"long.gif" has more than 60 million pixels. Please resize it and try again. The library takes JPG, PNG, GIF, WebP, AVIF, HEIC and SVG images of up to 25 MB and 60 megapixels.',
    );
  });
});
