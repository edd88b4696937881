/**
 * The phone crop of a hero (decision 214). On a phone a tall hero stands above its words in a box 100vw wide and
 * 44svh high, about 10:9, where the landscape picture is drawn some 640 px wide to cover it and mostly cut away; the
 * phone is sent this cut of the hero's frame instead: its full height, 10:9, centred on the product. The renderer
 * cuts it from the hero's render (scripts/render/encode.ts); this module is plain data and safe in the browser.
 */
import type { Picture } from "./picture";

const shape = { width: 720, height: 648, widths: [480, 720] } as const;

/** Where the crop stands in the hero's frame: its left edge and width, in fractions of the frame's width. */
export function phoneCropRegion(hero: Picture): { left: number; width: number } {
  const width = Math.min(1, (hero.height * shape.width) / shape.height / hero.width);
  const centre = (hero.focus?.x ?? 50) / 100;
  return { left: Math.min(Math.max(centre - width / 2, 0), 1 - width), width };
}

/** The hero's phone crop: its own id (`{hero}-phone`), the hero's alt text, and the product's place in the cut. */
export function phoneCropOf(hero: Picture): Picture {
  const { left, width } = phoneCropRegion(hero);
  const inCut = (x: number) => Math.max(0, Math.min(100, Math.round(((x / 100 - left) / width) * 100)));
  return {
    id: `${hero.id}-phone`,
    ...shape,
    alt: hero.alt,
    ...(hero.focus && { focus: { x: inCut(hero.focus.x), y: hero.focus.y } }),
  };
}
