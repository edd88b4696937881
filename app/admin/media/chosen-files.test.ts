import { describe, expect, it } from "vitest";
import { refusalFor } from "./chosen-files";

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe("the upload dialog's own check (docs/product.md#validation image files only; docs/product.md#media 5 MB)", () => {
  it("lets accepted images of up to exactly 5 MB through", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif", "image/svg+xml", "image/webp", "image/avif"]) {
      expect(refusalFor(file("a", type, 10))).toBeNull();
    }
    expect(refusalFor(file("edge.jpg", "image/jpeg", 5 * 1024 * 1024))).toBeNull();
  });

  it.each([
    [
      file("notes.txt", "text/plain", 5),
      '"notes.txt" is not an image. Please choose a JPG, PNG, GIF, SVG, WebP or AVIF image.',
    ],
    [
      file("scan.tiff", "image/tiff", 5),
      '"scan.tiff" is a kind of image the library does not take. Please choose a JPG, PNG, GIF, SVG, WebP or AVIF image.',
    ],
    [file("empty.png", "image/png", 0), '"empty.png" is empty. Please choose another file.'],
    [
      file("big.jpg", "image/jpeg", 5 * 1024 * 1024 + 1),
      '"big.jpg" is 5.0 MB, more than the 5 MB limit. Please choose a smaller image.',
    ],
  ])("refuses %o", (offered, message) => {
    expect(refusalFor(offered)).toBe(message);
  });
});
