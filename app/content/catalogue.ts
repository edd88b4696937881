/**
 * The catalogue as the brand publishes it: the database is seeded from this module on first start, and the
 * administrator edits it from there. Outputs are watts at ΔT50 under EN 442 (75/65/20 °C).
 *
 * Sizes are laid out on a grid and their figures derived from one measured anchor size per model (the figure
 * the site's copy quotes), the way makers extrapolate a tested range: output is proportional to width (or to
 * the number of sections) and grows with height a little less than proportionally, because the top of a tall
 * panel sits in air the panel has already warmed. Weight and water content follow the face area.
 */
import type { Catalogue } from "~/lib/catalogue/catalogue-schema";
import type { ConnectionPosition } from "~/lib/quote-line-options";

import { finishes as f } from "./catalogue-finishes";
import { priced, seedFittings, type UnpricedModel } from "./catalogue-prices";
import { series } from "./series";

type UnpricedSize = UnpricedModel["sizes"][number];

interface Anchor {
  height: number;
  width: number;
  output50: number;
}

interface Build {
  /** e.g. "Double panel"; empty for a single build. */
  variant: string;
  /** Code letters after the model's prefix, e.g. "D". */
  codeSuffix: string;
  depth: number;
  /** The anchor's output scales to this build by this factor. */
  outputFactor: number;
  /** kg and litres per square metre of face. */
  weightPerM2: number;
  waterPerM2: number;
}

interface GridSpec {
  codePrefix: string;
  anchor: Anchor;
  /** Output ∝ height^heightExponent. */
  heightExponent: number;
  sizes: readonly (readonly [height: number, width: number])[];
  builds: readonly Build[];
  /** Sections or bars for a size, where the design has them. */
  sections?: (height: number, width: number) => number;
  /** Distance between the connections' centres for a width. */
  pipeCentres: (width: number) => number;
  electric?: boolean;
}

/** Standard element ratings; a rail takes the largest that does not exceed its own ΔT50 output. */
const elementRatings = [150, 200, 300, 400, 600, 800, 1000] as const;
const elementFor = (output50: number) =>
  [...elementRatings].reverse().find((rating) => rating <= output50) ?? elementRatings[0];

const round1 = (n: number) => Math.round(n * 10) / 10;

const grid = (spec: GridSpec): UnpricedSize[] =>
  spec.builds.flatMap((build) =>
    spec.sizes.map(([height, width]) => {
      const { anchor } = spec;
      const output50 = Math.round(
        anchor.output50 *
          build.outputFactor *
          Math.pow(height / anchor.height, spec.heightExponent) *
          (width / anchor.width),
      );
      const area = (height * width) / 1e6;
      return {
        code: `${spec.codePrefix}-${height}-${width}${build.codeSuffix ? `-${build.codeSuffix}` : ""}`,
        variant: build.variant,
        height,
        width,
        depth: build.depth,
        sections: spec.sections ? spec.sections(height, width) : null,
        output50,
        weight: round1(build.weightPerM2 * area),
        water: round1(build.waterPerM2 * area),
        pipeCentres: spec.pipeCentres(width),
        elementWatts: spec.electric ? elementFor(output50) : null,
      };
    }),
  );

const cross = (heights: readonly number[], widths: readonly number[]) =>
  heights.flatMap((h) => widths.map((w) => [h, w] as const));

/** Column radiators: built to length in 46 mm sections; output, weight and water are per section. */
interface ColumnSpec {
  codePrefix: string;
  columns: number;
  depth: number;
  /** Watts per section at 600 mm high. */
  perSection600: number;
  kgPerSection600: number;
  litresPerSection600: number;
  rows: readonly (readonly [height: number, sections: readonly number[]])[];
}
const sectionPitch = 46;
const columnHeightExponent = 0.9;

const columnSizes = (spec: ColumnSpec): UnpricedSize[] =>
  spec.rows.flatMap(([height, sectionCounts]) =>
    sectionCounts.map((sections) => {
      const scale = Math.pow(height / 600, columnHeightExponent);
      const width = sections * sectionPitch;
      return {
        code: `${spec.codePrefix}-${height}-${sections}`,
        variant: `${spec.columns}-column`,
        height,
        width,
        depth: spec.depth,
        sections,
        output50: Math.round(spec.perSection600 * scale * sections),
        weight: round1(spec.kgPerSection600 * (height / 600) * sections),
        water: round1(spec.litresPerSection600 * (height / 600) * sections),
        // The connections sit in the end sections, one section-pitch in from the outer faces.
        pipeCentres: width - sectionPitch,
        elementWatts: null,
      };
    }),
  );

const panel = {
  single: { variant: "Single panel", codeSuffix: "S", weightPerM2: 24, waterPerM2: 5.2 },
  double: { variant: "Double panel", codeSuffix: "D", weightPerM2: 46, waterPerM2: 9.8 },
} as const;

