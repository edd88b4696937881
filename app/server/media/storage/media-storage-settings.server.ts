import { StartupProblem } from "../../startup-problem.server";
import { mediaDir } from "./media-folder.server";

export interface S3Settings {
  kind: "s3";
  bucket: string;
  region: string;
  /** The store's address; unset for Amazon S3 itself. */
  endpoint?: string;
  /** Addresses as endpoint/bucket/name rather than bucket.endpoint/name (MinIO, s3rver, some others). */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, a shared profile, the machine's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where a CDN (or the bucket itself) serves the files publicly; /media/… then redirects there. */
  publicUrl?: string;
}

export type MediaStorageSettings = { kind: "folder"; folder: string } | S3Settings;

const s3Variables = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "MEDIA_PUBLIC_URL",
] as const;

const read = (name: string) => process.env[name]?.trim() || undefined;

function httpUrl(name: string): string | undefined {
  const value = read(name);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StartupProblem(`${name} must be an address such as https://…; it is "${value}".`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new StartupProblem(`${name} must start with https:// (or http://); it is "${value}".`);
  }
  return value.replace(/\/+$/, "");
}

function flag(name: string): boolean {
  const value = read(name)?.toLowerCase();
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  throw new StartupProblem(`${name} must be true or false; it is "${process.env[name]}".`);
}

function credentials(): S3Settings["credentials"] {
  const accessKeyId = read("S3_ACCESS_KEY_ID");
  const secretAccessKey = read("S3_SECRET_ACCESS_KEY");
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId || !secretAccessKey) {
    throw new StartupProblem("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the machine's role).");
  }
  return { accessKeyId, secretAccessKey };
}

/**
 * Where media is kept, from the environment (README "Media on object storage"): the data folder, or the bucket
 * S3_BUCKET names. A setting that cannot work stops the start with a message saying which variable to fix.
 */
export function mediaStorageSettings(): MediaStorageSettings {
  const bucket = read("S3_BUCKET");
  if (!bucket) {
    const stray = s3Variables.filter((name) => read(name) !== undefined);
    if (stray.length > 0) {
      throw new StartupProblem(
        `${stray.join(", ")} ${stray.length === 1 ? "is" : "are"} set but S3_BUCKET is not: set S3_BUCKET to keep media in a bucket, or unset ${stray.length === 1 ? "it" : "them"} to keep media in DATA_DIR.`,
      );
    }
    return { kind: "folder", folder: mediaDir() };
  }
  const endpoint = httpUrl("S3_ENDPOINT");
  const publicUrl = httpUrl("MEDIA_PUBLIC_URL");
  const keys = credentials();
  return {
    kind: "s3",
    bucket,
    region: read("S3_REGION") ?? "us-east-1",
    forcePathStyle: flag("S3_FORCE_PATH_STYLE"),
    ...(endpoint ? { endpoint } : {}),
    ...(keys ? { credentials: keys } : {}),
    ...(publicUrl ? { publicUrl } : {}),
  };
}
