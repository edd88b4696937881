/**
 * Section images are plain URLs (docs/product.md#entities). Default sections point at the project's own imagery
 * through these helpers, and the section renderers recognise those URLs again to serve the full
 * responsive set and the catalogue's alt text.
 */
import { allPictures } from "./images";
import { type Picture, pictureSrc } from "./picture";

/** `/img/{id}-{width}.webp` of the widest rendition not wider than `width` (the smallest if none is). */
export function imageUrl(picture: Picture, width = 960): string {
  const fitting = picture.widths.filter((w) => w <= width);
  return pictureSrc(picture, fitting.at(-1) ?? picture.widths[0] ?? picture.width, "webp");
}

const byId = new Map(allPictures.map((picture) => [picture.id, picture]));

/** The catalogue picture a URL of ./imageUrl's form shows, if any. */
export function pictureAtUrl(url: string): Picture | undefined {
  const match = /^\/img\/(.+)-(\d+)\.(?:webp|avif)$/.exec(url);
  return match ? byId.get(match[1]!) : undefined;
}

/**
 * The address itself, or, when it names a width of one of the site's own pictures that is no longer
 * rendered (a stored section written before the widths changed), the current rendition nearest 960 px.
 */
export function currentImageUrl(url: string): string {
  const picture = pictureAtUrl(url);
  const width = Number(/-(\d+)\.(?:webp|avif)$/.exec(url)?.[1]);
  return picture && !picture.widths.includes(width) ? imageUrl(picture) : url;
}
