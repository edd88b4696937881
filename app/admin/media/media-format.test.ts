import { describe, expect, it } from "vitest";

import { matchesMediaSearch } from "~/lib/media/media-item";

import { formatFileSize, formatMediaType, formatUploadDate } from "./media-format";

describe("how the library shows an image's facts", () => {
  it("sizes in bytes, KB and MB", () => {
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(86_000)).toBe("84 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5.0 MB");
  });

  it("upload dates in British form, on the UK calendar", () => {
    expect(formatUploadDate("2025-03-04T10:00:00.000Z")).toBe("4 Mar 2025");
    // 23:30 UTC in British Summer Time is already the next day in the UK.
    expect(formatUploadDate("2025-06-30T23:30:00.000Z")).toBe("1 Jul 2025");
  });

  it("types by their common names", () => {
    expect(formatMediaType("image/jpeg")).toBe("JPEG");
    expect(formatMediaType("image/svg+xml")).toBe("SVG");
    expect(formatMediaType("image/x-unknown")).toBe("image/x-unknown");
  });
});

describe("docs/product.md#validation media search", () => {
  const hallway = { name: "Hallway-Radiator.JPG", alt: "Retto Vertical in Anthracite beside a front door" };
  it("is a case-insensitive substring match on the name", () => {
    expect(matchesMediaSearch(hallway, "radiator.jpg")).toBe(true);
    expect(matchesMediaSearch(hallway, "  HALL ")).toBe(true);
    expect(matchesMediaSearch(hallway, "")).toBe(true);
    expect(matchesMediaSearch(hallway, "bathroom")).toBe(false);
  });
  it("matches the alt text too", () => {
    expect(matchesMediaSearch(hallway, "retto vertical")).toBe(true);
    expect(matchesMediaSearch(hallway, "FRONT DOOR")).toBe(true);
    expect(matchesMediaSearch({ ...hallway, alt: "" }, "front door")).toBe(false);
  });
});
