// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { MediaItem } from "~/lib/media/media-item";

import { MediaPicker } from "./media-picker";

const item = (name: string, alt = ""): MediaItem => ({
  id: name,
  name,
  url: `/media/${name}`,
  uploadDate: "2025-03-04T10:00:00.000Z",
  revision: 1,
  size: 1000,
  type: "image/jpeg",
  width: 800,
  height: 600,
  alt,
  focalPoint: { x: 50, y: 50 },
  variants: [],
});

/** A stand-in for GET /api/admin/media answering with `lists` in turn, one per call. */
function serve(...lists: MediaItem[][]) {
  const fetch = vi.fn(async () =>
    Response.json({ media: lists[Math.min(fetch.mock.calls.length - 1, lists.length - 1)] }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Picker({
  open,
  onSelect = vi.fn(),
  onOpenChange = vi.fn(),
}: {
  open: boolean;
  onSelect?: (item: MediaItem) => void;
  onOpenChange?: (open: boolean) => void;
}) {
  return <MediaPicker open={open} onOpenChange={onOpenChange} onSelect={onSelect} />;
}

describe("MediaPicker (docs/product.md#routes, #states Image choice)", () => {
  it("lists the library with a Select button per image; selecting hands the item over and closes", async () => {
    serve([item("hallway.jpg", "A hallway"), item("bathroom.jpg")]);
    const onSelect = vi.fn();
    const onOpenChange = vi.fn();
    render(<Picker open onSelect={onSelect} onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole("dialog", { name: "Select Image from Media Library" });
    expect(within(dialog).getByText("Loading...")).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Select bathroom.jpg" }));
    expect(onSelect).toHaveBeenCalledWith(item("bathroom.jpg"));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("searches names ignoring case, and says so when nothing matches", async () => {
    serve([item("Hallway.jpg"), item("bathroom.jpg")]);
    render(<Picker open />);
    const search = screen.getByPlaceholderText("Search media...");
    await screen.findByRole("button", { name: "Select bathroom.jpg" });
    await userEvent.type(search, "HALL");
    expect(
      screen.getAllByRole("button", { name: /^Select / }).map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Select Hallway.jpg"]);
    await userEvent.type(search, "-nothing");
    expect(screen.getByText("No media found matching your search.")).toBeInTheDocument();
  });

  it("says 'No media available.' for an empty library", async () => {
    serve([]);
    render(<Picker open />);
    expect(await screen.findByText("No media available.")).toBeInTheDocument();
  });

  it("loads the list afresh each time it opens", async () => {
    const fetch = serve([item("first.jpg")], [item("first.jpg"), item("new.jpg")]);
    const { rerender } = render(<Picker open />);
    await screen.findByRole("button", { name: "Select first.jpg" });
    rerender(<Picker open={false} />);
    rerender(<Picker open />);
    expect(await screen.findByRole("button", { name: "Select new.jpg" })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
