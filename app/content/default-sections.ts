/**
 * Default sections (docs/product.md#entities 'Default sections per standard page'): what the page builder loads for a
 * page that has no stored sections. Each standard page's set retells its designed layout in
 * sections, in the brand's own words and pictures, so that publishing a set unchanged looks close
 * to the designed page (docs/product.md#standard-pages). Any other page starts with one hero.
 */
import type { Section, SectionItem } from "~/lib/page-model";
import { about } from "./about";
import { brand } from "./brand";
import { collectionHero, collectionIntro, collections } from "./collections";
import { contact } from "./contact";
import { design } from "./design";
import { gallery } from "./gallery";
import { home } from "./home";
import { imageUrl } from "./image-url";
import { galleryImages, heroImages, inspirationImages, instagramTiles, seriesImages } from "./images";
import type { Picture } from "./picture";
import { philosophy } from "./philosophy";
import type { StandardSlug } from "./standard-pages";

/** docs/product.md#entities: the one hero of a page without a default set. */
export const newPageHeroContent = "Edit this section to customize your page.";

const colours = { white: "#ffffff", linen: "#f7f3ed", night: "#151412", light: "#f8f9fa" } as const;

type Fields = Partial<Omit<Section, "id" | "type" | "layout" | "items">> & { items?: Omit<SectionItem, "id">[] };

/** Ids are stable (`{page}-{n}`, items `{page}-{n}-{m}`), so a default set renders with stable keys. */
function sectionsOf(key: string, parts: [type: string, layout: string, fields: Fields][]): Section[] {
  return parts.map(([type, layout, { items, ...fields }], index) => {
    const id = `${key}-${index + 1}`;
    return {
      id,
      type,
      layout,
      title: "",
      content: "",
      imageUrl: "",
      backgroundColor: colours.white,
      ...fields,
      ...(items && { items: items.map((item, n) => ({ id: `${id}-${n + 1}`, ...item })) }),
    };
  });
}

const paragraphs = (list: readonly string[]) => list.join("\n\n");
const heroUrl = (picture: Picture) => imageUrl(picture, 1600);

/** Short captions for the pictures the default galleries show; the catalogue holds their alt text. */
const captions: Readonly<Record<string, [title: string, content: string]>> = {
  "gallery-retto-horizontal-anthracite-living": [
    "Retto Horizontal, Anthracite",
    "Beneath a wide window in a warm, limewashed living room.",
  ],
  "gallery-augusto-4-brass-dining": [
    "Augusto 4-Column, Antique Brass",
    "Beside a walnut sideboard in a deep green dining room.",
  ],
  "gallery-volo-arc-chrome-bathroom": ["Volo Arc, Chrome", "On pale pink plaster, next to a stone basin."],
  "gallery-flusso-slim-brass-hallway": ["Flusso Slim, Brushed Brass", "In a deep green hallway with a round mirror."],
  "gallery-augusto-2-white-living": ["Augusto 2-Column, White", "Beneath a sash window in a period living room."],
  "gallery-soffio-chrome-bathroom": ["Soffio, Chrome", "On ink blue handmade tiles, with a white towel."],
  "gallery-flusso-vertical-white-hallway": [
    "Flusso Vertical, White",
    "Beside an arched doorway in a pink plaster hallway.",
  ],
  "gallery-retto-double-white-living": [
    "Retto Double, White",
    "On a terracotta clay wall with a floor lamp and framed art.",
  ],
  "gallery-augusto-3-anthracite-living": [
    "Augusto 3-Column, Anthracite",
    "Under a Georgian sash window in a sage green living room.",
  ],
  "gallery-augusto-2-white-hallway": [
    "Augusto 2-Column on Feet, White",
    "In a period hallway with a chequered stone floor.",
  ],
  "gallery-augusto-3-brass-library": [
    "Augusto 3-Column, Antique Brass",
    "Between the bookshelves of a charcoal library.",
  ],
  "gallery-augusto-rail-chrome-bathroom": [
    "Augusto Towel Rail, Chrome",
    "Beside a freestanding bath in a marble bathroom.",
  ],
  "gallery-soffio-white-bathroom": ["Soffio, White", "With a folded sage towel on a limewashed wall."],
  "gallery-breva-anthracite-bathroom": ["Breva, Anthracite", "On terracotta tiles, next to an oak vanity."],
};

function galleryItem(picture: Picture) {
  const [title, content] = captions[picture.id] ?? [picture.alt, ""];
  return { title, content, imageUrl: imageUrl(picture) };
}

