/**
 * Copy for /about (docs/product.md#routes About). The hero is specified as 'The ... Legacy' with the brand name
 * left out, so the hero title never contains the brand name.
 */

import type { PageCopy, TitledText } from "./page-copy";

export interface AboutProse {
  heading: string;
  paragraphs: readonly string[];
}

export interface AboutContent extends PageCopy {
  why: AboutProse;
  craftsmanship: AboutProse;
  designPhilosophy: AboutProse;
  apart: { heading: string; intro: string; points: readonly TitledText[] };
  promise: AboutProse;
}

export const about: AboutContent = {
  meta: {
    title: "About Us",
    description:
      "Designer radiators and heated towel rails from a Sheffield workshop: why we make them, the materials we choose, how we design, and what we promise you.",
    keywords: [
      "about us",
      "radiator manufacturer",
      "Sheffield radiators",
      "designer radiators UK",
      "heated towel rail maker",
    ],
  },
  hero: {
    title: "The Foundry Legacy",
    subtitle: "Sheffield making, Italian-inspired design, and radiators built to outlast the fashions around them.",
  },
  why: {
    heading: "Our Why",
    paragraphs: [
      "A radiator is one of the few things in a home that is used every day for decades, yet it is usually chosen last and in a hurry. We think it deserves the same thought as a good sofa or a kitchen table.",
      "So we make radiators and towel rails that people choose on purpose: designed to be lived with, honest about their output, and built in Sheffield to last well beyond the next redecoration.",
    ],
  },
  craftsmanship: {
    heading: "Craftsmanship & Materials",
    paragraphs: [
      "Our radiators are made from low-carbon steel and extruded aluminium, with fittings in brass. Steel gives our column radiators their mass and steady warmth; aluminium lets Flusso heat up quickly on a low-temperature system.",
      "Bodies are welded and dressed by hand, then powder-coated in our workshop or chrome-plated by a specialist partner we have worked with for years. Every piece is pressure-tested at 15 bar and inspected before it is packed, and every steel and aluminium body carries a 10-\u2060year guarantee.",
    ],
  },
  designPhilosophy: {
    heading: "Design Philosophy",
    paragraphs: [
      "We design from the room inwards. A radiator should sit comfortably with the skirting, the sill and the door frame around it, and it should look deliberate whether the heating is on or off.",
      "That means restraint: clean proportions, a small palette of finishes that age well, and details such as bar spacing and valve position that are worked out properly rather than left to chance.",
    ],
  },
  apart: {
    heading: "What Sets Us Apart",
    intro: "Plenty of companies sell designer radiators. Here is what we do differently.",
    points: [
      {
        title: "Authentic Value",
        text: "Fair, transparent prices for radiators built to last, with no inflated list prices and no endless sales.",
      },
      {
        title: "Tailored Options",
        text: "Most designs are made to measure in height, width and connection, and painted finishes come in any RAL colour, usually within four to six weeks.",
      },
      {
        title: "Attention to Detail",
        text: "Matching valves, concealed brackets and hand-dressed welds: the small things that make a radiator look finished.",
      },
      {
        title: "Sustainability",
        text: "Recyclable metals, solvent-free coatings, packaging without polystyrene, and radiators sized properly for heat pumps.",
      },
    ],
  },
  promise: {
    heading: "Our Promise",
    paragraphs: [
      "When you buy from us, you deal with the people who design and make your radiator. We will give you straight answers on size and output, quote a lead time we can keep, and stand behind our work with a 10-\u2060year guarantee on every steel and aluminium body.",
      "If something is not right, tell us and we will put it right.",
    ],
  },
};
