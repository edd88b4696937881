/**
 * Copy for the /collection overview (docs/product.md#routes Collection, §3 Collection entry).
 * Images are joined by the page from the imagery module; this file holds words only.
 * Outputs are quoted to BS EN 442 at ΔT50; 1 W = 3.412 BTU/h.
 */
import { type SeriesId, seriesNames } from "./series";

export interface CollectionEntry {
  id: SeriesId;
  name: string;
  /** Equals `id`: the element id that /collection#{anchorId} scrolls to. */
  anchorId: string;
  tagline: string;
  description: string;
  features: readonly string[];
}

export interface CollectionIntro {
  eyebrow: string;
  heading: string;
  body: string[];
}

export interface CollectionHero {
  title: string;
  subtitle: string;
}

export interface CollectionMeta {
  title: string;
  description: string;
  keywords: readonly string[];
}

/** The seven series, in the order of `seriesIds`. */
export const collections: readonly CollectionEntry[] = [
  {
    id: "retto",
    name: seriesNames["retto"],
    anchorId: "retto",
    tagline: "Modern flat-panel radiators with clean, architectural lines.",
    description:
      "Retto is our flat-panel radiator: a smooth steel face with no visible seams, the convector fins hidden behind it, and crisp square edges that sit neatly against plaster and panelling. Choose it long and low beneath a window or tall and narrow beside a door; single and double panels share the same flush front, so a run of Retto looks as one.",
    features: [
      "Smooth, seamless face in low-carbon steel, single or double panel",
      "Horizontal and vertical formats, from 300 to 2,000\u00a0mm",
      "A 600\u00a0x\u00a01,400\u00a0mm Retto Double gives 2,140\u00a0W (7,302\u00a0BTU/h) at ΔT50",
      "Anthracite, white, matte black and any RAL colour to order",
      "10-\u2060year guarantee on the steel body",
    ],
  },
  {
    id: "flusso",
    name: seriesNames["flusso"],
    anchorId: "flusso",
    tagline: "Minimalist radiators in soft, rounded bars.",
    description:
      "Flusso gathers slim, fully rounded aluminium bars into a single calm surface. Aluminium holds little water and warms up quickly, which makes Flusso a natural partner for heat pumps and well-insulated homes. The bars are spaced closely enough to read as one shape from across the room and generously enough to dust between.",
    features: [
      "Rounded extruded-aluminium bars with no sharp edges",
      "Vertical, horizontal and slim formats",
      "A 1,800\u00a0x\u00a0420\u00a0mm Flusso Vertical gives 1,180\u00a0W (4,026\u00a0BTU/h) at ΔT50",
      "Low water content for a fast response on heat pumps",
      "White, anthracite and a lacquered brushed-brass finish",
    ],
  },
  {
    id: "augusto",
    name: seriesNames["augusto"],
    anchorId: "augusto",
    tagline: "Classic column radiators, built section by section.",
    description:
      "Augusto is the column radiator made the traditional way: tubular steel columns welded into sections and built up to the exact length your wall needs. It brings the generous, even warmth of a school-house radiator to Victorian terraces, Georgian townhouses and new homes alike, in 2-, 3- and 4-column depths.",
    features: [
      "2-, 3- and 4-column depths, from 70 to 140\u00a0mm",
      "Built to length in 46\u00a0mm sections, heights from 300 to 2,000\u00a0mm",
      "A 3-column, 600\u00a0mm high, 22-section Augusto gives 1,330\u00a0W (4,538\u00a0BTU/h) at ΔT50",
      "Wall brackets or cast floor feet",
      "White, anthracite, antique brass and raw lacquered steel",
    ],
  },
  {
    id: "augusto-towel-rail",
    name: seriesNames["augusto-towel-rail"],
    anchorId: "augusto-towel-rail",
    tagline: "Traditional floor-standing towel rails with Edwardian proportions.",
    description:
      "The Augusto Towel Rail stands on turned feet with a discreet wall stay, just as a period bathroom rail should. Its rounded rails and deep top bar are sized for bath sheets, and it can run from your central heating, from the mains with a concealed electric element, or from both as a dual-fuel rail.",
    features: [
      "Floor-standing on turned feet, with a wall stay for stability",
      "Central heating, electric or dual fuel",
      "A 952\u00a0x\u00a0500\u00a0mm rail gives 420\u00a0W (1,433\u00a0BTU/h) at ΔT50",
      "Chrome, antique brass and white",
      "Matching traditional valves with lever or crosshead heads",
    ],
  },
  {
    id: "volo",
    name: seriesNames["volo"],
    anchorId: "volo",
    tagline: "Designer towel rails in three sculpted forms.",
    description:
      "Volo is our designer towel rail, drawn in three forms: the broad-barred Ladder, the gently curved Arc and the compact Wall. Each is made from steel with flat, wide rails, so towels hang smoothly and dry evenly, and each is finished to stand on its own as a piece of bathroom design.",
    features: [
      "Three forms: Ladder, Arc and Wall",
      "Wide flat rails that keep towels smooth and dry them evenly",
      "A 1,200\u00a0x\u00a0500\u00a0mm Volo Ladder gives 540\u00a0W (1,842\u00a0BTU/h) at ΔT50",
      "Matte black, chrome and brushed brass",
      "Central heating, electric or dual fuel",
    ],
  },
  {
    id: "soffio",
    name: seriesNames["soffio"],
    anchorId: "soffio",
    tagline: "Round-bar towel rails in white, anthracite and chrome.",
    description:
      "Soffio is the towel rail most bathrooms need: straight 25\u00a0mm round bars, set in three generous groups on slim uprights, made with the same care as everything else we build. It comes in white, anthracite and chrome, in sizes for a cloakroom or a family bathroom, and runs on central heating, electricity or both.",
    features: [
      "25\u00a0mm round steel bars on slim uprights",
      "Heights from 800 to 1,800\u00a0mm, widths from 400 to 600\u00a0mm",
      "A 1,200\u00a0x\u00a0500\u00a0mm Soffio gives 510\u00a0W (1,740\u00a0BTU/h) at ΔT50",
      "White, anthracite and chrome",
      "Electric versions with a thermostatic element and timer",
    ],
  },
  {
    id: "breva",
    name: seriesNames["breva"],
    anchorId: "breva",
    tagline: "Square flat-bar towel rails with crisp, modern edges.",
    description:
      "Breva is named after the breeze that crosses Lake Como each afternoon, and it brings the same clarity to the bathroom: flat rectangular bars on square uprights, with sharp edges and clean reflections. It suits contemporary bathrooms in stone, slate and large-format tile, in chrome, anthracite or matte black.",
    features: [
      "Flat rectangular bars on square-section uprights",
      "Chrome, anthracite and matte black",
      "A 1,200\u00a0x\u00a0500\u00a0mm Breva gives 470\u00a0W (1,604\u00a0BTU/h) at ΔT50",
      "Concealed wall brackets for a floating look",
      "Central heating, electric or dual fuel",
    ],
  },
];

