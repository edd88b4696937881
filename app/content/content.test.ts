import { describe, expect, it } from "vitest";

import { about } from "./about";
import { brand } from "./brand";
import { collectionPages } from "./collection-pages";
import { collectionHero, collectionIntro, collectionMeta, collections } from "./collections";
import { contact } from "./contact";
import { design } from "./design";
import { footer } from "./footer";
import { gallery } from "./gallery";
import { home } from "./home";
import { cookies, legalDocuments, privacy, terms } from "./legal";
import { philosophy } from "./philosophy";
import { collectionPageForSeries } from "./series";
import { collectionPageIds, series, seriesIds } from "./series";

const modules = {
  about,
  collectionPages,
  collections,
  collectionHero,
  collectionIntro,
  collectionMeta,
  collectionPageForSeries,
  contact,
  design,
  footer,
  gallery,
  home,
  legalDocuments,
  philosophy,
};

function strings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

const allStrings = strings(modules, "content");
const titles = (list: readonly { title: string }[]) => list.map((x) => x.title);

describe("copy quality", () => {
  it("has real copy everywhere: no placeholders, no empty strings", () => {
    expect(allStrings.length).toBeGreaterThan(300);
    for (const [path, text] of allStrings) {
      expect(text.trim(), path).not.toBe("");
      expect(text, path).not.toMatch(/lorem|ipsum|TODO|TBD|FIXME|xxx/i);
    }
  });

  it("uses no exclamation marks", () => {
    for (const [path, text] of allStrings) expect(text, path).not.toContain("!");
  });

  it("spells in British English", () => {
    const american =
      /\b(colors?|colored|centers?|centered|meters?|liters?|aluminum|organiz\w*|customiz\w*|optimiz\w*|favorite|gray|behavior|catalog)\b/i;
    for (const [path, text] of allStrings) expect(text, path).not.toMatch(american);
  });

  it("keeps every meta description within 150–160 characters", () => {
    const descriptions = allStrings.filter(([path]) => /(metaDescription|meta\.description)$/.test(path));
    descriptions.push(["collectionMeta.description", collectionMeta.description]);
    expect(descriptions.length).toBeGreaterThanOrEqual(17);
    for (const [path, text] of descriptions) {
      expect(text.length, path).toBeGreaterThanOrEqual(150);
      expect(text.length, path).toBeLessThanOrEqual(160);
    }
  });
});

describe("collections", () => {
  it("lists the seven series in the order of seriesIds, anchored by id", () => {
    expect(collections).toHaveLength(7);
    expect(collections.map((c) => c.id)).toEqual([...seriesIds]);
    for (const c of collections) {
      expect(c.anchorId).toBe(c.id);
      expect(c.features.length).toBeGreaterThanOrEqual(4);
      expect(c.features.length).toBeLessThanOrEqual(5);
    }
    expect(collections.map((c) => c.name)).toEqual(series.map((entry) => entry.name));
  });

  it("shows each series on a fixed collection page of its own", () => {
    const pagesShown = seriesIds.map((id) => collectionPageForSeries[id]);
    expect(new Set(pagesShown).size).toBe(seriesIds.length);
    for (const page of pagesShown) expect(collectionPageIds).toContain(page);
  });

  it("has a hero and an intro", () => {
    expect(collectionHero.title).not.toBe("");
    expect(collectionIntro.body.length).toBeGreaterThanOrEqual(1);
  });
});

