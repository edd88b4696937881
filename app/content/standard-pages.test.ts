import { describe, expect, it } from "vitest";

import { sectionsSchema } from "~/lib/page-model";

import { defaultSectionsFor, newPageHeroContent } from "./default-sections";
import { galleryFallbackItems } from "./gallery-fallback";
import { pictureAtUrl } from "./image-url";
import { heroImages, instagramTiles } from "./images";
import { imageUrl } from "./picture";
import { isStandardSlug, standardPages } from "./standard-pages";

describe("standard pages (docs/product.md#entities)", () => {
  it("are the seven, in order, each published and standard with a short description", () => {
    expect(standardPages.map((p) => [p.slug, p.title])).toEqual([
      ["", "Home"],
      ["about", "About"],
      ["collection", "Collection"],
      ["design", "Design"],
      ["philosophy", "Philosophy"],
      ["gallery", "Gallery"],
      ["contact", "Contact"],
    ]);
    for (const page of standardPages) {
      expect(page).toMatchObject({ isPublished: true, isStandard: true });
      expect(page.description.length, page.title).toBeGreaterThan(50);
      expect(page.description.length, page.title).toBeLessThanOrEqual(170);
    }
    expect(isStandardSlug("")).toBe(true);
    expect(isStandardSlug("winter")).toBe(false);
  });
});

describe("default sections of the standard pages (docs/product.md#standard-pages)", () => {
  const sets = standardPages.map((page) => ({ slug: page.slug, sections: defaultSectionsFor(page.slug, page.title) }));

  it("show only the project's own pictures", () => {
    for (const { slug, sections } of sets) {
      const urls = sections.flatMap((s) => [s.imageUrl, ...(s.items ?? []).map((i) => i.imageUrl)]).filter(Boolean);
      expect(urls.length, slug).toBeGreaterThan(0);
      for (const url of urls) expect(pictureAtUrl(url), url).toBeDefined();
    }
  });

  it("have ids unique on their page", () => {
    for (const { sections } of sets) {
      const ids = sections.flatMap((s) => [s.id, ...(s.items ?? []).map((i) => i.id)]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("open home with the designed hero, and end it with the four Instagram tiles", () => {
    const home = defaultSectionsFor("", "Home");
    expect(home.map((section) => section.type)).toEqual([
      "page-hero",
      "collection-cards",
      "figures-story",
      "values",
      "inspiration",
      "contact",
      "instagram",
    ]);
    expect(home[0]).toMatchObject({
      layout: "full-screen",
      title: "The Art of Warmth",
      imageUrl: imageUrl(heroImages.home, 1600),
      buttons: [{ label: "Discover the Collections", link: "/collection", style: "light" }],
      scrollArrow: true,
    });
    expect(home[6]!.items!.map((i) => i.imageUrl)).toEqual(instagramTiles.map((tile) => imageUrl(tile)));
  });
});

describe("imageUrl and pictureAtUrl", () => {
  it("name the widest rendition that fits, and find the picture again", () => {
    expect(imageUrl(heroImages.home)).toBe("/img/hero-home-960.webp");
    expect(imageUrl(heroImages.home, 1600)).toBe("/img/hero-home-1600.webp");
    expect(imageUrl(instagramTiles[0]!)).toBe("/img/instagram-flusso-brass-detail-640.webp");
    expect(imageUrl(instagramTiles[0]!, 100)).toBe("/img/instagram-flusso-brass-detail-320.webp");
    expect(pictureAtUrl("/img/hero-home-1600.webp")).toBe(heroImages.home);
    expect(pictureAtUrl("/img/not-a-picture-960.webp")).toBeUndefined();
    expect(pictureAtUrl("/media/upload.png")).toBeUndefined();
  });

  it("a gallery's fallback items show four of the catalogue's product pictures, at the width imageUrl picks", () => {
    const pictures = galleryFallbackItems.map((item) => pictureAtUrl(item.imageUrl));
    expect(pictures.map((picture) => picture?.id.startsWith("product-"))).toEqual([true, true, true, true]);
    expect(galleryFallbackItems.map((item, i) => imageUrl(pictures[i]!))).toEqual(
      galleryFallbackItems.map((item) => item.imageUrl),
    );
  });
});

describe("default sections of any other page", () => {
  it("are one hero titled by the page, with 'Edit this section to customize your page.'", () => {
    expect(newPageHeroContent).toBe("Edit this section to customize your page.");
    expect(defaultSectionsFor("winter", "Winter Warmth")).toEqual([
      {
        id: "page-1",
        type: "hero",
        layout: "full-width",
        title: "Winter Warmth",
        content: "Edit this section to customize your page.",
        imageUrl: "",
        backgroundColor: "#f8f9fa",
      },
    ]);
  });

  it("are a fresh list each time, so editing one changes no stored value", () => {
    const first = defaultSectionsFor("", "Home");
    first[0]!.title = "Changed";
    expect(defaultSectionsFor("", "Home")[0]!.title).toBe("The Art of Warmth");
  });

  it("only ever pass the shared schema", () => {
    for (const slug of ["", "about", "collection", "design", "philosophy", "gallery", "contact", "any-page"]) {
      expect(sectionsSchema.safeParse(defaultSectionsFor(slug, slug || "Home")).success, slug).toBe(true);
    }
  });
});
