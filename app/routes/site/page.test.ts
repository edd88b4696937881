import { beforeEach, describe, expect, it, vi } from "vitest";

import { noSearchSettings, type PageDetailsChange, type Section } from "~/lib/page-model";
import { freshPages } from "~/server/fixtures/fresh-pages";
import { createPage, getPageForEditing, savePageDraft } from "~/server/pages/drafts.server";
import { publishPage } from "~/server/pages/publishing.server";

import { pictureHero } from "../../../tests/support/fixtures";
import { loader, meta } from "./page";

/** Saves on the latest revision, as a builder that is up to date does. */
function saveAtLatest(slug: string, details: PageDetailsChange, sections?: Section[]) {
  return savePageDraft(slug, details, sections, getPageForEditing(slug)?.page.revision ?? 1);
}

async function load(slug: string) {
  try {
    return await loader({ request: new Request(`http://localhost/${slug}`), params: { slug } } as never);
  } catch (thrown) {
    return thrown as { init: { status: number } | null };
  }
}

function pageAt(slug: string, title: string, description: string, sections?: Section[]) {
  saveAtLatest(createPage().slug, { title, slug, description }, sections);
}

beforeEach(() => {
  freshPages();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("/:slug (docs/product.md#routes Dynamic page)", () => {
  it("is not found for an unknown or an unpublished slug, and for a standard page's", async () => {
    pageAt("draft-only", "Draft", "");
    for (const slug of ["nowhere", "draft-only", "about"]) {
      expect(await load(slug), slug).toMatchObject({ init: { status: 404 } });
    }
  });

  it("serves a published page's published sections and details", async () => {
    pageAt("winter", "Winter Warmth", "Cosy offers.", [pictureHero]);
    publishPage("winter");
    saveAtLatest("winter", { title: "Draft title", slug: "winter", description: "" }, []);
    expect(await load("winter")).toEqual({
      title: "Winter Warmth",
      description: "Cosy offers.",
      ...noSearchSettings,
      sections: [pictureHero],
      images: {
        alts: {},
        focalPoints: {},
        pictures: { [pictureHero.imageUrl]: expect.objectContaining({ id: "hero-home" }) },
      },
      catalogue: {},
      overHero: true,
    });
  });

  it("serves a published page without sections, for the 'No content' message", async () => {
    pageAt("empty", "Empty", "", []);
    publishPage("empty");
    expect(await load("empty")).toMatchObject({ sections: [], overHero: false });
  });
});

describe("the page's title and description", () => {
  const args = (loaderData: unknown) =>
    ({
      loaderData,
      location: { pathname: "/winter" },
      matches: [{ id: "root", data: { siteName: "Tepore", origin: "https://tepore.co.uk" } }],
    }) as never;

  it("are '{page title} | {site name}' and the description", async () => {
    const tags = meta(args({ title: "Winter Warmth", description: "Cosy offers.", sections: [pictureHero] }));
    expect(tags).toContainEqual({ title: "Winter Warmth | Tepore" });
    expect(tags).toContainEqual({ name: "description", content: "Cosy offers." });
    expect(tags).toContainEqual({ property: "og:image", content: "https://tepore.co.uk/img/hero-home-1600.webp" });
  });

  it("default to 'Page' and 'Page by {site name}'", async () => {
    const tags = meta(args({ title: "", description: "", sections: [] }));
    expect(tags).toContainEqual({ title: "Page | Tepore" });
    expect(tags).toContainEqual({ name: "description", content: "Page by Tepore" });
  });
});
