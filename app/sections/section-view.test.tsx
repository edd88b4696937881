// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { galleryFallbackItems } from "~/content/gallery-fallback";
import { pagePictures } from "~/content/image-url";
import { heroImages } from "~/content/images";
import type { Section, SectionItem } from "~/lib/page-model";

import { EmptyPage } from "./empty-page";
import { PageImagesProvider } from "./page-images";
import { imagePlaceholderLabel } from "./parts/section-image";
import { PublishedSections } from "./published-sections";
import { sectionModules } from "./registry";
import { loadSectionTypes, resolveLayouts } from "./section-types";
import { loadRenderers, SectionList, SectionView } from "./section-view";

beforeAll(async () => {
  await loadRenderers(Object.keys(sectionModules).map((type) => ({ type })));
  await loadSectionTypes();
});
afterEach(cleanup);

const heroPicture = "/img/hero-home-1600.webp";

function section(type: string, layout: string, extra: Partial<Section> = {}): Section {
  return {
    id: `${type}-${layout || "none"}`,
    type,
    layout,
    title: `${type} ${layout} title`,
    content: `${type} ${layout} content`,
    imageUrl: "",
    backgroundColor: "#ffffff",
    ...extra,
  };
}

const items = (count: number, make: (n: number) => Partial<SectionItem> = () => ({})): SectionItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `item-${i + 1}`,
    title: `Item ${i + 1}`,
    content: `Text ${i + 1}`,
    imageUrl: "",
    ...make(i),
  }));

/** What a page's loader sends about the sections' images. */
const imagesOf = (sections: readonly Section[], alts: Record<string, string> = {}) => ({
  alts,
  ...pagePictures(sections),
});

/** The `<section>` drawn, and the layout it says it drew. */
function drawn(s: Section, headingLevel: 1 | 2 = 2) {
  const { container } = render(
    <PageImagesProvider value={imagesOf([s])}>
      <SectionView section={resolveLayouts([s])[0]!} headingLevel={headingLevel} />
    </PageImagesProvider>,
  );
  const element = container.querySelector("section")!;
  return { element, layout: element.getAttribute("data-layout") };
}

const placeholders = () => screen.queryAllByRole("img", { name: imagePlaceholderLabel });

describe("hero (docs/product.md#routes: full-width, split, default)", () => {
  it("full-width lays the title and text over the picture, with the catalogue's alt text", () => {
    const { element, layout } = drawn(section("hero", "full-width", { imageUrl: heroPicture }), 1);
    expect(layout).toBe("full-width");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("hero full-width title");
    expect(screen.getByText("hero full-width content")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: heroImages.home.alt })).toHaveAttribute("src", heroPicture);
    expect(element).toHaveClass("text-white");
  });

  it("full-width without a picture is drawn on its background colour", () => {
    const { element } = drawn(section("hero", "full-width", { backgroundColor: "#f8f9fa" }));
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(element).toHaveStyle({ backgroundColor: "#f8f9fa" });
    expect(element).toHaveClass("text-ink");
  });

  it("split shows the picture beside the text, and a placeholder without one", () => {
    expect(drawn(section("hero", "split")).layout).toBe("split");
    expect(placeholders()).toHaveLength(1);
  });

  it("any other layout draws the centred default", () => {
    expect(drawn(section("hero", "")).layout).toBe("default");
    cleanup();
    expect(drawn(section("hero", "banner")).layout).toBe("default");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("hero banner title");
  });
});

