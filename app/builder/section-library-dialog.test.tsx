// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { loadSectionTypes, sectionTypeOf, sectionTypes } from "~/sections/section-types";

import { SectionLibraryDialog } from "./section-library-dialog";

const spec = {
  hero: ["Full Width Hero", "Split Hero"],
  text: ["Centered Text", "Two Column Text"],
  gallery: ["Grid Gallery", "Masonry Gallery"],
  features: ["Feature Cards", "Feature Columns"],
  testimonial: ["Testimonial Slider", "Testimonial Grid"],
};

function cardNames(): string[] {
  const panel = screen.getByRole("tabpanel");
  return within(panel)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent ?? "");
}

describe("SectionLibraryDialog", () => {
  beforeAll(loadSectionTypes);
  afterEach(cleanup);

  it("has the tabs All, Hero, Text, Gallery, Features, Testimonials, then Brand; All lists every layout, the specified ones first", () => {
    render(<SectionLibraryDialog open onOpenChange={() => {}} onAdd={() => {}} />);
    expect(screen.getByRole("dialog", { name: "Section Library" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "All",
      "Hero",
      "Text",
      "Gallery",
      "Features",
      "Testimonials",
      "Brand",
    ]);
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    const layoutCount = sectionTypes().reduce((sum, entry) => sum + entry.layouts.length, 0);
    expect(cardNames().slice(0, 10)).toEqual(Object.values(spec).flat());
    expect(screen.getAllByRole("button", { name: "Add This Layout" })).toHaveLength(layoutCount);
  });

  it("shows one type's layouts on its tab, each with a description", async () => {
    const user = userEvent.setup();
    render(<SectionLibraryDialog open onOpenChange={() => {}} onAdd={() => {}} />);
    for (const [label, names] of [
      ["Hero", spec.hero],
      ["Text", spec.text],
      ["Gallery", spec.gallery],
      ["Features", spec.features],
      ["Testimonials", spec.testimonial],
    ] as const) {
      await user.click(screen.getByRole("tab", { name: label }));
      expect(cardNames()).toEqual(names);
    }
    for (const layout of sectionTypeOf("testimonial")!.layouts) {
      expect(screen.getByText(layout.description)).toBeInTheDocument();
    }
  });

  it("adds the chosen type and layout with 'Add This Layout'", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<SectionLibraryDialog open onOpenChange={() => {}} onAdd={onAdd} />);
    await user.click(screen.getByRole("tab", { name: "Gallery" }));
    const card = screen.getByRole("heading", { name: "Masonry Gallery" }).closest("li")!;
    const button = within(card).getByRole("button", { name: "Add This Layout" });
    expect(button).toHaveAccessibleDescription("Masonry Gallery");
    await user.click(button);
    expect(onAdd).toHaveBeenCalledWith("gallery", "masonry");
  });
});
