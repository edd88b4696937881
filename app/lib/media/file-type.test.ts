import { describe, expect, it } from "vitest";

import { detectImageType } from "./file-type";

// The first bytes of each accepted type (docs/product.md#media); what follows them does not matter to the check.
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)));

const avifBox = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], "ftyp", major, [0, 0, 0, 0], ...compatible);

describe("detectImageType: the type from the bytes, in the browser as on the server", () => {
  it.each([
    ["image/jpeg", bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF")],
    ["image/png", bytes([0x89], "PNG\r\n\x1a\n", [0, 0, 0, 13], "IHDR")],
    ["image/gif", bytes("GIF89a", [1, 0, 1, 0])],
    ["image/gif", bytes("GIF87a", [1, 0, 1, 0])],
    ["image/webp", bytes("RIFF", [36, 0, 0, 0], "WEBPVP8 ")],
    ["image/avif", avifBox("avif", "mif1", "miaf")],
    ["image/avif", avifBox("mif1", "avis")],
    ["image/heic", avifBox("heic", "mif1", "heic")],
    ["image/heic", avifBox("mif1", "heic")],
    ["image/svg+xml", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["image/svg+xml", bytes('\ufeff<?xml version="1.0"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg>\n<svg width="1">')],
  ])("knows %s", (type, header) => {
    expect(detectImageType(header)).toBe(type);
  });

  it.each([
    ["a text file named .jpg", bytes("This is not a photograph, only a note.")],
    ["HTML", bytes("<html><body><svg></svg></body></html>")],
    ["an MP4 video (ISO-BMFF, neither AVIF nor HEIC)", avifBox("isom", "mp41")],
    ["a PDF", bytes("%PDF-1.7")],
    ["nothing", bytes()],
    ["a truncated JPEG", bytes([0xff, 0xd8])],
    ["binary with a NUL before <svg>", bytes([0], "<svg>")],
  ])("refuses %s", (_what, header) => {
    expect(detectImageType(header)).toBeNull();
  });
});
