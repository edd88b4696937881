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
  focus?: { x: number; y: number };
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
export function focusStyle(picture: Picture | undefined): { objectPosition: string } | undefined {
  return picture?.focus ? { objectPosition: `${picture.focus.x}% ${picture.focus.y}%` } : undefined;
}
