import type { Readable } from "node:stream";

import { LocalMediaStore } from "./local-media-store.server";
import { type MediaStorageSettings, mediaStorageSettings } from "./media-storage-settings.server";
import { S3MediaStore } from "./s3-media-store.server";

/** What the store knows of one file. */
export interface StoredFile {
  size: number;
  /** An entity tag for conditional requests, when the store gives one. */
  etag?: string;
}

/** A file's bytes as a stream, with what the store knows of it. */
export interface StoredFileBody extends StoredFile {
  body: Readable;
}

/**
 * Where the library's files live (decision 116): DATA_DIR/media (the default) or an S3-compatible bucket. Names are
 * the library's file names (`{hash}-v1600.jpg`, `{hash}-480.avif`): one level, never a dot first, never a slash.
 * Every write is whole: a reader sees no file or all of it. Removing a missing file is no error.
 */
export interface MediaStore {
  /** Where the files are, for messages: the folder or the bucket. */
  readonly location: string;
  /** The folder when the files sit on this machine's disk (served as static files); null for a bucket. */
  readonly folder: string | null;
  /** Where a CDN (or the bucket itself) serves the files, MEDIA_PUBLIC_URL; null when the site serves them. */
  readonly publicUrl: string | null;
  /** Writes the bytes under `name`. */
  put(name: string, body: Uint8Array | Readable, size: number): Promise<void>;
  /** Moves a finished file of this machine (a staged upload) in under `name`; the local file is gone afterwards. */
  adopt(file: string, name: string): Promise<void>;
  /** The file's bytes, or null when there is none by that name. */
  get(name: string): Promise<StoredFileBody | null>;
  /** What the store knows of the file, or null when there is none by that name. */
  head(name: string): Promise<StoredFile | null>;
  /** Every stored file, in no particular order. */
  list(): Promise<(StoredFile & { name: string })[]>;
  /** Removes the files; missing ones are skipped. */
  remove(names: readonly string[]): Promise<void>;
}

/** A name the library could have given: one level, no dot first (staging, markers), no path separators. */
export const isMediaFileName = (name: string) => /^[^./\\][^/\\]*$/.test(name) && name.length <= 200;

export function checkMediaFileName(name: string): void {
  if (!isMediaFileName(name)) throw new Error(`"${name}" is not a media file name.`);
}

const contentTypes: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
};

/** The type a stored file is served as, from its name's extension (the library chose it from the bytes). */
export function mediaContentType(name: string): string {
  return contentTypes[name.slice(name.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
}

/** Names are content hashes, so a file never changes: cached for a year, never revalidated. */
export const mediaCacheControl = "public, max-age=31536000, immutable";

let current: { key: string; store: MediaStore } | undefined;

function storeFor(settings: MediaStorageSettings): MediaStore {
  return settings.kind === "folder" ? new LocalMediaStore(settings.folder) : new S3MediaStore(settings);
}

/** The store the environment names (read again on every call, so a changed environment is followed). */
export function mediaStore(): MediaStore {
  const settings = mediaStorageSettings();
  const key = JSON.stringify(settings);
  if (current?.key !== key) current = { key, store: storeFor(settings) };
  return current.store;
}
