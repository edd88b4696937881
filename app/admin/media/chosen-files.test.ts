import { describe, expect, it } from "vitest";

import { refusalFor } from "./chosen-files";

const jpegStart = [0xff, 0xd8, 0xff, 0xe0];

/** A file of `size` bytes that starts with `start`; the browser's word for its type is deliberately wrong or absent. */
function file(name: string, start: number[] | string, size = 64, type = "") {
  const head = typeof start === "string" ? new TextEncoder().encode(start) : new Uint8Array(start);
  const body = new Uint8Array(Math.max(size, head.length));
  body.set(head);
  return new File([body], name, { type });
}

describe("the upload dialogs' own check, by the bytes (docs/product.md#media)", () => {
  it("lets images through whatever they are called, up to exactly 25 MB, HEIC photos included", async () => {
    expect(await refusalFor(file("photo.jpg", jpegStart))).toBeNull();
    expect(await refusalFor(file("photo-without-extension", jpegStart, 64, "application/octet-stream"))).toBeNull();
    expect(await refusalFor(file("drawing.svg", '<svg xmlns="http://www.w3.org/2000/svg"></svg>', 0))).toBeNull();
    expect(await refusalFor(file("edge.jpg", jpegStart, 25 * 1024 * 1024))).toBeNull();
    expect(await refusalFor(file("IMG_0042.HEIC", "\0\0\0\x18ftypheic\0\0\0\0mif1heic"))).toBeNull();
  });

  it.each([
    [
      file("holiday.jpg", "Dear Sam, the radiators arrived today.", 64, "image/jpeg"),
      '"holiday.jpg" is not a JPG, PNG, GIF, WebP, AVIF, HEIC or SVG image. Please choose an image file.',
    ],
    [
      file("notes.txt", "hello", 5, "text/plain"),
      '"notes.txt" is not a JPG, PNG, GIF, WebP, AVIF, HEIC or SVG image. Please choose an image file.',
    ],
    [
      file("scan.tiff", [0x49, 0x49, 0x2a, 0x00], 64, "image/tiff"),
      '"scan.tiff" is not a JPG, PNG, GIF, WebP, AVIF, HEIC or SVG image. Please choose an image file.',
    ],
    [new File([], "empty.png", { type: "image/png" }), '"empty.png" is empty. Please choose another file.'],
    [
      file("big.jpg", jpegStart, 25 * 1024 * 1024 + 1),
      '"big.jpg" is 25.0 MB, more than the 25 MB limit. Please choose a smaller image. The library takes JPG, PNG, GIF, WebP, AVIF, HEIC and SVG images of up to 25 MB and 60 megapixels.',
    ],
  ])("refuses %o", async (offered, message) => {
    expect(await refusalFor(offered)).toBe(message);
  });
});
