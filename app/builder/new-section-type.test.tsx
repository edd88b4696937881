// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { PublishedSections } from "~/sections/published-sections";
import { sectionFolders, sectionModules } from "~/sections/registry";
import { createSection, drawnSections, loadSectionTypes, sectionTypeOf } from "~/sections/section-types";
import type { SectionRenderer, SectionType } from "~/sections/types";
import { seedCatalogue } from "~/server/catalogue/catalogue.server";
import {
  sectionCatalogueFor,
  sectionResolvers,
  sectionResolversFrom,
  wholeSectionCatalogue,
} from "~/server/catalogue/section-catalogue.server";

import { inRouter } from "../../tests/support/in-router";
import { fieldKinds, fieldKindsFrom } from "./content-fields";
import { SectionEditorDialog } from "./section-editor-dialog";
import { SectionLibraryDialog } from "./section-library-dialog";
import { validateSection } from "./section-validation";

afterEach(cleanup);

/*
 * tests/fixtures/section-type holds a section type folder the app does not have ('spotlight', with catalogue data)
 * and a field kind it does not have ('date'). They join the registries through the same globs the app's own
 * folders do, and nothing else is written for them.
 */
const fixtures = "/tests/fixtures/section-type";

beforeAll(async () => {
  Object.assign(
    sectionModules,
    sectionFolders(
      import.meta.glob<{ default: SectionType }>("/tests/fixtures/section-type/*/index.ts"),
      import.meta.glob<{ default: SectionRenderer }>("/tests/fixtures/section-type/*/render.tsx"),
    ),
  );
  Object.assign(
    fieldKinds,
    fieldKindsFrom(import.meta.glob("/tests/fixtures/section-type/field-kinds/*.tsx", { eager: true })),
  );
  Object.assign(
    sectionResolvers,
    sectionResolversFrom(import.meta.glob("/tests/fixtures/section-type/*/data.server.ts", { eager: true })),
  );
  await loadSectionTypes();
  seedCatalogue();
});

const model = catalogueSeed.models[1]!;

describe(`a section type added as one folder (${fixtures}/spotlight)`, () => {
  it("is in the Section Library under All and under the tab it names, with its drawing", async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    render(<SectionLibraryDialog open onOpenChange={() => {}} onAdd={onAdd} />);
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs.at(-1)).toBe("Launches");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Spotlight Banner");
    await user.click(screen.getByRole("tab", { name: "Launches" }));
    const card = screen.getByRole("heading", { name: "Spotlight Banner" }).closest("li")!;
    expect(within(card).getByText(/how many sizes it comes in/)).toBeInTheDocument();
    expect(card.querySelectorAll("svg rect")).toHaveLength(3);
    await user.click(within(card).getByRole("button", { name: "Add This Layout" }));
    expect(onAdd).toHaveBeenCalledWith("spotlight", "banner");
  });

  it("is edited with the fields it declares, its new kind included, and refused by its kind's and its own rules", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      inRouter(
        <SectionEditorDialog
          section={createSection("spotlight", "banner")}
          pageSlug=""
          onSave={onSave}
          onCancel={() => {}}
        />,
      ),
    );
    expect(screen.getByRole("dialog", { name: "Edit section" })).toHaveTextContent("Spotlight · Spotlight Banner");
    expect(screen.getByRole("combobox", { name: "Model" })).toHaveValue(catalogueSeed.models[0]!.id);
    const day = screen.getByLabelText("Arrives on");
    expect(day).toHaveAttribute("type", "date");
    expect(screen.queryByRole("tab", { name: "Items" })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Title"), "!");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(screen.getByText("A spotlight speaks calmly: no '!'.")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Arriving soon");
    await user.selectOptions(screen.getByRole("combobox", { name: "Model" }), model.id);
    await user.type(day, "2026-12-01");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Arriving soon", reference: model.id, eyebrow: "2026-12-01" }),
      expect.anything(),
    );
  });

  it("checks its new field kind as the kind says", () => {
    const section = { ...createSection("spotlight", "banner"), eyebrow: "1 December" };
    expect(validateSection(section)).toBeNull();
    expect(validateSection(section, sectionTypeOf("spotlight"))?.fields).toEqual({
      eyebrow: "Use a date such as 2026-12-01.",
    });
  });

  it("gets its catalogue data from the server, for a page and for the builder's preview", () => {
    const sections = [{ ...createSection("spotlight", "banner"), reference: model.id }];
    expect(sectionCatalogueFor(sections).spotlight).toEqual({
      [model.id]: { name: model.name, sizes: model.sizes.length },
    });
    expect(Object.keys(wholeSectionCatalogue().spotlight ?? {})).toEqual(catalogueSeed.models.map((m) => m.id));
  });

  it("is drawn on a published page by its renderer with that data, in its layout or the default", async () => {
    const sections = await drawnSections([
      { ...createSection("spotlight", "banner"), id: "a", reference: model.id, eyebrow: "2026-12-01" },
      { ...createSection("spotlight", "strip"), id: "b", title: "Coming", reference: "no-such-model" },
    ]);
    render(<PublishedSections sections={sections} title="Launches" catalogue={sectionCatalogueFor(sections)} />);
    expect(
      await screen.findByText(
        `New this winter (banner): ${model.name} in ${model.sizes.length} sizes, from 2026-12-01`,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText("Coming (default): not published yet")).toBeInTheDocument();
  });
});
