// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { MediaItem } from "~/lib/media/media-item";

import { ImageField } from "./image-field";
import { type MediaLookup, MediaLookupProvider } from "./media-lookup";

const livingRoom: MediaItem = {
  id: "abc123",
  name: "retto-living-room.jpg",
  url: "/media/abc123.webp",
  uploadDate: "2026-11-20T10:00:00.000Z",
  revision: 2,
  size: 120_000,
  type: "image/jpeg",
  width: 2560,
  height: 1707,
  alt: "Retto radiator in anthracite beneath a living-room window",
  focalPoint: { x: 50, y: 50 },
  variants: [{ format: "webp", width: 1280, url: "/media/abc123-1280.webp" }],
};

const library = (...items: MediaItem[]): MediaLookup => ({
  state: "ready",
  itemAt: (url) => items.find((item) => item.url === url || item.variants.some((variant) => variant.url === url)),
  sitePictureAt: (url) =>
    url === "/img/hero-home-1600.webp" ? { alt: "Retto Horizontal in anthracite in a sunlit living room" } : undefined,
  remember: vi.fn(),
});

function field(value: string, lookup: MediaLookup = library(livingRoom)) {
  render(
    <MediaLookupProvider value={lookup}>
      <ImageField label="Image" value={value} onChange={vi.fn()} onBrowse={vi.fn()} />
    </MediaLookupProvider>,
  );
}

describe("ImageField", () => {
  afterEach(cleanup);

  it("names a picture of the Media Library by its name and alt text, even by a variant's address", () => {
    field("/media/abc123-1280.webp");
    const group = screen.getByRole("group", { name: "Image" });
    expect(group).toHaveTextContent("retto-living-room.jpg");
    expect(group).toHaveTextContent("Alt text: Retto radiator in anthracite beneath a living-room window");
    expect(screen.getByRole("img", { name: "Image preview" })).toBeInTheDocument();
    // The address stays at hand, in a smaller field of its own.
    expect(screen.getByLabelText("Image address")).toHaveValue("/media/abc123-1280.webp");
    expect(screen.getByRole("button", { name: "Remove image" })).toBeInTheDocument();
  });

  it("says when the library's picture has no alt text, and offers to write it there", () => {
    field(livingRoom.url, library({ ...livingRoom, alt: "" }));
    expect(screen.getByRole("group", { name: "Image" })).toHaveTextContent("No alt text yet.");
    expect(screen.getByRole("button", { name: "Add alt text for retto-living-room.jpg" })).toBeInTheDocument();
  });

  it("names its buttons for the field they act on", () => {
    render(
      <MediaLookupProvider value={library(livingRoom)}>
        <ImageField label="Customer photo (optional)" value={livingRoom.url} onChange={vi.fn()} onBrowse={vi.fn()} />
      </MediaLookupProvider>,
    );
    expect(screen.getByRole("group", { name: "Customer photo (optional)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Browse the Media Library for the customer photo" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove image from the customer photo" })).toBeInTheDocument();
    expect(screen.getByLabelText("Customer photo address")).toHaveValue(livingRoom.url);
  });

  it("tells the site's own pictures and other addresses from the library's", () => {
    field("/img/hero-home-1600.webp");
    expect(screen.getByRole("group", { name: "Image" })).toHaveTextContent(
      "From the site's own imageryAlt text: Retto Horizontal in anthracite in a sunlit living room",
    );
    // Only the library's alt text can be written from the field.
    expect(screen.queryByRole("button", { name: /alt text/ })).not.toBeInTheDocument();
    cleanup();
    field("https://example.com/radiator.jpg");
    expect(screen.getByRole("group", { name: "Image" })).toHaveTextContent("Not in the Media Library");
    expect(screen.queryByRole("button", { name: /alt text/ })).not.toBeInTheDocument();
  });

  it("without a picture says so, and its buttons say what they do", () => {
    field("");
    expect(screen.getByRole("group", { name: "Image" })).toHaveTextContent("No image chosen");
    expect(screen.getByRole("button", { name: "Browse the Media Library for the image" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
  });
});
