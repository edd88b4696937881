// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { MediaItem } from "~/lib/media/media-item";
import type { Section } from "~/lib/page-model";
import { loadSectionTypes } from "~/sections/section-types";

import { inRouter } from "../../tests/support/in-router";
import { SectionEditorDialog } from "./section-editor-dialog";

const radiator: MediaItem = {
  id: "radiator",
  name: "radiator-in-hallway.jpg",
  url: "/media/radiator.webp",
  uploadDate: "2026-11-20T10:00:00.000Z",
  revision: 1,
  size: 1000,
  type: "image/webp",
  width: 800,
  height: 600,
  alt: "Volo radiator in white in a hallway",
  focalPoint: { x: 50, y: 50 },
  variants: [],
};

// The media library's picker is its own module with its own tests; here it hands back one image.
vi.mock("~/admin/media/media-picker", async () => {
  const { Dialog } = await import("~/ui/dialog");
  return {
    MediaPicker: ({
      open,
      onOpenChange,
      onSelect,
    }: {
      open: boolean;
      onOpenChange: (open: boolean) => void;
      onSelect: (item: MediaItem) => void;
    }) => (
      <Dialog open={open} onOpenChange={onOpenChange} title="Select Image from Media Library">
        <button type="button" onClick={() => onSelect(radiator)}>
          Select
        </button>
      </Dialog>
    ),
  };
});

const hero: Section = {
  id: "hero-1",
  type: "hero",
  layout: "split",
  title: "Warmth, designed",
  content: "Radiators made to be seen.",
  imageUrl: "",
  backgroundColor: "#f8f9fa",
};
const features: Section = {
  ...hero,
  id: "features-1",
  type: "features",
  layout: "cards",
  title: "Why Tepore",
  items: [],
};