/** Bottom-opposite connections, 30 mm in from each end of the panel. */
const panelPipes = (width: number) => width - 60;
/** Towel rails connect under the centres of their uprights. */
const railPipes = (uprightWidth: number) => (width: number) => width - uprightWidth;

const columnStandard = [10, 16, 22, 28] as const;
const columnTall = [6, 8, 10, 12] as const;
const columnRows = [
  [300, columnStandard],
  [500, columnStandard],
  [600, columnStandard],
  [750, columnStandard],
  [1800, columnTall],
  [2000, columnTall],
] as const;

const radiator = { kind: "radiator", guaranteeYears: 10 } as const;
const towelRail = { kind: "towel-rail", guaranteeYears: 10 } as const;
/** Pipes into the bottom at each end: every model's connection, and the Augusto columns' side one besides. */
const bottomOpposite: ConnectionPosition[] = ["bottom-opposite"];
const railConnection = "½ in BSP, bottom, under each upright; ½ in BSP element port in dual-fuel and electric rails";

/** What the models of a series share. */
const retto = {
  ...radiator,
  seriesId: "retto",
  material: "Low-carbon steel",
  exponent: 1.3,
  connection: "½ in BSP, bottom opposite ends",
  connections: bottomOpposite,
  wallClearance: 40,
} as const;
const flusso = {
  ...radiator,
  seriesId: "flusso",
  material: "Extruded aluminium",
  exponent: 1.28,
  connection: "½ in BSP, bottom, 50 mm in from each side",
  connections: bottomOpposite,
  wallClearance: 45,
} as const;
/** Flusso's extruded bars, whatever their length. */
const flussoBars = {
  variant: "",
  codeSuffix: "",
  depth: 75,
  outputFactor: 1,
  weightPerM2: 14,
  waterPerM2: 2.6,
} as const;

