import { describe, expect, it } from "vitest";

import { mediaSrcSet, originalFileName, variantFileName, variantWidthsFor } from "./media-variants";

const hash = "0123456789abcdef0123";

describe("variant widths: 480, 960 and 1600, never wider than the image", () => {
  it.each([
    [4000, [480, 960, 1600]],
    [1600, [480, 960, 1600]],
    [1200, [480, 960, 1200]],
    [960, [480, 960]],
    [500, [480, 500]],
    [300, [300]],
  ])("%i px wide: %j", (width, widths) => {
    expect(variantWidthsFor(width)).toEqual(widths);
  });
});

describe("file names", () => {
  it("carry the content hash; a raster original names its largest variant", () => {
    expect(originalFileName(hash, "jpg", 1600)).toBe(`${hash}-v1600.jpg`);
    expect(originalFileName(hash, "svg", null)).toBe(`${hash}.svg`);
    expect(variantFileName(hash, 480, "avif")).toBe(`${hash}-480.avif`);
  });
});

describe("mediaSrcSet", () => {
  it("gives AVIF then WebP sources for every variant, and a WebP of moderate width as src", () => {
    expect(mediaSrcSet(`/media/${hash}-v1600.jpg`, "50vw")).toEqual({
      src: `/media/${hash}-960.webp`,
      sizes: "50vw",
      sources: [
        {
          type: "image/avif",
          srcSet: `/media/${hash}-480.avif 480w, /media/${hash}-960.avif 960w, /media/${hash}-1600.avif 1600w`,
        },
        {
          type: "image/webp",
          srcSet: `/media/${hash}-480.webp 480w, /media/${hash}-960.webp 960w, /media/${hash}-1600.webp 1600w`,
        },
      ],
    });
  });

  it("takes the only variant of a small image as src, and defaults sizes to the full width", () => {
    expect(mediaSrcSet(`/media/${hash}-v300.png`)).toMatchObject({ src: `/media/${hash}-300.webp`, sizes: "100vw" });
  });

  it("is null for what has no variants: SVG, animated GIF, other addresses", () => {
    for (const url of [
      `/media/${hash}.svg`,
      `/media/${hash}.gif`,
      "/img/hero-home-960.webp",
      "https://example.com/a.jpg",
      "",
    ]) {
      expect(mediaSrcSet(url)).toBeNull();
    }
  });
});
