import { describe, expect, it } from "vitest";

import { galleryImages } from "~/content/images";

import { deleteMediaForGood, listMedia } from "./media.server";
import { ensureSampleMedia } from "./sample-media.server";

describe("sample media (docs/product.md#entities)", () => {
  it("fills a new, empty library with three of the project's own pictures, with alt text and variants", async () => {
    await ensureSampleMedia();
    const samples = listMedia();
    expect(samples.map((item) => item.name)).toEqual([
      "retto-horizontal-anthracite-living.webp",
      "augusto-3-anthracite-living.webp",
      "breva-anthracite-bathroom.webp",
    ]);
    for (const item of samples) {
      const picture = galleryImages.find((image) => `gallery-${item.name}` === `${image.id}.webp`)!;
      expect(item).toMatchObject({
        type: "image/webp",
        alt: picture.alt,
        width: picture.width,
        height: picture.height,
      });
      expect(item.url).toMatch(new RegExp(`^/media/[0-9a-f]{20}-v${picture.width}\\.webp$`));
      expect(item.variants.map((v) => `${v.format} ${v.width}`)).toEqual(
        picture.widths.flatMap((w) => [`avif ${w}`, `webp ${w}`]),
      );
    }
  });

  it("comes only to a new library: once emptied, it stays empty", async () => {
    for (const item of listMedia()) await deleteMediaForGood(item.id);
    await ensureSampleMedia();
    expect(listMedia()).toEqual([]);
  });
});