describe("calls to action (docs/product.md#what-you-edit)", () => {
  const buttons = [
    { label: "See the range", link: "/collection#retto", style: "primary" as const },
    { label: "Call us", link: "tel:+441144960123", style: "link" as const },
  ];

  it("hero and text sections show their buttons: pages of the site through the router, other addresses as links", () => {
    render(
      <MemoryRouter>
        <SectionList
          sections={[
            section("hero", "split", { buttons, scrollArrow: true }),
            section("text", "centered", { buttons: buttons.slice(0, 1), title: "Our Collections" }),
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole("link", { name: "See the range" }).map((link) => link.getAttribute("href"))).toEqual([
      "/collection#retto",
      "/collection#retto",
    ]);
    expect(screen.getByRole("link", { name: "Call us" })).toHaveAttribute("href", "tel:+441144960123");
  });

  it("a full-width hero's arrow is named after the section it leads to", () => {
    render(
      <MemoryRouter>
        <SectionList
          sections={[
            section("hero", "full-width", { scrollArrow: true, imageUrl: heroPicture }),
            section("text", "centered", { title: "Our Collections" }),
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("button", { name: "Scroll down to Our Collections" })).toBeInTheDocument();
  });
});

describe("text (docs/product.md#routes: two-column, or default centred)", () => {
  it("two-column puts the title beside the text", () => {
    const { element, layout } = drawn(section("text", "two-column"));
    expect(layout).toBe("two-column");
    expect(element.querySelector(".lg\\:grid-cols-12")).not.toBeNull();
  });

  it("centered and any other layout are centred", () => {
    expect(drawn(section("text", "centered")).element.querySelector(".text-center")).not.toBeNull();
    cleanup();
    const { element, layout } = drawn(section("text", "whatever"));
    expect(layout).toBe("default");
    expect(element.querySelector(".text-center")).not.toBeNull();
  });

  it("renders content as plain text, in paragraphs split at blank lines (never HTML)", () => {
    const { element } = drawn(section("text", "centered", { content: "<b>Bold</b> claim\n\nSecond paragraph" }));
    expect(element.querySelector("b")).toBeNull();
    expect(screen.getByText("<b>Bold</b> claim")).toBeInTheDocument();
    expect(screen.getByText("Second paragraph").tagName).toBe("P");
  });
});

describe("gallery (docs/product.md#routes: grid, masonry, default; four fallback items)", () => {
  it("grid shows every item with its title and text", () => {
    drawn(section("gallery", "grid", { items: items(5) }));
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    expect(screen.getByText("Item 5")).toBeInTheDocument();
    expect(screen.getByText("Text 5")).toBeInTheDocument();
  });

  it("masonry shows at most 6 items, the first enlarged", () => {
    drawn(section("gallery", "masonry", { items: items(8) }));
    const tiles = screen.getAllByRole("listitem");
    expect(tiles).toHaveLength(6);
    expect(tiles[0]).toHaveClass("col-span-2", "lg:row-span-2");
    expect(tiles[1]).not.toHaveClass("col-span-2");
    expect(tiles[5]).toHaveClass("col-span-2", "lg:col-span-1");
    expect(screen.queryByText("Item 7")).not.toBeInTheDocument();
  });

  it("the default shows the title and text only", () => {
    const { layout } = drawn(
      section("gallery", "", { title: "Our Rooms", content: "A few favourites.", items: items(3) }),
    );
    expect(layout).toBe("default");
    expect(screen.getByRole("heading", { name: "Our Rooms" })).toBeInTheDocument();
    expect(screen.getByText("A few favourites.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("without items shows the four fallback items, from the catalogue", () => {
    for (const layout of ["grid", "masonry"]) {
      drawn(section("gallery", layout, { items: [] }));
      expect(screen.getAllByRole("listitem")).toHaveLength(4);
      cleanup();
    }
    drawn(section("gallery", "grid"));
    expect(galleryFallbackItems.map((i) => i.title)).toEqual([
      "Grey Designer Radiator",
      "White Column Radiator",
      "White Towel Rail",
      "Anthracite Towel Rail",
    ]);
    for (const item of galleryFallbackItems) {
      expect(screen.getByText(item.title)).toBeInTheDocument();
      expect(item.imageUrl).toMatch(/^\/img\/product-.+-\d+\.webp$/);
    }
    expect(placeholders()).toHaveLength(0);
  });

  it("an item without a picture shows a placeholder", () => {
    drawn(section("gallery", "grid", { items: items(2, (i) => ({ imageUrl: i === 0 ? heroPicture : "" })) }));
    expect(placeholders()).toHaveLength(1);
  });
});

describe("features (docs/product.md#routes: cards, columns, default; 'Feature' / 'Feature description')", () => {
  it("cards go three across, columns four on large screens", () => {
    drawn(section("features", "cards", { items: items(3) }));
    expect(screen.getByRole("list")).toHaveClass("lg:grid-cols-3");
    cleanup();
    drawn(section("features", "columns", { items: items(4) }));
    expect(screen.getByRole("list")).toHaveClass("lg:grid-cols-4");
  });

  it("the default is a simple list", () => {
    const { layout } = drawn(section("features", "nope", { items: items(2) }));
    expect(layout).toBe("default");
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Item 1", "Item 2"]);
  });

  it("fills empty fields with 'Feature' and 'Feature description'", () => {
    for (const layout of ["cards", "columns", "default"]) {
      drawn(section("features", layout, { items: items(1, () => ({ title: "", content: "" })) }));
      expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent(/^Feature$/);
      expect(screen.getByText("Feature description")).toBeInTheDocument();
      cleanup();
    }
  });
});

describe("testimonial (docs/product.md#routes: slider, grid, default list)", () => {
  it("the slider shows only the first item", () => {
    drawn(section("testimonial", "slider", { items: items(3) }));
    expect(screen.getByText("Text 1")).toBeInTheDocument();
    expect(screen.getByText("Item 1")).toBeInTheDocument();
    expect(screen.queryByText("Text 2")).not.toBeInTheDocument();
  });

  it("the grid and the default list show every item", () => {
    drawn(section("testimonial", "grid", { items: items(3) }));
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    cleanup();
    const { layout } = drawn(section("testimonial", "", { items: items(2) }));
    expect(layout).toBe("default");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("fills empty fields with 'Testimonial content' and 'Customer Name'", () => {
    for (const layout of ["slider", "grid", "default"]) {
      drawn(section("testimonial", layout, { items: items(1, () => ({ title: "", content: "" })) }));
      expect(screen.getByText("Testimonial content")).toBeInTheDocument();
      expect(screen.getByText("Customer Name")).toBeInTheDocument();
      cleanup();
    }
  });

  it("says 'No testimonials available' without items", () => {
    for (const layout of ["slider", "grid", "default"]) {
      drawn(section("testimonial", layout, { items: [] }));
      expect(screen.getByText("No testimonials available")).toBeInTheDocument();
      cleanup();
    }
  });
});

describe("any other type (docs/product.md#routes: a generic title, text and image block)", () => {
  it("shows the title, the text and the image", () => {
    const { element } = drawn(section("banner", "wide", { imageUrl: "/media/banner.png" }));
    expect(element).toHaveAttribute("data-section-type", "banner");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("banner wide title");
    expect(screen.getByText("banner wide content")).toBeInTheDocument();
    expect(element.querySelector("img")).toHaveAttribute("src", "/media/banner.png");
  });
});

describe("images (docs/product.md#routes 'A missing image shows a placeholder')", () => {
  it("a broken image turns into a placeholder of the same shape", () => {
    const { element } = drawn(section("text", "two-column", { imageUrl: "/media/gone.png" }));
    const img = element.querySelector("img")!;
    expect(img).toHaveClass("aspect-[4/5]");
    fireEvent.error(img);
    expect(element.querySelector("img")).toBeNull();
    expect(screen.getByRole("img", { name: imagePlaceholderLabel })).toHaveClass("aspect-[4/5]");
  });

  it("a full-width hero whose picture breaks falls back to its background colour", () => {
    const { element } = drawn(
      section("hero", "full-width", { imageUrl: "/media/gone.png", backgroundColor: "#ffffff" }),
    );
    expect(element).toHaveClass("text-white");
    fireEvent.error(element.querySelector("img")!);
    expect(element.querySelector("img")).toBeNull();
    expect(element).toHaveClass("text-ink");
  });
});

describe("uploaded images (docs/product.md#media)", () => {
  const upload = "/media/0123456789abcdef0123-v1600.jpg";

  it("use their responsive variants and the media library's alt text", () => {
    const { container } = render(
      <PageImagesProvider value={imagesOf([], { [upload]: "Brass rail in a green bathroom." })}>
        <SectionView section={section("text", "two-column", { imageUrl: upload })} />
      </PageImagesProvider>,
    );
    const img = screen.getByRole("img", { name: "Brass rail in a green bathroom." });
    expect(img).toHaveAttribute("src", "/media/0123456789abcdef0123-960.webp");
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      expect.stringContaining("/media/0123456789abcdef0123-1600.avif 1600w"),
    );
  });

  it("keep the catalogue's alt text for the site's own pictures", () => {
    render(
      <PageImagesProvider
        value={imagesOf([section("text", "two-column", { imageUrl: heroPicture })], { [heroPicture]: "Not this." })}
      >
        <SectionView section={section("text", "two-column", { imageUrl: heroPicture })} />
      </PageImagesProvider>,
    );
    expect(screen.getByRole("img", { name: heroImages.home.alt })).toBeInTheDocument();
  });
});

describe("background colour", () => {
  it("is the section's background, with a text colour that reads on it", () => {
    const { element } = drawn(section("features", "cards", { backgroundColor: "#151412", items: items(1) }));
    expect(element).toHaveStyle({ backgroundColor: "#151412" });
    expect(element).toHaveClass("text-white");
  });
});

describe("SectionList and PublishedSections", () => {
  const sections = [
    section("hero", "full-width", { imageUrl: heroPicture }),
    section("text", "centered"),
    section("text", "two-column"),
  ];

  it("makes the first section's title the one h1", () => {
    render(<SectionList sections={sections} />);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["hero full-width title"]);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
  });

  it("lets the header float over an opening picture hero, and starts anything else below it", () => {
    const { container } = render(<PublishedSections sections={sections} title="Winter" />);
    expect(container.firstElementChild).not.toHaveClass("pt-[4.5rem]");
    cleanup();
    const below = render(<PublishedSections sections={sections.slice(1)} title="Winter" />);
    expect(below.container.firstElementChild).toHaveClass("pt-[4.5rem]");
  });

  it("gives the page its h1 when the first section has no title", () => {
    render(<PublishedSections sections={[section("text", "centered", { title: "" })]} title="Winter Warmth" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Winter Warmth");
  });

  it("an empty page says 'No content has been added to this page yet.'", () => {
    render(<EmptyPage title="Winter Warmth" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Winter Warmth");
    expect(within(document.body).getByText("No content has been added to this page yet.")).toBeInTheDocument();
  });
});

describe("rich text (docs/product.md#what-you-edit)", () => {
  it("draws bold, italic, lists and links as elements, and typed markup as words", () => {
    const rich = section("text", "centered", {
      content: "ignored",
      richContent: [
        {
          type: "paragraph",
          runs: [
            { text: "Made in " },
            { text: "Sheffield", marks: ["bold", "italic"] },
            { text: " <script>alert(1)</script>" },
          ],
        },
        {
          type: "list",
          items: [[{ text: "Ask us", link: "/contact" }], [{ text: "Call", link: "tel:+441144960123" }]],
        },
      ],
    });
    render(
      <MemoryRouter>
        <SectionView section={rich} />
      </MemoryRouter>,
    );
    expect(screen.getByText("Sheffield").closest("strong")).not.toBeNull();
    expect(screen.getByText("Sheffield").tagName).toBe("EM");
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByRole("link", { name: "Ask us" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+441144960123");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByText("ignored")).toBeNull();
  });
});