describe("collection pages", () => {
  const expectedItems: Record<string, string[]> = {
    modern: ["Retto Horizontal", "Retto Vertical", "Retto Double"],
    minimalist: ["Flusso Vertical", "Flusso Horizontal", "Flusso Slim"],
    classic: ["Augusto 2-Column", "Augusto 3-Column", "Augusto 4-Column"],
    "augusto-towel-rail": [
      "Augusto Towel Rail in Chrome",
      "Augusto Towel Rail in Antique Brass",
      "Augusto Towel Rail in White",
    ],
    premium: ["Volo Ladder", "Volo Arc", "Volo Wall"],
    soffio: ["Soffio in White", "Soffio in Anthracite", "Soffio in Chrome"],
    breva: ["Breva in Chrome", "Breva in Anthracite", "Breva in Matte Black"],
    bathroom: ["Augusto Towel Rail", "Volo", "Soffio", "Breva"],
  };

  it("covers every collection page id, keyed by its own id", () => {
    expect(Object.keys(collectionPages).sort()).toEqual([...collectionPageIds].sort());
    for (const id of collectionPageIds) expect(collectionPages[id].id).toBe(id);
  });

  it("has three items per fixed page and four for bathroom, in image order", () => {
    for (const id of collectionPageIds) {
      const page = collectionPages[id];
      expect(
        page.items.map((i) => i.name),
        id,
      ).toEqual(expectedItems[id]);
      expect(page.items).toHaveLength(id === "bathroom" ? 4 : 3);
      expect(page.keywords.length, id).toBeGreaterThan(0);
    }
  });

  it("names each finish the image shows", () => {
    const finishes: Record<string, string[]> = {
      modern: ["anthracite", "white", "matte black"],
      minimalist: ["white", "anthracite", "brass"],
      classic: ["white", "anthracite", "antique brass"],
      premium: ["matte black", "chrome", "brushed brass"],
    };
    for (const [id, list] of Object.entries(finishes)) {
      const page = collectionPages[id as keyof typeof collectionPages];
      list.forEach((finish, i) => expect(page.items[i]?.description.toLowerCase(), id).toContain(finish));
    }
  });
});

describe("home", () => {
  it("uses the specified headings and labels", () => {
    expect(home.hero.title).toBe("The Art of Warmth");
    expect(home.artistry.heading).toBe("Artistry in Form");
    expect(home.essence.heading).toBe("Essence");
    expect(home.essence.linkLabel).toBe("Discover Our Story");
    expect(home.essence.linkHref).toBe("/philosophy");
    expect(home.collectionCards.viewAllLabel).toBe("View All Collections");
    expect(home.inspiration.linkHref).toBe("/gallery");
  });

  it("has six collection cards linking to the collection anchors", () => {
    const ids = ["retto", "augusto", "flusso", "volo", "soffio", "breva"];
    expect(home.collectionCards.cards.map((c) => c.id)).toEqual(ids);
    expect(home.collectionCards.cards.map((c) => c.href)).toEqual(ids.map((id) => `/collection#${id}`));
  });

  it("has four Essence values", () => {
    expect(titles(home.essence.values)).toEqual(["True Value", "Sustainability", "Innovation", "Craftsmanship"]);
  });
});

describe("design", () => {
  it("has the hero, three principles and four steps specified", () => {
    expect(design.hero.title).toBe("The Language of Form");
    expect(titles(design.principles.items)).toEqual([
      "Form Meets Function",
      "Material Excellence",
      "Precision Engineering",
    ]);
    expect(titles(design.process.steps)).toEqual([
      "Design & Conception",
      "Material Selection",
      "Precision Manufacturing",
      "Quality Testing",
    ]);
    expect(design.process.steps.map((s) => s.number)).toEqual(["01", "02", "03", "04"]);
  });
});

describe("philosophy", () => {
  it("has the hero, story, vision and six core values specified", () => {
    expect(philosophy.hero.title).toBe("Our Philosophy");
    expect(philosophy.story.heading).toBe("Our Story");
    expect(philosophy.story.paragraphs).toHaveLength(3);
    expect(philosophy.vision.heading).toBe("Our Vision");
    expect(philosophy.vision.paragraphs).toHaveLength(2);
    expect(philosophy.vision.linkLabel).toBe("Explore Our Collections");
    expect(philosophy.coreValues.heading).toBe("Core Values");
    expect(titles(philosophy.coreValues.values)).toEqual([
      "True Value",
      "Craft & Quality",
      "Timeless Design",
      "Innovation",
      "Sustainability",
      "Customer Excellence",
    ]);
  });
});

