/**
 * Section images are plain URLs (docs/product.md#entities). Default sections point at the project's own imagery
 * by `imageUrl`, and a page's loader recognises those URLs again here, so that its images get the full responsive
 * set, the catalogue's alt text and focus without the browser loading the whole catalogue.
 */
import { shopTheLook } from "~/lib/catalogue/shop-the-look";
import type { Section } from "~/lib/page-model";

import { catalogueSeed } from "./catalogue";
import { galleryFallbackItems } from "./gallery-fallback";
import {
  allPictures,
  galleryImages,
  productNameByGalleryId,
  seriesImages,
  seriesNameByGalleryId,
  withHeroCrops,
} from "./images";
import type { GalleryPicture, PageImages, PagePicture, Picture } from "./picture";

const byId = new Map(allPictures.map((picture) => [picture.id, picture]));

/** The catalogue picture a URL of `imageUrl`'s form shows, if any. */
export function pictureAtUrl(url: string): Picture | undefined {
  const match = /^\/img\/(.+)-(\d+)\.(?:webp|avif)$/.exec(url);
  return match ? byId.get(match[1]!) : undefined;
}

/** Every image address the sections show, a gallery without items its fallback pictures. */
export const sectionImageUrls = (sections: readonly Section[]): string[] =>
  sections.flatMap((section) => [
    section.imageUrl,
    ...(section.type === "gallery" && !section.items?.length ? galleryFallbackItems : (section.items ?? [])).map(
      (item) => item.imageUrl,
    ),
  ]);

/** The site's own pictures among the sections' images, by url, heroes with their crops for phones. */
export function pagePictures(sections: readonly Section[]): Omit<PageImages, "alts"> {
  const pictures: Record<string, PagePicture> = {};
  for (const url of sectionImageUrls(sections)) {
    const picture = pictureAtUrl(url);
    if (!picture) continue;
    pictures[url] = withHeroCrops(picture);
  }
  const has = (type: string) => sections.some((section) => section.type === type);
  return {
    pictures,
    ...(has("series-overview") && { series: seriesImages }),
    ...(has("inspiration-gallery") && { gallery: galleryPictures() }),
  };
}

/**
 * Every gallery picture, named by its series and, for a Retto or Flusso, its product, with the page of the model it
 * shows (by the catalogue as the brand publishes it: the pictures show its models and finishes).
 */
export const galleryPictures = (): GalleryPicture[] =>
  galleryImages.map((image) => {
    const shop = shopTheLook(image.alt, catalogueSeed);
    return {
      ...image,
      series: seriesNameByGalleryId[image.id] ?? "",
      ...(productNameByGalleryId[image.id] && { product: productNameByGalleryId[image.id] }),
      ...(shop && { shop }),
    };
  });
