import { beforeAll, describe, expect, it } from "vitest";

import { defaultSectionsFor } from "~/content/default-sections";
import { standardPages } from "~/content/standard-pages";
import { sectionSchema } from "~/lib/page-model";
import { isPlaceholder } from "~/lib/publish-checks/placeholders";

import { sectionFolders, sectionModules } from "./registry";
import {
  createSection,
  ensureLayoutAndItems,
  loadSectionTypes,
  newItem,
  sectionTypeOf,
  sectionTypes,
} from "./section-types";

beforeAll(loadSectionTypes);

describe("the registry built from the folders (docs/decisions/180)", () => {
  it("has every folder under app/sections with a declaration, keyed by the folder, declaring that type", async () => {
    const folders = Object.keys(import.meta.glob("./*/index.ts")).map((path) => path.split("/")[1]);
    expect(Object.keys(sectionModules).sort()).toEqual(folders.sort());
    for (const [key, module] of Object.entries(sectionModules)) expect((await module.declare()).default.type).toBe(key);
    expect(
      sectionTypes()
        .map((t) => t.type)
        .sort(),
    ).toEqual(folders.sort());
  });

  it("refuses a folder whose declared type is not its name, and one without a renderer", async () => {
    const hero = sectionModules.hero!;
    sectionModules["hero-copy"] = hero;
    await expect(loadSectionTypes()).rejects.toThrow('The section folder hero-copy declares the type "hero".');
    delete sectionModules["hero-copy"];
    await loadSectionTypes();
    expect(() => sectionFolders({ "./banner/index.ts": hero.declare }, {})).toThrow(
      "The section folder banner has no render.tsx.",
    );
  });

  it("keeps the fixture section types of the tests out of the app's registry", () => {
    expect(sectionTypeOf("spotlight")).toBeUndefined();
  });
});

describe("the section registry (docs/product.md#constants)", () => {
  it("lists the five specified types first, in the Section Library's tab order, with their tabs", () => {
    expect(
      sectionTypes()
        .slice(0, 5)
        .map((t) => [t.type, t.tab]),
    ).toEqual([
      ["hero", "Hero"],
      ["text", "Text"],
      ["gallery", "Gallery"],
      ["features", "Features"],
      ["testimonial", "Testimonials"],
    ]);
  });

  it("declares the docs/product.md#constants layouts of each type, in order, each with a description", () => {
    const layouts = Object.fromEntries(
      sectionTypes()
        .slice(0, 5)
        .map((t) => [t.type, t.layouts.map((l) => [l.id, l.name])]),
    );
    expect(layouts).toEqual({
      hero: [
        ["full-width", "Full Width Hero"],
        ["split", "Split Hero"],
      ],
      text: [
        ["centered", "Centered Text"],
        ["two-column", "Two Column Text"],
      ],
      gallery: [
        ["grid", "Grid Gallery"],
        ["masonry", "Masonry Gallery"],
      ],
      features: [
        ["cards", "Feature Cards"],
        ["columns", "Feature Columns"],
      ],
      testimonial: [
        ["slider", "Testimonial Slider"],
        ["grid", "Testimonial Grid"],
      ],
    });
    for (const type of sectionTypes())
      for (const layout of type.layouts) expect(layout.description.length).toBeGreaterThan(20);
  });

  it("gives items to features, gallery and testimonial only", () => {
    expect(
      sectionTypes()
        .slice(0, 5)
        .filter((t) => t.items)
        .map((t) => t.type),
    ).toEqual(["gallery", "features", "testimonial"]);
  });

  it("finds a type, and nothing for an unknown one", () => {
    expect(sectionTypeOf("gallery")?.name).toBe("Gallery");
    expect(sectionTypeOf("banner")).toBeUndefined();
  });
});

