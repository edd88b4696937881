/**
 * How uploaded images are named on disk and found again from their url alone (docs/product.md#media).
 *
 * Every name starts with a content hash, so a name never changes its bytes and the files can be cached
 * for a year. A raster image's original carries the largest variant width (`{hash}-v1600.jpg`), which
 * tells the public pages which variants exist without asking the server: `{hash}-{width}.avif|webp`
 * for each width of `variantWidthsFor`. SVG and animated GIF are served as they are (`{hash}.svg`).
 */

/** Standard widths; an image never gets a variant wider than itself. */
const standardWidths = [480, 960, 1600] as const;
const widestStandard = Math.max(...standardWidths);

export const variantFormats = ["avif", "webp"] as const;

export type VariantFormat = (typeof variantFormats)[number];

/** Each standard width below the image's own width, then its own width (capped at the widest standard). */
export function variantWidthsFor(imageWidth: number): number[] {
  const largest = Math.min(imageWidth, widestStandard);
  return [...standardWidths.filter((width) => width < largest), largest];
}

export function originalFileName(hash: string, extension: string, largestVariant: number | null): string {
  return largestVariant === null ? `${hash}.${extension}` : `${hash}-v${largestVariant}.${extension}`;
}

export function variantFileName(hash: string, width: number, format: VariantFormat): string {
  return `${hash}-${width}.${format}`;
}

const withVariants = /^\/media\/([0-9a-f]{20})-v(\d{1,5})\.[a-z]+$/;

export interface MediaSources {
  /** A WebP of moderate width for browsers that take no srcset. */
  src: string;
  sizes: string;
  /** AVIF first, then WebP: put each in a `<source>` inside `<picture>`. */
  sources: { type: "image/avif" | "image/webp"; srcSet: string }[];
}

/** The smallest WebP variant of a media url, for a thumbnail; null when the url has none. */
export function smallestVariantUrl(url: string): string | null {
  const match = withVariants.exec(url);
  if (!match) return null;
  return `/media/${variantFileName(match[1]!, variantWidthsFor(Number(match[2]))[0]!, "webp")}`;
}

/**
 * The responsive sources of a media url, for `<picture>` on public pages, or null when the url has no
 * variants (SVG, animated GIF, or an address that is not an upload): then use the url as it is.
 * `sizes` says how wide the image is shown, as in the `sizes` attribute.
 */
export function mediaSrcSet(url: string, sizes = "100vw"): MediaSources | null {
  const match = withVariants.exec(url);
  if (!match) return null;
  const hash = match[1]!;
  const widths = variantWidthsFor(Number(match[2]));
  const srcSet = (format: VariantFormat) =>
    widths.map((width) => `/media/${variantFileName(hash, width, format)} ${width}w`).join(", ");
  const fallbackWidth = widths.filter((width) => width <= 960).at(-1) ?? widths[0]!;
  return {
    src: `/media/${variantFileName(hash, fallbackWidth, "webp")}`,
    sizes,
    sources: [
      { type: "image/avif", srcSet: srcSet("avif") },
      { type: "image/webp", srcSet: srcSet("webp") },
    ],
  };
}
