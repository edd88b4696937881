// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { galleryPictures } from "~/content/image-url";
import { seriesNameByGalleryId } from "~/content/images";
import { GalleryGrid } from "~/sections/inspiration-gallery/parts/gallery-grid";

const galleryImages = galleryPictures();

describe("GalleryGrid", () => {
  afterEach(cleanup);

  it("says so when the filter yields nothing", () => {
    render(<GalleryGrid images={[]} onOpen={() => {}} />);
    expect(screen.getByText("No images found for this category.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("shows one tile per image, each labelled with its series", () => {
    render(<GalleryGrid images={galleryImages} onOpen={() => {}} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(galleryImages.length);
    const tiles = screen.getAllByRole("button");
    galleryImages.forEach((image, index) => {
      const tile = tiles[index]!;
      expect(tile).toHaveAccessibleName(expect.stringContaining(image.alt));
      expect(tile.textContent).toBe(seriesNameByGalleryId[image.id]);
      expect(image.alt).toContain(tile.textContent);
    });
    expect(screen.queryByText("No images found for this category.")).not.toBeInTheDocument();
  });

  it("opens the image a tile shows, by click or keyboard", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const [first, second] = galleryImages;
    render(<GalleryGrid images={[first!, second!]} onOpen={onOpen} />);
    const tiles = screen.getAllByRole("button");
    await user.click(tiles[1]!);
    expect(onOpen).toHaveBeenLastCalledWith(second, tiles[1]);
    tiles[0]!.focus();
    await user.keyboard("{Enter}");
    expect(onOpen).toHaveBeenLastCalledWith(first, tiles[0]);
    await user.keyboard(" ");
    expect(onOpen).toHaveBeenCalledTimes(3);
  });
});
