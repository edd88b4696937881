import type { UploadType } from "~/lib/media/media-item";

/** The bytes from `start` to `end` as Latin-1 text (one character per byte); shorter when the file is. */
const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

const uint32 = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) * 0x1000000 + ((bytes[at + 1] ?? 0) << 16) + ((bytes[at + 2] ?? 0) << 8) + (bytes[at + 3] ?? 0);

/** The major and compatible brands of an ISO-BMFF file's `ftyp` box (AVIF, HEIC); none for other files. */
function brandsOf(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const boxSize = Math.min(uint32(bytes, 0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

/** AVIF as the major or a compatible brand (HEIC and other HEIF files are not AVIF). */
const isAvif = (brands: string[]) => brands.includes("avif") || brands.includes("avis");

/** A phone's HEIC/HEIF photo: the major brands the HEIC decoder reads (HEVC pictures in a HEIF file). */
const heicBrands = ["heic", "heix", "hevc", "hevx", "mif1", "msf1"];
const isHeic = (brands: string[]) => heicBrands.includes(brands[0] ?? "");

/** Text whose root element is `<svg>`, after an optional XML declaration, comments and doctype. */
const svgStart =
  /^\s*(?:<\?xml[\s\S]*?\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s/>]/i;

function isSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return false;
  }
  return !text.includes("\u0000") && svgStart.test(text);
}

/**
 * The image type a file really is, decided from its bytes and never from its name or the browser's
 * word for it (docs/product.md#media); null for anything the library does not take. A HEIC photo is converted to
 * JPEG on the server (decision 166). The server decides with it
 * what it stores, and the upload dialogs check each chosen file with it before anything is sent.
 */
export function detectImageType(bytes: Uint8Array): UploadType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (["GIF87a", "GIF89a"].includes(ascii(bytes, 0, 6))) return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  const brands = brandsOf(bytes);
  if (isAvif(brands)) return "image/avif";
  if (isHeic(brands)) return "image/heic";
  if (isSvg(bytes)) return "image/svg+xml";
  return null;
}
