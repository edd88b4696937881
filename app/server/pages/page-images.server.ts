import { pagePictures, sectionImageUrls } from "~/content/image-url";
import type { PageImages } from "~/content/picture";
import type { Section } from "~/lib/page-model";

import { uploadDetailsByUrl } from "../media/media.server";

/**
 * The media library's alt text and focal points of the uploads among `urls` (of the whole library without them),
 * read live (docs/product.md#media, decision 167); a focal point in the middle is left out.
 */
export function uploadImages(urls?: readonly string[]): Pick<PageImages, "alts" | "focalPoints"> {
  const uploads = [...uploadDetailsByUrl(urls)];
  const offCentre = uploads.filter(([, { focalPoint }]) => focalPoint.x !== 50 || focalPoint.y !== 50);
  return {
    alts: Object.fromEntries(uploads.map(([url, { alt }]) => [url, alt])),
    focalPoints: Object.fromEntries(offCentre.map(([url, { focalPoint }]) => [url, focalPoint])),
  };
}

/** What the sections' images need on the page: what the library says of uploads, and the site's own pictures. */
export function pageImagesFor(sections: readonly Section[]): PageImages {
  return { ...uploadImages([...new Set(sectionImageUrls(sections))]), ...pagePictures(sections) };
}
