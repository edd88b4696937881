import { z } from "~/lib/zod";
import { plainText } from "~/lib/plain-text-schema";

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
  /** Adds one on every change of the name or alt text; a change names the revision it was based on. */
  revision: number;
  /** When it was moved to the trash; absent while it is in the library. */
  trashedAt?: string;
}

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

/** The upload limit, checked in the browser and on the server; 1 MB is 1,024 x 1,024 bytes. */
const maxUploadMegabytes = 5;
export const maxUploadBytes = maxUploadMegabytes * 1024 * 1024;
/** How messages name the limit: "5 MB". */
export const maxUploadLabel = `${maxUploadMegabytes} MB`;
/** Files in one upload; the dialog accepts several at once. */
export const maxUploadFiles = 10;
/** docs/product.md#validation, word for word. */
export const uploadHint = `JPG, PNG, GIF, SVG, max ${maxUploadMegabytes}MB`;

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

/** What an upload should be, in a sentence for messages. */
const acceptedTypesText = "a JPG, PNG, GIF, WebP, AVIF or SVG image";

/** PATCH /api/admin/media/:id: the name and the alt text are the editable fields, one line of plain text each. */
export const mediaPatchSchema = z.object({
  name: plainText("line")
    .trim()
    .min(1, "Please give the image a name.")
    .max(200, "Please keep the name under 200 characters.")
    .optional(),
  alt: plainText("line").trim().max(500, "Please keep the alt text under 500 characters.").optional(),
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

/** Why a file whose bytes are no image the library takes is refused, said alike by the browser and the server. */
export const notAnImageMessage = (name: string) =>
  `"${name}" is not ${acceptedTypesText}. Please choose an image file.`;
