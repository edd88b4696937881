import {
  collectionPageImages,
  heroImages,
  heroPortraits,
  inspirationImages,
  instagramTiles,
  seriesImages,
} from "../../app/content/images";
import type { Picture } from "../../app/content/picture";

/** Most visible first: the home hero, the page heroes, the collection overview, Instagram, then the rest. */
export function priority(all: readonly Picture[]): Picture[] {
  const first: Picture[] = [
    heroImages.home,
    heroPortraits.home!,
    heroImages.collection,
    heroImages.design,
    heroImages.about,
    ...Object.values(seriesImages).map((s) => s.image),
    ...instagramTiles,
    ...inspirationImages,
    ...Object.values(heroImages),
    ...Object.values(collectionPageImages).flat(),
    ...Object.values(seriesImages).flatMap((s) => s.gallery),
  ];
  const order = new Map<string, number>();
  first.forEach((p, i) => order.has(p.id) || order.set(p.id, i));
  return [...all].sort((a, b) => (order.get(a.id) ?? 1e6) - (order.get(b.id) ?? 1e6));
}
