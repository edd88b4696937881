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

/** The section editor on a new spotlight banner, and what it saves. */
function editSpotlight() {
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
  // Keys without a pause between them: the fields check on change, not on timing.
  return { user: userEvent.setup({ delay: null }), onSave };
}

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
    const { user, onSave } = editSpotlight();
    expect(screen.getByRole("dialog", { name: "Edit section" })).toHaveTextContent("Spotlight · Spotlight Banner");
    expect(screen.getByRole("combobox", { name: "Model" })).toHaveValue(catalogueSeed.models[0]!.id);
    const day = screen.getByLabelText("Arrives on");
    expect(day).toHaveAttribute("type", "date");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Content",
      "Items",
      "Layout",
      "Style",
      "Advanced",
    ]);

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

  it("has a Style tab, an Items tab and a number drawn from the kinds it declares, each checked by its kind", async () => {
    const { user, onSave } = editSpotlight();
    const shops = screen.getByRole("spinbutton", { name: "Shops to show" });
    expect(shops).toHaveValue(1);
    expect(screen.getByText("The first ones of the Items tab.")).toBeInTheDocument();
    await user.clear(shops);
    await user.type(shops, "9");

    await user.click(screen.getByRole("tab", { name: "Style" }));
    expect(screen.getByRole("textbox", { name: "Banner colour" })).toHaveValue("#151412");
    await user.clear(screen.getByRole("textbox", { name: "Banner colour" }));
    await user.type(screen.getByRole("textbox", { name: "Banner colour" }), "#2b2a28");

    await user.click(screen.getByRole("tab", { name: "Items" }));
    const firstShop = () => within(within(screen.getByTestId("items-list")).getAllByRole("listitem")[0]!);
    expect(firstShop().getByText("Shop 1")).toBeInTheDocument();
    expect(firstShop().getByLabelText("Shop name")).toHaveValue("Warm House");
    expect(firstShop().getByLabelText("Town")).toHaveValue("Leeds");
    expect(firstShop().getByLabelText("Stocks it from")).toHaveAttribute("type", "date");
    const page = firstShop().getByLabelText("Shop's page");
    expect(page).toHaveValue("https://warmhouse.example");
    const suggestions = document.getElementById(page.getAttribute("list")!);
    expect(suggestions?.querySelector('option[value="/contact"]')).not.toBeNull();
    await user.clear(page);
    await user.type(page, "javascript:alert(1)");
    await user.type(firstShop().getByLabelText("Stocks it from"), "2026-12-01");

    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole("tab", { name: "Content" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Use a number from 1 to 6.")).toBeInTheDocument();
    await user.clear(screen.getByRole("spinbutton", { name: "Shops to show" }));
    await user.type(screen.getByRole("spinbutton", { name: "Shops to show" }), "2");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(screen.getByRole("tab", { name: "Items" })).toHaveAttribute("aria-selected", "true");
    expect(firstShop().getByText(/^Use a page of this site/)).toBeInTheDocument();
    await user.clear(firstShop().getByLabelText("Shop's page"));
    await user.type(firstShop().getByLabelText("Shop's page"), "/collection");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        count: 2,
        backgroundColor: "#2b2a28",
        items: [
          expect.objectContaining({ title: "Warm House", link: "/collection", eyebrow: "2026-12-01" }),
          expect.objectContaining({ title: "Heat & Home", link: "/contact" }),
        ],
      }),
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

  it("checks the items' fields and its number by their kinds, and its style by the page model", () => {
    const section = createSection("spotlight", "banner");
    const [shop, other] = section.items!;
    const errors = validateSection(
      {
        ...section,
        count: 0,
        backgroundColor: "dark",
        items: [
          { ...shop!, eyebrow: "soon" },
          { ...other!, link: "ftp://heat.example" },
        ],
      },
      sectionTypeOf("spotlight"),
    );
    expect(errors?.fields).toEqual({
      count: "Use a number from 1 to 6.",
      backgroundColor: "Use a hex colour such as #ffffff.",
    });
    expect(errors?.items).toEqual({
      [shop!.id]: { eyebrow: "Use a date such as 2026-12-01." },
      [other!.id]: { link: expect.stringMatching(/^Use a page of this site/) },
    });
    expect(validateSection({ ...section, count: 2.5 }, sectionTypeOf("spotlight"))?.fields).toEqual({
      count: "Use a whole number.",
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
    const [spotlit] = screen.getAllByRole("complementary", { name: "Spotlight" });
    expect(spotlit).toHaveStyle({ backgroundColor: "#151412" });
    expect(
      within(spotlit!)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([["Warm House, Leeds", "https://warmhouse.example"]]);
  });
});
