import { mediaTypeLabels } from "~/lib/media/media-item";

/** Bytes as the administrator reads sizes: "512 bytes", "84 KB", "4.8 MB" (1 KB = 1,024 bytes, as the 5MB limit). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Europe/London",
});

/** The upload date in British form, on the UK calendar wherever the browser is: "4 Mar 2025". */
export function formatUploadDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "JPEG", "SVG": the type in the words people know; an unexpected value as it is. */
export function formatMediaType(type: string): string {
  return mediaTypeLabels[type as keyof typeof mediaTypeLabels] ?? type;
}