const galleryPicture = (id: string) => galleryImages.find((image) => image.id === id)!;

const instagramCaptions = [
  "Brushed brass Flusso and a branch in a stone vase: a deep green hallway, finished.",
  "The wheel-head valve of an Augusto in antique brass. Small details, done properly.",
  "Warm towels every morning: Soffio in white in a limewashed bathroom.",
  "Retto in anthracite above an oak bench. Quiet lines for a busy hallway.",
];

/** The contact block's words as plain text: how to reach us, where and when. */
function contactDetails(): string {
  const { block } = contact;
  const hours = brand.openingHours.map((line) => `${line.days}: ${line.hours}`).join("\n");
  return paragraphs([
    block.intro,
    `${block.addressLabel}\n${brand.address.street}, ${brand.address.locality} ${brand.address.postcode}`,
    `${block.phoneLabel}: ${brand.phone.display}\n${block.emailLabel}: ${brand.email}`,
    `${block.hoursLabel}\n${hours}`,
  ]);
}

const contactText: [string, string, Fields] = [
  "text",
  "two-column",
  { title: contact.block.heading, content: contactDetails(), backgroundColor: colours.linen },
];

const standardSets: Readonly<Record<StandardSlug, () => Section[]>> = {
  // Home's eight: hero, the collections, two texts, the values, the gallery, the contact text and Instagram.
  "": () =>
    sectionsOf("home", [
      [
        "hero",
        "full-width",
        {
          title: home.hero.title,
          content: home.hero.subtitle,
          imageUrl: heroUrl(heroImages.home),
          backgroundColor: colours.night,
        },
      ],
      [
        "features",
        "cards",
        {
          title: home.collectionCards.heading,
          content: home.collectionCards.intro,
          items: home.collectionCards.cards.map((card) => ({
            title: card.name,
            content: card.line,
            imageUrl: imageUrl(seriesImages[card.id].gallery[0]),
          })),
        },
      ],
      [
        "text",
        "two-column",
        {
          title: home.artistry.heading,
          content: paragraphs(home.artistry.paragraphs),
          imageUrl: imageUrl(seriesImages.augusto.gallery[0]),
          backgroundColor: colours.linen,
        },
      ],
      [
        "features",
        "columns",
        {
          title: home.essence.heading,
          content: home.essence.intro,
          backgroundColor: colours.night,
          items: home.essence.values.map((value) => ({ title: value.title, content: value.text, imageUrl: "" })),
        },
      ],
      ["text", "centered", { title: philosophy.story.heading, content: philosophy.story.paragraphs[0] ?? "" }],
      [
        "gallery",
        "masonry",
        { title: home.inspiration.heading, content: home.inspiration.line, items: inspirationImages.map(galleryItem) },
      ],
      contactText,
      [
        "testimonial",
        "grid",
        {
          title: home.instagram.heading,
          content: home.instagram.line,
          items: instagramTiles.map((tile, n) => ({
            title: brand.instagram.handle,
            content: instagramCaptions[n] ?? "",
            imageUrl: imageUrl(tile),
          })),
        },
      ],
    ]),
  about: () =>
    sectionsOf("about", [
      [
        "hero",
        "full-width",
        {
          title: about.hero.title,
          content: about.hero.subtitle,
          imageUrl: heroUrl(heroImages.about),
          backgroundColor: colours.night,
        },
      ],
      [
        "text",
        "two-column",
        {
          title: about.why.heading,
          content: paragraphs(about.why.paragraphs),
          imageUrl: imageUrl(seriesImages.retto.gallery[2]),
        },
      ],
      [
        "text",
        "two-column",
        {
          title: about.craftsmanship.heading,
          content: paragraphs(about.craftsmanship.paragraphs),
          imageUrl: imageUrl(seriesImages["augusto-towel-rail"].gallery[0]),
          backgroundColor: colours.linen,
        },
      ],
      [
        "text",
        "centered",
        { title: about.designPhilosophy.heading, content: paragraphs(about.designPhilosophy.paragraphs) },
      ],
      [
        "features",
        "columns",
        {
          title: about.apart.heading,
          content: about.apart.intro,
          backgroundColor: colours.night,
          items: about.apart.points.map((point) => ({ title: point.title, content: point.text, imageUrl: "" })),
        },
      ],
      [
        "text",
        "centered",
        { title: about.promise.heading, content: paragraphs(about.promise.paragraphs), backgroundColor: colours.linen },
      ],
    ]),
  collection: () =>
    sectionsOf("collection", [
      [
        "hero",
        "full-width",
        {
          title: collectionHero.title,
          content: collectionHero.subtitle,
          imageUrl: heroUrl(heroImages.collection),
          backgroundColor: colours.night,
        },
      ],
      ["text", "two-column", { title: collectionIntro.heading, content: paragraphs(collectionIntro.body) }],
      [
        "features",
        "cards",
        {
          title: "The Series",
          content: "Seven series, one standard of making.",
          backgroundColor: colours.linen,
          items: collections.map((entry) => ({
            title: entry.name,
            content: entry.tagline,
            imageUrl: imageUrl(seriesImages[entry.id].image),
          })),
        },
      ],
    ]),
  design: () =>
    sectionsOf("design", [
      [
        "hero",
        "full-width",
        {
          title: design.hero.title,
          content: design.hero.subtitle,
          imageUrl: heroUrl(heroImages.design),
          backgroundColor: colours.night,
        },
      ],
      ["text", "two-column", { title: design.intro.heading, content: paragraphs(design.intro.body) }],
      [
        "features",
        "cards",
        {
          title: design.principles.heading,
          content: design.principles.intro,
          backgroundColor: colours.linen,
          items: design.principles.items.map((item) => ({ title: item.title, content: item.text, imageUrl: "" })),
        },
      ],
      [
        "features",
        "columns",
        {
          title: design.process.heading,
          content: design.process.intro,
          backgroundColor: colours.night,
          items: design.process.steps.map((step) => ({ title: step.title, content: step.text, imageUrl: "" })),
        },
      ],
      contactText,
    ]),
  philosophy: () =>
    sectionsOf("philosophy", [
      [
        "hero",
        "full-width",
        {
          title: philosophy.hero.title,
          content: philosophy.hero.subtitle,
          imageUrl: heroUrl(heroImages.philosophy),
          backgroundColor: colours.night,
        },
      ],
      [
        "text",
        "two-column",
        {
          title: philosophy.story.heading,
          content: paragraphs(philosophy.story.paragraphs),
          imageUrl: imageUrl(seriesImages.flusso.gallery[1]),
        },
      ],
      [
        "text",
        "centered",
        {
          title: philosophy.vision.heading,
          content: paragraphs(philosophy.vision.paragraphs),
          backgroundColor: colours.linen,
        },
      ],
      [
        "features",
        "cards",
        {
          title: philosophy.coreValues.heading,
          content: philosophy.coreValues.intro,
          items: philosophy.coreValues.values.map((value) => ({
            title: value.title,
            content: value.text,
            imageUrl: "",
          })),
        },
      ],
    ]),
  gallery: () =>
    sectionsOf("gallery", [
      [
        "hero",
        "full-width",
        {
          title: gallery.hero.title,
          content: gallery.hero.subtitle,
          imageUrl: heroUrl(heroImages.gallery),
          backgroundColor: colours.night,
        },
      ],
      [
        "gallery",
        "grid",
        {
          title: gallery.heading,
          content: gallery.intro,
          items: [
            "gallery-retto-horizontal-anthracite-living",
            "gallery-flusso-vertical-white-hallway",
            "gallery-retto-double-white-living",
            "gallery-flusso-slim-brass-hallway",
            "gallery-augusto-3-anthracite-living",
            "gallery-augusto-2-white-hallway",
            "gallery-augusto-4-brass-dining",
            "gallery-augusto-3-brass-library",
            "gallery-augusto-rail-chrome-bathroom",
            "gallery-volo-arc-chrome-bathroom",
            "gallery-soffio-white-bathroom",
            "gallery-breva-anthracite-bathroom",
          ].map((id) => galleryItem(galleryPicture(id))),
        },
      ],
    ]),
  contact: () =>
    sectionsOf("contact", [
      [
        "hero",
        "full-width",
        {
          title: contact.hero.title,
          content: contact.hero.subtitle,
          imageUrl: heroUrl(heroImages.contact),
          backgroundColor: colours.night,
        },
      ],
      contactText,
      [
        "text",
        "centered",
        {
          title: contact.map.heading,
          content: paragraphs([
            contact.map.directions,
            `${brand.address.street}\n${brand.address.locality} ${brand.address.postcode}, ${brand.address.country}`,
          ]),
        },
      ],
    ]),
};

/** docs/product.md#states: the sections a page starts with when none are stored for its slug. */
export function defaultSectionsFor(slug: string, title: string): Section[] {
  const set = standardSets[slug as StandardSlug];
  if (set) return set();
  return sectionsOf("page", [
    ["hero", "full-width", { title, content: newPageHeroContent, backgroundColor: colours.light }],
  ]);
}
