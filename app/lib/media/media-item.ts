import { plainText } from "~/lib/plain-text-schema";
import { z } from "~/lib/zod";

/** One WebP or AVIF rendition of an uploaded raster image (docs/product.md#media). */
export interface MediaVariant {
  format: "avif" | "webp";
  width: number;
  url: string;
}

/**
 * docs/product.md#entities Media item (id, name, url, uploadDate, size, type), where `url` is a server address
 * (docs/product.md#media), plus what the site needs to show it well: its size in pixels, its alt text and its
 * responsive variants. `type` is the MIME type decided from the file's bytes; `size` is in bytes.
 */
export interface MediaItem {
  id: string;
  name: string;
  url: string;
  uploadDate: string;
  size: number;
  type: string;
  width: number | null;
  height: number | null;
  alt: string;
  variants: MediaVariant[];
  /** The point that stays in view in every crop of the picture (decision 167). */
  focalPoint: FocalPoint;
  /** Adds one on every change of the name, alt text or focal point; a change names the revision it was based on. */
  revision: number;
  /** When it was moved to the trash; absent while it is in the library. */
  trashedAt?: string;
}

/**
 * Where the part of a picture that must stay in view is, in percent of its width (`x`, from the left) and height
 * (`y`, from the top): every crop on the site keeps it in frame (CSS `object-position`, decision 167).
 */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The middle: where a crop centres a picture nobody has chosen a point for. */
export const centreFocalPoint: FocalPoint = { x: 50, y: 50 };

/**
 * The CSS `object-position` that keeps `focus` in view in a crop by `object-fit: cover`: with `p%`, the point `p%`
 * across the picture lies `p%` across the box, so it is never cut off whatever the box's shape.
 */
export const objectPosition = (focus: FocalPoint) => `${focus.x}% ${focus.y}%`;

/** What still shows an image: pages (draft or published), kept page versions, catalogue finishes. */
export interface MediaNeeds {
  pages: number;
  versions: number;
  finishes: number;
}

/** An image in the trash, with what still shows it. */
export interface TrashedMedia extends MediaItem {
  trashedAt: string;
  neededBy: MediaNeeds;
}

/** A page whose draft or published sections show an image. */
export interface MediaUse {
  slug: string;
  title: string;
}

/** The upload limit of one file, checked in the browser and on the server; 1 MB is 1,024 x 1,024 bytes. */
const maxUploadMegabytes = 25;
export const maxUploadBytes = maxUploadMegabytes * 1024 * 1024;
/** How messages name the limit: "25 MB". */
export const maxUploadLabel = `${maxUploadMegabytes} MB`;
/** Files in one upload request; the dialog sends each chosen file in a request of its own. */
export const maxUploadFiles = 10;
/** What one upload request may carry altogether (decision 166): two files at the limit. */
export const maxUploadRequestBytes = 2 * maxUploadBytes;
/** Pictures with more pixels are refused before they are decoded: a 50-megapixel phone photo fits. */
export const maxUploadMegapixels = 60;
/** docs/product.md#validation: every format the library takes, and the limit, as the dialog shows them. */
export const uploadHint = `JPG, PNG, GIF, WebP, AVIF, HEIC, SVG, max ${maxUploadMegabytes}MB and ${maxUploadMegapixels} megapixels`;
/** The longest side an uploaded picture is stored at; larger ones are scaled down (decision 166). */
export const storedLongSide = 2560;

/** The image types the library takes, decided on the server from the bytes, and their short names. */
export const mediaTypeLabels = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/gif": "GIF",
  "image/webp": "WebP",
  "image/avif": "AVIF",
  "image/svg+xml": "SVG",
} as const;

export type MediaType = keyof typeof mediaTypeLabels;

export const mediaTypes = Object.keys(mediaTypeLabels) as MediaType[];

/** A file the library takes: a type it stores, or a HEIC/HEIF photo, which it stores as a JPEG. */
export type UploadType = MediaType | "image/heic";

/** What the file picker offers: every type taken, with HEIC's names too, which some systems give no MIME type. */
export const uploadAccept = [...mediaTypes, "image/heic", "image/heif", ".heic", ".heif"].join(",");

/** What an upload should be, in a sentence for messages. */
const acceptedTypesText = "a JPG, PNG, GIF, WebP, AVIF, HEIC or SVG image";

/** A focal point's coordinate: a percentage of the picture, kept to one decimal. */
const percent = (direction: "across" | "down") =>
  z
    .number({ error: `Please give how far ${direction} the focal point is, from 0 to 100.` })
    .min(0, `The focal point's position ${direction} must be from 0 to 100.`)
    .max(100, `The focal point's position ${direction} must be from 0 to 100.`)
    .transform((value) => Math.round(value * 10) / 10);

/**
 * PATCH /api/admin/media/:id: the name and the alt text (one line of plain text each) and the focal point are the
 * editable fields.
 */
export const mediaPatchSchema = z.object({
  name: plainText("line")
    .trim()
    .min(1, "Please give the image a name.")
    .max(200, "Please keep the name under 200 characters.")
    .optional(),
  alt: plainText("line").trim().max(500, "Please keep the alt text under 500 characters.").optional(),
  focalPoint: z
    .object({ x: percent("across"), y: percent("down") }, { error: "Please give the focal point as x and y." })
    .optional(),
  revision: z.number({ error: "The image could not be saved: reload the page and try again." }).int().positive(),
});

export type MediaPatch = z.infer<typeof mediaPatchSchema>;

/**
 * docs/product.md#validation media search: a case-insensitive substring match on the name or the alt text, so an
 * image is found by what it shows ('towel rail') as well as by its file name.
 */
export function matchesMediaSearch(item: Pick<MediaItem, "name" | "alt">, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase("en-GB");
  return [item.name, item.alt].some((text) => text.toLocaleLowerCase("en-GB").includes(wanted));
}

/** What the library takes, in a sentence that ends the messages refusing a file for its size or its pixels. */
export const acceptedUploadsText = `The library takes JPG, PNG, GIF, WebP, AVIF, HEIC and SVG images of up to ${maxUploadLabel} and ${maxUploadMegapixels} megapixels.`;

/** Why a file whose bytes are no image the library takes is refused, said alike by the browser and the server. */
export const notAnImageMessage = (name: string) =>
  `"${name}" is not ${acceptedTypesText}. Please choose an image file.`;