export const collectionHero: CollectionHero = {
  title: "Our Collections",
  subtitle: "Seven series of designer radiators and heated towel rails, designed and made in Sheffield.",
};

export const collectionIntro: CollectionIntro = {
  eyebrow: "The Collections",
  heading: "The Right Warmth for Every Room",
  body: [
    "Every series begins with the room it is meant for. Retto and Flusso bring quiet, modern lines to open-plan living; Augusto carries the weight and warmth of a classic column radiator; and our four towel rail series, Augusto Towel Rail, Volo, Soffio and Breva, keep bathrooms warm and towels dry.",
    "Each is offered in standard sizes, dispatched within five working days, and most are also made to measure in four to six weeks. We quote outputs in watts and BTU at ΔT50, and at ΔT30 for heat pumps, so you can size with confidence, and every steel and aluminium body carries our 10-\u2060year guarantee.",
  ],
};

export const collectionMeta: CollectionMeta = {
  title: "Designer Radiator & Towel Rail Collections",
  description:
    "Explore seven series of designer radiators and heated towel rails: flat-panel, rounded-bar and column radiators and towel rails, made to measure in Sheffield.",
  keywords: [
    "designer radiators",
    "heated towel rails",
    "column radiators",
    "flat panel radiators",
    "made to measure radiators",
    "Sheffield",
  ],
};

/** The way on at the end of the collection pages: a quotation, or another series or the gallery. */
export const collectionOnward = {
  eyebrow: "Made to measure",
  title: "Find the right size and finish",
  content: "Tell us about your room and we will recommend the size, output and finish to suit it.",
  quote: { label: "Ask for a quotation", link: "/contact", style: "primary" },
} as const;
