// @vitest-environment node
import { join } from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { phoneCropRegion } from "./hero-phone-crop";
import { heroImages, heroPhoneCrops, withHeroCrops } from "./images";
import { pictureSrc } from "./picture";
import { renderManifest } from "./picture-focus";
import type { HeroKey } from "./series";

const publicDir = join(import.meta.dirname, "../../public");
const heroes = Object.entries(heroImages).map(([key, hero]) => [key, hero, heroPhoneCrops[key as HeroKey]] as const);

describe("a hero's phone crop", () => {
  it.each(heroes)(
    "%s is a 10:9 cut of the hero's frame at its full height, with the hero's alt text",
    (_, hero, crop) => {
      expect(crop).toMatchObject({
        id: `${hero.id}-phone`,
        alt: hero.alt,
        width: 720,
        height: 648,
        widths: [480, 720],
      });
      const { left, width } = phoneCropRegion(hero);
      expect(width * hero.width).toBeCloseTo((hero.height * 10) / 9, 6);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + width).toBeLessThanOrEqual(1);
    },
  );

  it.each(heroes)("%s keeps the hero's whole product in the cut, and its focus on it", (_, hero, crop) => {
    const box = renderManifest[hero.id]?.box;
    if (!box) return expect.fail(`${hero.id} has no product box in the render manifest`);
    const { left, width } = phoneCropRegion(hero);
    expect(box[0], "the product's left edge").toBeGreaterThanOrEqual(left);
    expect(box[2], "the product's right edge").toBeLessThanOrEqual(left + width);
    const inCut = (x: number) => ((x - left) / width) * 100;
    expect(crop.focus!.x).toBeGreaterThanOrEqual(inCut(box[0]));
    expect(crop.focus!.x).toBeLessThanOrEqual(inCut(box[2]));
    expect(crop.focus!.y).toBe(hero.focus!.y);
  });

  it.each(heroes)("%s is committed in AVIF at each width, at the crop's size", async (_, __, crop) => {
    for (const w of crop.widths) {
      const meta = await sharp(join(publicDir, pictureSrc(crop, w, "avif"))).metadata();
      expect([meta.width, meta.height]).toEqual([w, Math.round((w * crop.height) / crop.width)]);
    }
  });

  it("comes with a hero's picture for the page, beside the home hero's upright crop; other pictures have none", () => {
    expect(withHeroCrops(heroImages.about)).toMatchObject({ id: "hero-about", phone: { id: "hero-about-phone" } });
    expect(withHeroCrops(heroImages.about).portrait).toBeUndefined();
    expect(withHeroCrops(heroImages.home)).toMatchObject({
      portrait: { id: "hero-home-portrait" },
      phone: { id: "hero-home-phone" },
    });
    const notAHero = { id: "gallery-x", width: 1, height: 1, widths: [1], alt: "x" };
    expect(withHeroCrops(notAHero)).toBe(notAHero);
  });
});
