/** Copy for /design (docs/product.md#routes Design). The contact block's words are in ./contact. */

import type { PageCopy, TitledText } from "./page-copy";

export interface DesignStep extends TitledText {
  /** Shown as the step's numeral, e.g. "01". */
  number: string;
}

export interface DesignContent extends PageCopy {
  intro: { eyebrow: string; heading: string; body: readonly string[] };
  principles: { heading: string; intro: string; items: readonly TitledText[] };
  process: { heading: string; intro: string; steps: readonly DesignStep[] };
}

export const design: DesignContent = {
  meta: {
    title: "Our Design Approach",
    description:
      "How we design and make radiators and towel rails: form that serves function, carefully chosen steel and aluminium, precise welding and a 15 bar pressure test.",
    keywords: [
      "radiator design",
      "designer radiators",
      "radiator manufacturing",
      "made in Sheffield",
      "BS EN 442",
      "pressure tested radiators",
    ],
  },
  hero: {
    title: "The Language of Form",
    subtitle: "How we design radiators and towel rails that earn their place on the wall.",
  },
  intro: {
    eyebrow: "Design",
    heading: "Where Heat Meets Interior Design",
    body: [
      "Most radiators are designed from the inside out: a heat exchanger first, with a casing added afterwards. We work the other way as well, starting from the room, the wall and the light, and then engineering the warmth to fit.",
      "The result is a family of radiators and towel rails with clear, confident lines, each one sized, finished and tested so that it looks as good in its tenth winter as on the day it was fitted.",
    ],
  },
  principles: {
    heading: "Our Design Principles",
    intro: "Three principles guide every series, whether it is a column radiator or a compact towel rail.",
    items: [
      {
        title: "Form Meets Function",
        text: "Every line does a job. Bar spacing sets both the heat output and the way a towel hangs, and proportions are drawn to sit with skirting boards, sills and door frames.",
      },
      {
        title: "Material Excellence",
        text: "We work in low-carbon steel and extruded aluminium, chosen for how they carry heat and how they last. Finishes are powder-coated or plated to stand up to steam, knocks and daily cleaning.",
      },
      {
        title: "Precision Engineering",
        text: "Welds are laid and dressed by hand, and connections are drilled to standard pipe centres so installation is straightforward. Every radiator is pressure-tested at 15 bar, for a working pressure of 10 bar.",
      },
    ],
  },
  process: {
    heading: "From Sketch to Wall",
    intro: "Four steps take each design from a pencil line to a radiator that is ready to fit.",
    steps: [
      {
        number: "01",
        title: "Design & Conception",
        text: "Each series starts as sketches and full-size card templates pinned to a real wall. We calculate the heat output alongside the form, so the look and the warmth are settled together.",
      },
      {
        number: "02",
        title: "Material Selection",
        text: "Steel gauges, aluminium profiles and finishes are chosen for the job each product does: fast response for towel rails, mass and depth for column radiators. Every new finish is tested against steam, cleaning products and knocks before we offer it.",
      },
      {
        number: "03",
        title: "Precision Manufacturing",
        text: "Bodies are cut, formed and welded in our Sheffield workshop, then cleaned and powder-coated, or plated by a long-standing specialist partner. Made-to-measure sizes follow exactly the same route as standard ones.",
      },
      {
        number: "04",
        title: "Quality Testing",
        text: "Every radiator and towel rail is pressure-tested and inspected under daylight lamps before it is packed. Electric elements are safety-tested, and outputs are quoted to BS EN 442 at ΔT50 and ΔT30.",
      },
    ],
  },
};
