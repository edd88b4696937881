// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { galleryPictures } from "~/content/image-url";
import { seriesNameByGalleryId } from "~/content/images";
import { GalleryGrid } from "~/sections/inspiration-gallery/parts/gallery-grid";

const galleryImages = galleryPictures();

describe("GalleryGrid", () => {
  afterEach(cleanup);

  it("says so when the filter yields nothing", () => {
    render(<GalleryGrid images={[]} filter="all" />);
    expect(screen.getByText("No images found for this category.")).toBeVisible();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    const modern = galleryImages.filter((image) => image.category === "modern");
    render(<GalleryGrid images={modern} filter="custom" />);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  // 39 accessible names take jsdom a few seconds on a busy machine.
  it("shows one tile per image, each labelled with its series", () => {
    const { container } = render(<GalleryGrid images={galleryImages} filter="all" />);
    const tiles = [...container.querySelectorAll("li:not([hidden]) > button")];
    expect(tiles).toHaveLength(galleryImages.length);
    galleryImages.forEach((image, index) => {
      const tile = tiles[index]!;
      expect(tile).toHaveAccessibleName(expect.stringContaining(image.alt));
      expect(tile.textContent).toBe(seriesNameByGalleryId[image.id]);
      expect(image.alt).toContain(tile.textContent);
    });
    expect(screen.getByText("No images found for this category.")).not.toBeVisible();
  }, 20_000);

  it("draws every image, those the filter leaves out hidden, so a script can filter in place", () => {
    const { container } = render(<GalleryGrid images={galleryImages} filter="classic" />);
    const classic = galleryImages.filter((image) => image.category === "classic");
    expect(container.querySelectorAll("li")).toHaveLength(galleryImages.length);
    const shown = [...container.querySelectorAll("li")].filter((item) => !item.hidden);
    expect(shown.map((item) => item.querySelector("img")?.alt)).toEqual(classic.map((image) => image.alt));
  });
});