const models: UnpricedModel[] = [
  {
    ...retto,
    id: "retto-horizontal",
    name: "Retto Horizontal",
    summary:
      "A long, low flat panel for beneath a window or along an open wall, 600 mm high, as a single or double panel.",
    description:
      "A smooth face of low-carbon steel with the convector fins hidden behind it and crisp square edges. Long and low beneath a window, or run along an open wall; single and double panels share the same flush front.",
    finishes: [f.anthracite, f.white, f.matteBlack, f.anyRal],
    sizes: grid({
      codePrefix: "RH",
      anchor: { height: 600, width: 1000, output50: 1290 },
      heightExponent: 0.85,
      sizes: cross([600], [600, 800, 1000, 1200, 1400, 1600, 1800, 2000]),
      builds: [
        { ...panel.single, depth: 56, outputFactor: 0.55 },
        { ...panel.double, depth: 86, outputFactor: 1 },
      ],
      pipeCentres: panelPipes,
    }),
  },
  {
    ...retto,
    id: "retto-vertical",
    name: "Retto Vertical",
    summary: "Tall and slim, for the narrow wall beside a door or chimney breast, as a single or double panel.",
    description:
      "The Retto face turned upright: a tall, slim plane of steel that brings serious warmth to a narrow wall. The double panel carries a second convector behind the first for the most heat from the least width.",
    finishes: [f.white, f.anthracite, f.matteBlack, f.anyRal],
    sizes: grid({
      codePrefix: "RV",
      anchor: { height: 1800, width: 500, output50: 1560 },
      heightExponent: 0.85,
      sizes: cross([1600, 1800, 2000], [300, 400, 500, 600]),
      builds: [
        { ...panel.single, depth: 56, outputFactor: 0.58 },
        { ...panel.double, depth: 86, outputFactor: 1 },
      ],
      pipeCentres: panelPipes,
    }),
  },
  {
    ...retto,
    id: "retto-double",
    name: "Retto Double",
    summary: "Two flat panels with the convectors hidden between them, for the most heat from the least wall.",
    description:
      "Two smooth steel faces with two rows of convector fins between them: the warmest Retto for its size, and still no deeper than a skirting board is tall.",
    exponent: 1.33,
    finishes: [f.matteBlack, f.anthracite, f.white, f.anyRal],
    sizes: grid({
      codePrefix: "RD",
      anchor: { height: 600, width: 1400, output50: 2140 },
      heightExponent: 0.85,
      sizes: cross([300, 450, 600], [600, 800, 1000, 1200, 1400, 1600, 1800]),
      builds: [{ variant: "", codeSuffix: "", depth: 102, outputFactor: 1, weightPerM2: 58, waterPerM2: 10.5 }],
      pipeCentres: panelPipes,
    }),
  },
  {
    ...flusso,
    id: "flusso-vertical",
    name: "Flusso Vertical",
    summary: "Rounded aluminium bars rising from floor to shoulder height, spaced to read as one calm surface.",
    description:
      "Slim, fully rounded bars of extruded aluminium. Aluminium holds little water and warms up quickly, which makes Flusso a natural partner for heat pumps and well-insulated homes.",
    finishes: [f.white, f.anthracite, f.brushedBrass, f.anyRal],
    sizes: grid({
      codePrefix: "FV",
      anchor: { height: 1800, width: 420, output50: 1180 },
      heightExponent: 0.9,
      sizes: cross([1600, 1800, 2000], [280, 350, 420, 490]),
      builds: [flussoBars],
      sections: (_height, width) => width / 70,
      pipeCentres: (width) => width - 100,
    }),
  },
  {
    ...flusso,
    id: "flusso-horizontal",
    name: "Flusso Horizontal",
    summary: "The same rounded bars laid flat, for beneath a window or along a landing, 550 mm high.",
    description:
      "Seven rounded aluminium bars laid one above another. Quick to warm and quick to respond to its thermostat, it suits heat pumps as well as boilers.",
    connection: "½ in BSP, bottom opposite ends",
    connections: bottomOpposite,
    finishes: [f.anthracite, f.white, f.brushedBrass, f.anyRal],
    sizes: grid({
      codePrefix: "FH",
      anchor: { height: 550, width: 1200, output50: 1260 },
      heightExponent: 0.9,
      sizes: cross([550], [600, 900, 1200, 1500, 1800]),
      builds: [flussoBars],
      sections: () => 7,
      pipeCentres: panelPipes,
    }),
  },
  {
    ...flusso,
    id: "flusso-slim",
    name: "Flusso Slim",
    summary: "Fewer, finer bars for alcoves, hallways and the space beside a door: 300 mm wide and 56 mm deep.",
    description:
      "Four slender rounded bars on a footprint just 300 mm wide and 56 mm deep, for the places a radiator has never fitted.",
    wallClearance: 40,
    finishes: [f.brushedBrass, f.white, f.anthracite, f.anyRal],
    sizes: grid({
      codePrefix: "FS",
      anchor: { height: 1800, width: 300, output50: 720 },
      heightExponent: 0.9,
      sizes: cross([1400, 1600, 1800, 2000], [300]),
      builds: [{ variant: "", codeSuffix: "", depth: 56, outputFactor: 1, weightPerM2: 12, waterPerM2: 2.2 }],
      sections: () => 4,
      pipeCentres: (width) => width - 100,
    }),
  },
  ...(
    [
      [
        "augusto-2-column",
        "Augusto 2-Column",
        2,
        70,
        40,
        0.8,
        0.35,
        [f.white, f.anthracite, f.antiqueBrass, f.rawSteel],
      ],
      [
        "augusto-3-column",
        "Augusto 3-Column",
        3,
        105,
        1330 / 22,
        1.15,
        0.5,
        [f.anthracite, f.white, f.antiqueBrass, f.rawSteel],
      ],
      [
        "augusto-4-column",
        "Augusto 4-Column",
        4,
        140,
        80,
        1.5,
        0.65,
        [f.antiqueBrass, f.white, f.anthracite, f.rawSteel],
      ],
    ] as const
  ).map(([id, name, columns, depth, perSection600, kg, litres, finishList]): UnpricedModel => ({
    ...radiator,
    id,
    seriesId: "augusto",
    name,
    summary: `Tubular steel columns, ${columns} deep (${depth} mm), built to the length your wall needs in 46 mm sections.`,
    description:
      "The column radiator made the traditional way: tubular steel columns welded into sections and built up to the exact length your wall needs, on wall brackets or cast floor feet.",
    material: "Tubular steel",
    exponent: 1.32,
    connection: "½ in BSP, bottom opposite ends or side opposite ends",
    connections: ["bottom-opposite", "side"],
    wallClearance: 50,
    finishes: [...finishList, f.anyRal],
    sizes: columnSizes({
      codePrefix: `AC${columns}`,
      columns,
      depth,
      perSection600,
      kgPerSection600: kg,
      litresPerSection600: litres,
      rows: columnRows,
    }),
  })),
  {
    ...towelRail,
    id: "augusto-towel-rail",
    seriesId: "augusto-towel-rail",
    name: "Augusto Towel Rail",
    summary: "A traditional floor-standing rail on turned feet with a wall stay and a deep top bar for bath sheets.",
    description:
      "It stands on turned feet with a discreet wall stay, just as a period bathroom rail should, and runs from central heating, from the mains with a concealed electric element, or from both as a dual-fuel rail.",
    material: "Steel tube",
    exponent: 1.25,
    connection: "½ in BSP, into the feet; ½ in BSP element port for dual fuel",
    connections: bottomOpposite,
    wallClearance: 70,
    finishes: [f.chrome, f.antiqueBrass, f.white],
    sizes: grid({
      codePrefix: "ATR",
      anchor: { height: 952, width: 500, output50: 420 },
      heightExponent: 0.9,
      sizes: cross([952], [500, 600, 700, 800, 900]),
      builds: [{ variant: "", codeSuffix: "", depth: 120, outputFactor: 1, weightPerM2: 30, waterPerM2: 9 }],
      pipeCentres: railPipes(40),
      electric: true,
    }),
  },
  ...(
    [
      [
        "volo-ladder",
        "Volo Ladder",
        "VL",
        540,
        cross([800, 1200, 1600], [400, 500, 600]),
        [f.matteBlack, f.chrome, f.brushedBrass],
        "Broad flat rails on slender uprights, so towels hang flat and dry evenly.",
      ],
      [
        "volo-arc",
        "Volo Arc",
        "VA",
        500,
        cross([800, 1200, 1600], [500, 600]),
        [f.chrome, f.matteBlack, f.brushedBrass],
        "A gently curved face that brings the rails forward, leaving room to drape a bath sheet.",
      ],
      [
        "volo-wall",
        "Volo Wall",
        "VW",
        380,
        cross([600, 800], [400, 500]),
        [f.brushedBrass, f.matteBlack, f.chrome],
        "A compact wall-hung rail for cloakrooms and ensuites where every centimetre counts.",
      ],
    ] as const
  ).map(([id, name, code, output50, sizes, finishList, summary]): UnpricedModel => ({
    ...towelRail,
    id,
    seriesId: "volo",
    name,
    summary,
    description:
      "Steel with wide, flat rails, so towels hang smoothly and dry evenly, finished to stand on its own as a piece of bathroom design. Central heating, electric or dual fuel.",
    material: "Steel",
    exponent: 1.25,
    connection: railConnection,
    connections: bottomOpposite,
    wallClearance: 50,
    finishes: [...finishList],
    sizes: grid({
      codePrefix: code,
      anchor: { height: id === "volo-wall" ? 800 : 1200, width: 500, output50 },
      heightExponent: 0.9,
      sizes,
      builds: [
        {
          variant: "",
          codeSuffix: "",
          depth: id === "volo-arc" ? 110 : 80,
          outputFactor: 1,
          weightPerM2: 28,
          waterPerM2: 8,
        },
      ],
      pipeCentres: railPipes(30),
      electric: true,
    }),
  })),
  {
    ...towelRail,
    id: "soffio",
    seriesId: "soffio",
    name: "Soffio",
    summary:
      "Straight 25 mm round bars in three generous groups on slim uprights, for a cloakroom or a family bathroom.",
    description:
      "The towel rail most bathrooms need, made with the same care as everything else we build. Central heating, electric with a thermostatic element and timer, or dual fuel.",
    material: "Steel, 25 mm round bars",
    exponent: 1.25,
    connection: railConnection,
    connections: bottomOpposite,
    wallClearance: 50,
    finishes: [f.white, f.anthracite, f.chrome],
    sizes: grid({
      codePrefix: "SO",
      anchor: { height: 1200, width: 500, output50: 510 },
      heightExponent: 0.9,
      sizes: cross([800, 1200, 1500, 1800], [400, 500, 600]),
      builds: [{ variant: "", codeSuffix: "", depth: 60, outputFactor: 1, weightPerM2: 20, waterPerM2: 7 }],
      pipeCentres: railPipes(30),
      electric: true,
    }),
  },
  {
    ...towelRail,
    id: "breva",
    seriesId: "breva",
    name: "Breva",
    summary: "Flat rectangular bars on square uprights, with sharp edges, clean reflections and concealed brackets.",
    description:
      "Named after the breeze that crosses Lake Como each afternoon: flat bars on square-section uprights, on concealed brackets that let the rail appear to float. Central heating, electric or dual fuel.",
    material: "Steel, flat bars on square uprights",
    exponent: 1.25,
    connection: railConnection,
    connections: bottomOpposite,
    wallClearance: 55,
    finishes: [f.chrome, f.anthracite, f.matteBlack],
    sizes: grid({
      codePrefix: "BR",
      anchor: { height: 1200, width: 500, output50: 470 },
      heightExponent: 0.9,
      sizes: cross([800, 1200, 1600], [400, 500, 600]),
      builds: [{ variant: "", codeSuffix: "", depth: 70, outputFactor: 1, weightPerM2: 24, waterPerM2: 7 }],
      pipeCentres: railPipes(30),
      electric: true,
    }),
  },
];

export const catalogueSeed: Catalogue = {
  series: [...series],
  models: models.map(priced),
  fittings: seedFittings,
};