describe("defaults for new sections (docs/product.md#entities)", () => {
  /** What a new section of the type holds besides its id, type and layout. */
  const defaults = (type: string) => {
    const { id: _id, type: _type, layout: _layout, ...held } = createSection(type, "");
    return held;
  };

  it("hero: 'Hero Section', 'Welcome to our premium radiator collection.', #f8f9fa", () => {
    expect(defaults("hero")).toEqual({
      title: "Hero Section",
      content: "Welcome to our premium radiator collection.",
      imageUrl: "",
      backgroundColor: "#f8f9fa",
    });
  });

  it("text: 'Text Section', placeholder Latin, #ffffff", () => {
    const text = defaults("text");
    expect(text).toMatchObject({ title: "Text Section", imageUrl: "", backgroundColor: "#ffffff" });
    expect(text.content).toMatch(/^Lorem ipsum dolor sit amet/);
    expect(text.items).toBeUndefined();
  });

  it("gallery: 'Gallery Section', #f8f9fa, 6 items without placeholder captions (decision 159)", () => {
    const gallery = defaults("gallery");
    expect(gallery).toMatchObject({ title: "Gallery Section", backgroundColor: "#f8f9fa" });
    expect(gallery.items).toHaveLength(6);
    for (const item of gallery.items!) expect(item).toMatchObject({ title: "", content: "", imageUrl: "" });
    expect(newItem(sectionTypeOf("gallery")!.items)).toMatchObject({ title: "", content: "", imageUrl: "" });
    const opened = ensureLayoutAndItems({ ...createSection("gallery", "grid"), items: [] });
    for (const item of opened.items!) expect(item).toMatchObject({ title: "", content: "" });
  });

  it("names every default word of the specified types among the placeholders the publish checks find", () => {
    const words = ["hero", "text", "gallery", "features", "testimonial"].flatMap((type) => {
      const section = defaults(type);
      return [section.title, section.content ?? "", ...(section.items ?? []).flatMap((i) => [i.title, i.content])];
    });
    const added = newItem();
    for (const word of [...words, added.title, added.content].filter(Boolean)) expect(isPlaceholder(word)).toBe(true);
  });

  it("features: 'Features Section', #ffffff, 4 items 'Feature Title'", () => {
    const features = defaults("features");
    expect(features).toMatchObject({ title: "Features Section", backgroundColor: "#ffffff" });
    expect(features.items).toHaveLength(4);
    for (const item of features.items!) expect(item).toMatchObject({ title: "Feature Title", imageUrl: "" });
  });

  it("testimonial: 'Testimonial Section', #f8f9fa, 3 items 'Customer Name'", () => {
    const testimonial = defaults("testimonial");
    expect(testimonial).toMatchObject({ title: "Testimonial Section", backgroundColor: "#f8f9fa" });
    expect(testimonial.items).toHaveLength(3);
    for (const item of testimonial.items!) expect(item).toMatchObject({ title: "Customer Name", imageUrl: "" });
  });

  it("gives every item an id of its own, fresh on every call", () => {
    const ids = [...defaults("gallery").items!, ...defaults("gallery").items!].map((i) => i.id);
    expect(new Set(ids).size).toBe(12);
  });
});

describe("createSection", () => {
  it("makes a valid section of the type and layout with a unique id and the defaults", () => {
    const a = createSection("features", "columns");
    const b = createSection("features", "columns");
    expect(a).toMatchObject({ type: "features", layout: "columns", title: "Features Section" });
    expect(a.id).not.toBe(b.id);
    expect(sectionSchema.safeParse(a).success).toBe(true);
  });
});

describe("ensureLayoutAndItems (docs/product.md#states Section editing)", () => {
  const bare = { id: "s", title: "", content: "", imageUrl: "", backgroundColor: "#ffffff" };

  it("chooses the first layout of the type when there is none", () => {
    expect(ensureLayoutAndItems({ ...bare, type: "text", layout: "" }).layout).toBe("centered");
    expect(ensureLayoutAndItems({ ...bare, type: "hero", layout: "" }).layout).toBe("full-width");
    expect(ensureLayoutAndItems({ ...bare, type: "text", layout: "two-column" }).layout).toBe("two-column");
  });

  it("gives an item type without items 4 items 'Item Title' / 'Item description goes here.' (a gallery blank ones)", () => {
    for (const type of ["features", "testimonial"]) {
      for (const items of [undefined, []]) {
        const ensured = ensureLayoutAndItems({ ...bare, type, layout: "", items });
        expect(ensured.items, type).toHaveLength(4);
        for (const item of ensured.items!)
          expect(item).toMatchObject({ title: "Item Title", content: "Item description goes here.", imageUrl: "" });
      }
    }
  });

  it("keeps existing items, gives no items to types without them, and leaves unknown types alone", () => {
    const items = [{ id: "i", title: "Kept", content: "", imageUrl: "" }];
    expect(ensureLayoutAndItems({ ...bare, type: "gallery", layout: "grid", items }).items).toBe(items);
    expect(ensureLayoutAndItems({ ...bare, type: "hero", layout: "" }).items).toBeUndefined();
    const unknown = { ...bare, type: "banner", layout: "" };
    expect(ensureLayoutAndItems(unknown)).toBe(unknown);
  });
});

describe("newItem (docs/product.md#states 'Add Item')", () => {
  it("is 'New Item' / 'Description for the new item' with an empty image and a fresh id", () => {
    const item = newItem();
    expect(item).toMatchObject({ title: "New Item", content: "Description for the new item", imageUrl: "" });
    expect(newItem().id).not.toBe(item.id);
  });
});

describe("the standard pages' default sections", () => {
  it("draw only types and layouts the registry knows", () => {
    for (const page of standardPages) {
      for (const section of defaultSectionsFor(page.slug, page.title)) {
        const type = sectionTypeOf(section.type);
        expect(type, `${page.slug} ${section.id}`).toBeDefined();
        expect(
          type!.layouts.map((l) => l.id),
          `${page.slug} ${section.id}`,
        ).toContain(section.layout);
      }
    }
  });
});