function edit(section: Section) {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  render(inRouter(<SectionEditorDialog section={section} pageSlug="spring" onSave={onSave} onCancel={onCancel} />));
  return { onSave, onCancel, user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole("tab", { name });
const saved = (onSave: ReturnType<typeof vi.fn>) => onSave.mock.calls[0]?.[0] as Section;

describe("SectionEditorDialog", () => {
  beforeAll(loadSectionTypes);
  afterEach(cleanup);

  it("is headed 'Edit section' with Content, Layout, Style and Advanced; Items only for item types", () => {
    edit(hero);
    expect(screen.getByRole("dialog", { name: "Edit section" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Content", "Layout", "Style", "Advanced"]);
    cleanup();
    edit(features);
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Content",
      "Items",
      "Layout",
      "Style",
      "Advanced",
    ]);
  });

  it("Cancel discards the working copy", async () => {
    const { user, onSave, onCancel } = edit(hero);
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Changed");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("Save Changes commits the working copy", async () => {
    const { user, onSave } = edit(hero);
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "The Art of Warmth");
    await user.click(tab("Layout"));
    await user.click(screen.getByRole("radio", { name: /Full Width Hero/ }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(saved(onSave)).toEqual({ ...hero, title: "The Art of Warmth", layout: "full-width" });
  });

  it("gives a section without a layout the first layout of its type, and an item type without items 4 items", async () => {
    const { user, onSave } = edit({ ...features, layout: "" });
    await user.click(tab("Layout"));
    expect(screen.getByRole("radio", { name: /Feature Cards/ })).toBeChecked();
    await user.click(tab("Items"));
    expect(screen.getAllByLabelText("Feature name").map((input) => (input as HTMLInputElement).value)).toEqual([
      "Item Title",
      "Item Title",
      "Item Title",
      "Item Title",
    ]);
    expect(screen.getAllByLabelText("Description")[0]).toHaveValue("Item description goes here.");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(saved(onSave).layout).toBe("cards");
    expect(saved(onSave).items).toHaveLength(4);
  });

  it("Items: 'Add Item' appends, the trash button removes, and the empty list says how to start", async () => {
    const { user, onSave } = edit({
      ...features,
      items: [{ id: "i1", title: "Quiet heat", content: "Even warmth", imageUrl: "" }],
    });
    await user.click(tab("Items"));
    const list = screen.getByTestId("items-list");
    // The list grows with its items inside the editor, which scrolls: no box of its own to scroll (decision 210).
    expect(list).not.toHaveClass("overflow-y-auto");
    expect(list.className).not.toMatch(/(^|\s)(h|max-h)-/);
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    const titles = within(list).getAllByLabelText("Feature name");
    expect(titles.map((input) => (input as HTMLInputElement).value)).toEqual(["Quiet heat", "New Item"]);
    expect(within(list).getAllByLabelText("Description")[1]).toHaveValue("Description for the new item");

    await user.click(screen.getByRole("button", { name: "Remove feature 1" }));
    await user.click(screen.getByRole("button", { name: "Remove feature 1" }));
    expect(screen.getByText('No items added yet. Click "Add Item" to create your first item.')).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(saved(onSave).items).toEqual([]);
  });

  it("Items of a gallery: each picture's description is labelled for what the public page does with it", async () => {
    const { user } = edit({
      ...features,
      type: "gallery",
      layout: "grid",
      items: [{ id: "g1", title: "Hallway", content: "", imageUrl: "/media/radiator.webp" }],
    });
    await user.click(tab("Items"));
    expect(screen.getByRole("group", { name: "Picture 1" })).toBeInTheDocument();
    const description = screen.getByLabelText("Description under the caption");
    expect(description).toHaveAccessibleDescription(
      "Shown in the Grid Gallery only. Screen readers get the picture's own alt text (Media Library), or this when it has none.",
    );
    expect(screen.queryByLabelText("Image description")).not.toBeInTheDocument();
  });

  it("says so for a type without layouts", async () => {
    const { user } = edit({ ...hero, type: "banner", layout: "" });
    await user.click(tab("Layout"));
    expect(screen.getByText("No layout options available for this section type.")).toBeInTheDocument();
  });

  it("Style: the background colour as a swatch and a hex code, checked before saving", async () => {
    const { user, onSave } = edit({ ...hero, backgroundColor: "" });
    await user.click(tab("Style"));
    const hex = screen.getByLabelText("Background colour");
    expect(hex).toHaveValue("#ffffff");
    await user.clear(hex);
    await user.type(hex, "#12");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText("Use a hex colour such as #ffffff.")).toBeInTheDocument();
    await user.type(hex, "3");
    expect(screen.getByLabelText("Background colour swatch")).toHaveValue("#112233");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(saved(onSave).backgroundColor).toBe("#123");
  });

  it("Advanced: the section id and type, read-only", async () => {
    const { user } = edit(hero);
    await user.click(tab("Advanced"));
    expect(screen.getByLabelText("Section ID")).toHaveValue("hero-1");
    expect(screen.getByLabelText("Section ID")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Section type")).toHaveValue("hero");
    expect(screen.getByLabelText("Section type")).toHaveAttribute("readonly");
  });

  it("Browse chooses the section's image from the media library", async () => {
    const { user, onSave } = edit(hero);
    await user.click(screen.getByRole("button", { name: "Browse the Media Library for the image" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Select Image from Media Library" })).getByRole("button", {
        name: "Select",
      }),
    );
    expect(screen.queryByRole("dialog", { name: "Select Image from Media Library" })).not.toBeInTheDocument();
    // The picture chosen is named as the Media Library names it; its address stays in a smaller field.
    expect(screen.getByRole("group", { name: "Image" })).toHaveTextContent(
      "radiator-in-hallway.jpgAlt text: Volo radiator in white in a hallway",
    );
    expect(screen.getByLabelText("Image address")).toHaveValue("/media/radiator.webp");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(saved(onSave).imageUrl).toBe("/media/radiator.webp");
  });

  it("Browse chooses one item's image; the fields are labelled for the type's items", async () => {
    const { user, onSave } = edit({
      ...features,
      items: [
        { id: "i1", title: "One", content: "", imageUrl: "" },
        { id: "i2", title: "Two", content: "", imageUrl: "" },
      ],
    });
    expect(screen.queryByLabelText("Image address")).not.toBeInTheDocument();
    await user.click(tab("Items"));
    expect(screen.getAllByRole("group", { name: "Image (optional)" })).toHaveLength(2);
    await user.click(screen.getAllByRole("button", { name: "Browse the Media Library for the image" })[1]!);
    await user.click(screen.getByRole("button", { name: "Select" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(saved(onSave).items?.map((item) => item.imageUrl)).toEqual(["", "/media/radiator.webp"]);
  });

  it("refuses an image address the site cannot show, on its tab", async () => {
    const { user, onSave } = edit(hero);
    await user.type(screen.getByLabelText("Image address"), "javascript:alert(1)");
    await user.click(tab("Style"));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(tab("Content")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Image addresses must start with /, https:// or data:image/.")).toBeInTheDocument();
  });

  it("says under a list when its choice is no longer offered, and the list is described by it", async () => {
    const { user, onSave } = edit({ ...hero, type: "model-cards", layout: "grid", reference: "retired-series" });
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole("combobox", { name: "Series" })).toHaveAccessibleDescription(
      "Choose one of the listed options.",
    );
  });

  it("asks before Escape throws changes away", async () => {
    const { user, onCancel } = edit(hero);
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(1);
    cleanup();
    const second = edit(hero);
    await second.user.type(screen.getByLabelText("Title"), "!");
    await second.user.keyboard("{Escape}");
    expect(second.onCancel).not.toHaveBeenCalled();
    await second.user.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(second.onCancel).toHaveBeenCalled();
  });
});
