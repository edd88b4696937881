import type { ShopTheLook } from "~/lib/catalogue/shop-the-look";
import { type FocalPoint, objectPosition } from "~/lib/media/media-item";

import type { GalleryImage } from "./images";
import type { SeriesId } from "./series";

/** One image of the project's own imagery, rendered by `npm run images:render` and committed in public/img. */
export interface Picture {
  /** File stem: `/img/{id}-{width}.{format}`. */
  id: string;
  /** Intrinsic size of the largest rendition; the aspect ratio of every rendition. */
  width: number;
  height: number;
  /** Widths rendered, ascending; the last equals `width`. */
  widths: readonly number[];
  /** Names the series, the finish and the room. */
  alt: string;
  /** Where the product stands, in percent of width and height: kept in view when the image is cropped. */
  focus?: FocalPoint;
}

/** One of the site's own pictures; a hero with its crops for phones (./hero-phone-crop.ts). */
export interface PagePicture extends Picture {
  /** The upright crop of a hero that fills a phone's screen (the home hero). */
  portrait?: Picture;
  /** The cut of a hero's frame a phone is sent for the hero as a tall one. */
  phone?: Picture;
}

/** A series' main picture and its gallery, as the collection page's series blocks show them. */
export interface SeriesPictures {
  image: Picture;
  gallery: readonly Picture[];
}

/** A picture of the Inspiration Gallery, with the series it shows and, for a Retto or Flusso, the product. */
export interface GalleryPicture extends GalleryImage {
  series: string;
  product?: "Retto" | "Flusso";
  /** The page of the product shown, for the lightbox's "Shop the look". */
  shop?: ShopTheLook;
}

/**
 * What a page knows about the images its sections show, looked up by its loader so that the browser's bundle
 * carries no picture catalogue: the media library's alt text and focal points of uploads (docs/product.md#media,
 * decision 167; a focal point in the middle is left out, as it is where a crop centres anyway), the site's own
 * pictures by url (sizes, renditions, alt text, focus) and, for a series overview, each series' pictures.
 */
export interface PageImages {
  alts: Readonly<Record<string, string>>;
  focalPoints?: Readonly<Record<string, FocalPoint>>;
  pictures: Readonly<Record<string, PagePicture>>;
  series?: Readonly<Partial<Record<SeriesId, SeriesPictures>>>;
  /** Every gallery picture, for a page with the Inspiration Gallery. */
  gallery?: readonly GalleryPicture[];
}

export type PictureFormat = "avif" | "webp";

export const pictureFormats: readonly PictureFormat[] = ["avif", "webp"];

export function pictureSrc(picture: Picture, width: number, format: PictureFormat): string {
  return `/img/${picture.id}-${width}.${format}`;
}

export function pictureSrcSet(picture: Picture, format: PictureFormat): string {
  return picture.widths.map((w) => `${pictureSrc(picture, w, format)} ${w}w`).join(", ");
}

/** CSS that keeps the product in view when the picture is cropped (object-fit: cover). */
export function focusStyle(focus: FocalPoint | undefined): { objectPosition: string } | undefined {
  return focus ? { objectPosition: objectPosition(focus) } : undefined;
}

/** `/img/{id}-{width}.webp` of the widest rendition not wider than `width` (the smallest if none is). */
export function imageUrl(picture: Picture, width = 960): string {
  const fitting = picture.widths.filter((w) => w <= width);
  return pictureSrc(picture, fitting.at(-1) ?? picture.widths[0] ?? picture.width, "webp");
}

/**
 * The address of `picture` shown at `url`: the address itself, or, when it names a width that is no longer
 * rendered (a stored section written before the widths changed), the current rendition nearest 960 px.
 */
export function currentImageUrl(url: string, picture: Picture | undefined): string {
  const width = Number(/-(\d+)\.(?:webp|avif)$/.exec(url)?.[1]);
  return picture && !picture.widths.includes(width) ? imageUrl(picture) : url;
}
