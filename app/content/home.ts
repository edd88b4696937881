/** Copy for the home page (docs/product.md#routes Home). The contact block's words are in ./contact. */
import { brand } from "./brand";
import type { SeriesId } from "./series";

export interface HomeCollectionCard {
  id: SeriesId;
  name: string;
  /** A one-word character, shown above the name. */
  category: string;
  line: string;
  /** docs/product.md#routes: the home page links to /collection#{id}. */
  href: string;
}

export interface HomeStat {
  value: string;
  label: string;
}

export interface HomeValue {
  title: string;
  text: string;
}

export interface HomeContent {
  meta: { title: string; description: string };
  hero: {
    title: string;
    subtitle: string;
    ctaLabel: string;
    ctaHref: string;
  };
  collectionCards: {
    eyebrow: string;
    heading: string;
    intro: string;
    /** Retto, Augusto, Flusso, Volo, Soffio, Breva: the order of docs/product.md#routes. */
    cards: readonly HomeCollectionCard[];
    viewAllLabel: string;
    viewAllHref: string;
  };
  artistry: {
    eyebrow: string;
    heading: string;
    paragraphs: readonly string[];
    stats: readonly HomeStat[];
    linkLabel: string;
    linkHref: string;
  };
  essence: {
    heading: string;
    intro: string;
    values: readonly HomeValue[];
    linkLabel: string;
    linkHref: string;
  };
  inspiration: {
    eyebrow: string;
    heading: string;
    line: string;
    linkLabel: string;
    linkHref: string;
  };
  instagram: {
    heading: string;
    line: string;
    linkLabel: string;
  };
}

export const home: HomeContent = {
  meta: {
    title: "Designer Radiators & Heated Towel Rails",
    description:
      "Designer radiators and heated towel rails made in Sheffield: flat-panel, rounded-bar and column radiators and towel rails, with a 10-year guarantee on bodies.",
  },
  hero: {
    title: "The Art of Warmth",
    subtitle:
      "Designer radiators and heated towel rails, made in Sheffield for rooms that deserve more than a plain white panel.",
    ctaLabel: "Discover the Collections",
    ctaHref: "/collection",
  },
  collectionCards: {
    eyebrow: "The Collections",
    heading: "Our Collections",
    intro:
      "Radiators and towel rails with distinct characters, made with the same care and the same 10-\u2060year guarantee.",
    cards: [
      {
        id: "retto",
        name: "Retto",
        category: "Modern",
        line: "Flat steel panels with clean, architectural lines.",
        href: "/collection#retto",
      },
      {
        id: "augusto",
        name: "Augusto",
        category: "Classic",
        line: "Column radiators built section by section to fit your wall.",
        href: "/collection#augusto",
      },
      {
        id: "flusso",
        name: "Flusso",
        category: "Minimalist",
        line: "Soft rounded aluminium bars that warm a room quickly.",
        href: "/collection#flusso",
      },
      {
        id: "volo",
        name: "Volo",
        category: "Designer",
        line: "Sculpted towel rails in matte black, chrome and brushed brass.",
        href: "/collection#volo",
      },
      {
        id: "soffio",
        name: "Soffio",
        category: "Towel Rail",
        line: "Round-bar towel rails in white, anthracite and chrome.",
        href: "/collection#soffio",
      },
      {
        id: "breva",
        name: "Breva",
        category: "Towel Rail",
        line: "Square flat-bar towel rails with crisp, modern edges.",
        href: "/collection#breva",
      },
    ],
    viewAllLabel: "View All Collections",
    viewAllHref: "/collection",
  },
  artistry: {
    eyebrow: "Design Philosophy",
    heading: "Artistry in Form",
    paragraphs: [
      "A radiator is on show every day of the year, warm or not, so we design ours to be looked at. Proportions are drawn to sit with skirting boards, window sills and door frames; bar spacing is set for the way heat rises and the way a towel hangs; and every finish is chosen to age gracefully.",
      "Behind the form is honest engineering. We quote outputs to BS EN 442 at ΔT50, and at ΔT30 for heat pumps, pressure-test every radiator before it leaves the workshop, and offer most designs made to measure, so the right radiator never has to be the wrong size.",
    ],
    stats: [
      { value: "10 years", label: "Guarantee on every steel and aluminium body" },
      { value: "15 bar", label: "Pressure test on every radiator and towel rail" },
      { value: "5 days", label: "Dispatch on standard sizes and finishes" },
    ],
    linkLabel: "Explore Our Design Approach",
    linkHref: "/design",
  },
  essence: {
    heading: "Essence",
    intro: "Four ideas shape everything we make, from the first sketch to the last valve.",
    values: [
      {
        title: "True Value",
        text: "A fair price for a radiator that will still look right, and work well, in twenty years. No inflated list prices and no permanent sales.",
      },
      {
        title: "Sustainability",
        text: "Steel and aluminium can be recycled again and again, and our powder coatings contain no solvents. We quote outputs at ΔT30 so you can size correctly for a heat pump.",
      },
      {
        title: "Innovation",
        text: "We refine proven engineering rather than chase novelty: better flow inside each radiator, quieter valves and electric elements with a thermostat and timer.",
      },
      {
        title: "Craftsmanship",
        text: "Every body is welded, dressed and inspected by hand in our Sheffield workshop, by people who know what a good weld looks like.",
      },
    ],
    linkLabel: "Discover Our Story",
    linkHref: "/philosophy",
  },
  inspiration: {
    eyebrow: "Inspiration",
    heading: "Warmth, at Home",
    line: "See how each series sits in a room, from open-plan kitchens and long hallways to quiet ensuites.",
    linkLabel: "View the Gallery",
    linkHref: "/gallery",
  },
  instagram: {
    heading: "Follow Our Work",
    line: `New finishes, moments from the workshop and rooms we love, on Instagram at ${brand.instagram.handle}.`,
    linkLabel: `Follow ${brand.instagram.handle} on Instagram`,
  },
};
