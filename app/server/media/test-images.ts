// Real, tiny images of every accepted type, made with sharp, for the media tests and the benchmark.
import { crc32 } from "node:zlib";

import sharp from "sharp";

import type { MediaType } from "~/lib/media/media-item";

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 138, g: 95, b: 50 } } });

export async function rasterImage(type: Exclude<MediaType, "image/svg+xml">, width = 64, height = 48): Promise<Buffer> {
  const image = canvas(width, height);
  switch (type) {
    case "image/jpeg":
      return image.jpeg().toBuffer();
    case "image/png":
      return image.png().toBuffer();
    case "image/gif":
      return image.gif().toBuffer();
    case "image/webp":
      return image.webp().toBuffer();
    case "image/avif":
      return image.avif().toBuffer();
  }
}

export const safeSvg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" viewBox="0 0 120 80">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#8a5f32"/><stop offset="1" stop-color="#1d1b18"/></linearGradient></defs>
  <rect width="120" height="80" fill="url(#g)"/>
  <use xlink:href="#g"/>
</svg>`;

/** A valid JPEG grown to exactly `size` bytes with comment segments (each at most 65,535 bytes long). */
export function jpegOfSize(jpeg: Buffer, size: number): Buffer {
  let padding = size - jpeg.length;
  const segments: Buffer[] = [];
  while (padding > 0) {
    // Leave either nothing or at least a whole empty segment (4 bytes) for the next round.
    let length = Math.min(padding, 65_537);
    if (padding - length > 0 && padding - length < 4) length -= 4;
    const segment = Buffer.alloc(length, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(length - 2, 2);
    segments.push(segment);
    padding -= length;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/**
 * A small PNG whose header claims `width` x `height` pixels: a few hundred bytes that would decode to a huge
 * canvas. Only the header (IHDR) is rewritten, with its checksum.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await rasterImage("image/png", 1, 1));
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), ..., CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  const length = png.readUInt32BE(8);
  png.writeUInt32BE(crc32(png.subarray(12, 16 + length)), 16 + length);
  return png;
}
