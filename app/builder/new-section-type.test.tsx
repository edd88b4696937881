// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { block, line } from "~/sections/drawing";
import { sectionModules } from "~/sections/registry";
import { createSection, loadSectionTypes, resolveLayouts } from "~/sections/section-types";
import { SectionList } from "~/sections/section-view";
import type { SectionRenderProps, SectionType } from "~/sections/types";

import { inRouter } from "../../tests/support/in-router";
import { SectionEditorDialog } from "./section-editor-dialog";
import { SectionLibraryDialog } from "./section-library-dialog";

afterEach(cleanup);

/** A type that exists only in this test: its declaration and its renderer, as one folder would hold them. */
const ribbon: SectionType = {
  type: "ribbon",
  name: "Ribbon",
  tab: "Brand",
  layouts: [
    {
      id: "strip",
      name: "Ribbon Strip",
      description: "One line of news across the page, with a button.",
      drawing: [block(0, 26, 120, 20, "ink"), line(10, 34, 60, "white")],
    },
  ],
  fields: [
    { name: "eyebrow", label: "Kicker" },
    {
      name: "reference",
      label: "Shop",
      options: [
        ["leeds", "Leeds"],
        ["york", "York"],
      ],
    },
    { name: "title", label: "Announcement" },
    { name: "buttons", label: "Ribbon buttons" },
  ],
  items: { noun: "Date", title: "Day", content: "What happens" },
  defaults: () => ({
    title: "Winter sale now on",
    content: "",
    imageUrl: "",
    backgroundColor: "#151412",
    reference: "leeds",
  }),
};

/** Its renderer, the other file of its folder. */
const Ribbon = ({ section }: SectionRenderProps) => (
  <aside aria-label="Ribbon">{`${section.title} (${section.layout})`}</aside>
);

beforeAll(async () => {
  sectionModules.ribbon = { declare: async () => ({ default: ribbon }), render: async () => ({ default: Ribbon }) };
  await loadSectionTypes();
});

describe("a section type declared in one module", () => {
  it("is in the Section Library under All and its tab, with its drawing and 'Add This Layout'", async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    render(<SectionLibraryDialog open onOpenChange={() => {}} onAdd={onAdd} />);
    await user.click(screen.getByRole("tab", { name: "Brand" }));
    const card = screen.getByRole("heading", { name: "Ribbon Strip" }).closest("li")!;
    expect(within(card).getByText("One line of news across the page, with a button.")).toBeInTheDocument();
    expect(card.querySelectorAll("svg rect")).toHaveLength(3);
    await user.click(within(card).getByRole("button", { name: "Add This Layout" }));
    expect(onAdd).toHaveBeenCalledWith("ribbon", "strip");
  });

  it("is edited with the fields and item labels it declares", async () => {
    const user = userEvent.setup();
    render(
      inRouter(
        <SectionEditorDialog
          section={createSection("ribbon", "strip")}
          pageSlug=""
          onSave={() => {}}
          onCancel={() => {}}
        />,
      ),
    );
    expect(screen.getByRole("dialog", { name: "Edit section" })).toHaveTextContent("Ribbon · Ribbon Strip");
    expect(screen.getByLabelText("Announcement")).toHaveValue("Winter sale now on");
    expect(screen.getByLabelText("Kicker")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Shop" })).toHaveValue("leeds");
    expect(screen.getByRole("group", { name: "Ribbon buttons" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Content" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Items" }));
    expect(screen.getAllByLabelText("Day")).toHaveLength(4);
    expect(screen.getAllByLabelText("What happens")).toHaveLength(4);
  });

  it("is drawn on the page by its renderer, in its layout, or the default for a layout it does not have", async () => {
    render(
      <SectionList
        sections={resolveLayouts([
          { ...createSection("ribbon", "strip"), id: "a" },
          { ...createSection("ribbon", "banner"), id: "b", title: "Closed on Monday" },
        ])}
      />,
    );
    expect(await screen.findByText("Winter sale now on (strip)")).toBeInTheDocument();
    expect(await screen.findByText("Closed on Monday (default)")).toBeInTheDocument();
  });
});