describe("about", () => {
  it("titles the hero 'The ... Legacy' without the brand name", () => {
    expect(about.hero.title).toMatch(/^The .*Legacy$/);
    expect(about.hero.title.toLowerCase()).not.toContain(brand.siteName.toLowerCase());
  });

  it("has the specified prose sections and four points", () => {
    expect(
      [about.why, about.craftsmanship, about.designPhilosophy, about.apart, about.promise].map((s) => s.heading),
    ).toEqual(["Our Why", "Craftsmanship & Materials", "Design Philosophy", "What Sets Us Apart", "Our Promise"]);
    expect(titles(about.apart.points)).toEqual([
      "Authentic Value",
      "Tailored Options",
      "Attention to Detail",
      "Sustainability",
    ]);
  });
});

describe("contact and gallery", () => {
  it("titles the contact hero for the specialists", () => {
    expect(contact.hero.title).toMatch(/specialists/i);
    expect(contact.map.heading).not.toBe("");
    expect(contact.meta.keywords.length).toBeGreaterThan(0);
  });

  it("uses the specified gallery words", () => {
    expect(gallery.hero.title).toBe("Gallery");
    expect(gallery.heading).toBe("Inspiration Gallery");
    expect(gallery.filters).toEqual([
      { value: "all", label: "All" },
      { value: "modern", label: "Modern" },
      { value: "classic", label: "Classic" },
      { value: "custom", label: "Bathroom" },
    ]);
    expect(gallery.emptyMessage).toBe("No images found for this category.");
  });
});

describe("footer", () => {
  it("has a blurb and the specified footer links", () => {
    expect(footer.blurb.length).toBeGreaterThan(40);
    const hrefs = [...footer.collections.links, ...footer.company.links, ...footer.legal.links].map((l) => l.href);
    for (const href of ["/collection/modern", "/collection/classic", "/collection/bathroom", "/about"])
      expect(hrefs).toContain(href);
  });
});

describe("legal pages", () => {
  it("have the specified titles, section counts, date and contact addresses", () => {
    expect(terms.title).toBe("Terms & Conditions");
    expect(privacy.title).toBe("Privacy Policy");
    expect(cookies.title).toBe("Cookie Policy");
    expect(terms.sections).toHaveLength(9);
    expect(privacy.sections).toHaveLength(9);
    expect(cookies.sections).toHaveLength(6);
    for (const doc of Object.values(legalDocuments)) {
      expect(doc.lastUpdated).toBe("1 May 2023");
      for (const s of doc.sections) {
        expect(s.heading).not.toMatch(/^\d/);
        expect(s.paragraphs.length).toBeGreaterThan(0);
      }
    }
    expect(terms.contactEmail).toBe("hello@tepore.co.uk");
    expect(privacy.contactEmail).toBe("privacy@tepore.co.uk");
    expect(cookies.contactEmail).toBe("privacy@tepore.co.uk");
  });

  const text = (doc: typeof terms) =>
    strings(doc, "doc")
      .map(([, s]) => s)
      .join("\n");

  it("promise at least 30 days' notice of material changes in the terms", () => {
    expect(text(terms)).toMatch(/at least 30 days' notice of any material change/);
  });

  it("name the company without inventing a company number", () => {
    for (const doc of [terms, privacy]) {
      expect(text(doc)).toContain("The Old Foundry, 12 Cornish Street, Sheffield S6 3AA");
      expect(text(doc)).toContain("registered in England and Wales");
      expect(text(doc)).toContain("company details are available on request");
    }
    expect(allStrings.some(([, s]) => /company (number|no\.)/i.test(s))).toBe(false);
  });

  it("explain privacy under UK law, including what the contact form collects", () => {
    const t = text(privacy);
    for (const phrase of ["UK GDPR", "Data Protection Act 2018", "Information Commissioner's Office (ICO)", "EmailJS"])
      expect(t).toContain(phrase);
    expect(t).toMatch(/name, your e-mail address, your company name if you choose to give it, and your message/);
  });

  it("tell the truth about cookies", () => {
    const t = text(cookies);
    expect(t).toContain("Visitors browsing this website receive no cookies at all");
    expect(t).toContain("tepore-quote");
    expect(t).toContain("tepore_session");
    expect(t).toContain("HttpOnly");
    expect(t).toContain("7 days");
    expect(t).toContain("local storage");
    expect(t).toContain("openstreetmap.org");
    expect(t).toMatch(/no cookie banner/);
  });
});
