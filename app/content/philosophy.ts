/** Copy for /philosophy (docs/product.md#routes Philosophy). */
import { brand } from "./brand";
import type { PageCopy, TitledText } from "./page-copy";

export interface PhilosophyContent extends PageCopy {
  story: { heading: string; paragraphs: readonly string[] };
  vision: { heading: string; paragraphs: readonly string[]; linkLabel: string; linkHref: string };
  coreValues: { heading: string; intro: string; values: readonly TitledText[] };
}

export const philosophy: PhilosophyContent = {
  meta: {
    title: "Our Philosophy",
    description:
      "The story and values behind our radiators and towel rails: true value, careful craft, timeless design, useful innovation, sustainability and customer care.",
    keywords: [
      "radiator company Sheffield",
      "designer radiator makers",
      "sustainable heating",
      "British made radiators",
      "our philosophy",
    ],
  },
  hero: {
    title: "Our Philosophy",
    subtitle: "What we believe about warmth, making things well, and the homes they go into.",
  },
  story: {
    heading: "Our Story",
    paragraphs: [
      `${brand.siteName} began in a corner of The Old Foundry in Kelham Island, Sheffield, a building that cast and forged metal for more than a hundred years. We set out with a simple frustration: radiators were either anonymous white panels or designer pieces priced beyond reason, and too few were made with real care.`,
      "Our first design was a column radiator, built section by section and finished by hand. Architects and interior designers asked for more, and the range grew into seven series, from the flat steel of Retto to the square bars of Breva, all still designed, welded and powder-coated under one roof.",
      `Our name is the Italian word for a gentle, enveloping warmth, and our series carry Italian names for the ideas behind them: Retto for straight, Flusso for flow, Soffio for a breath of air. The making, though, is pure Sheffield: steel, patience and pride in a job done properly.`,
    ],
  },
  vision: {
    heading: "Our Vision",
    paragraphs: [
      "We want every radiator we make to be the last one its room ever needs: beautiful enough to keep through every redecoration, and sound enough to outlast the boiler it was first connected to.",
      "As British homes move to heat pumps and lower flow temperatures, radiators have to work harder and be sized with more care. We design for that future now, publishing outputs at ΔT30, building for low water content where it helps, and helping every customer choose the right size rather than the biggest one.",
    ],
    linkLabel: "Explore Our Collections",
    linkHref: "/collection",
  },
  coreValues: {
    heading: "Core Values",
    intro: "Six values guide how we design, make and look after what we sell.",
    values: [
      {
        title: "True Value",
        text: "Honest prices for radiators built to last decades, not seasons. What you pay is reflected in the steel, the finish and the guarantee.",
      },
      {
        title: "Craft & Quality",
        text: "Every body is welded, dressed and inspected by hand, and every one is pressure-tested before it leaves us. Steel and aluminium bodies carry a 10-\u2060year guarantee.",
      },
      {
        title: "Timeless Design",
        text: "We draw shapes that will still feel right in twenty years, not shapes that date with the season's colour. Clean proportions outlive fashions.",
      },
      {
        title: "Innovation",
        text: "We improve what matters: output at lower flow temperatures, quieter valves, and electric elements with a thermostat and timer that use energy only when needed.",
      },
      {
        title: "Sustainability",
        text: "Recyclable metals, solvent-free powder coatings and packaging without polystyrene. A radiator that lasts is the most sustainable one of all.",
      },
      {
        title: "Customer Excellence",
        text: "Real heating specialists answer your call and your e-mail. We help you size, choose and fit the right radiator, and we stay on hand long after delivery.",
      },
    ],
  },
};
