import { plainText } from "~/lib/plain-text-schema";
import { connectionPositions } from "~/lib/quote-line-options";
import { z } from "~/lib/zod";

/**
 * The product catalogue: series → models → sizes and finishes. One schema for the seed, the database, the
 * admin's size table and the server's validation, so every figure obeys the same rules everywhere. Names and
 * descriptions are plain text (lib/plain-text); the description alone may hold several lines.
 */

const slugId = z
  .string()
  .min(1, "Enter an id.")
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens.");

/** A whole number of millimetres within `min`–`max`, with a message that names the field. */
const millimetres = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number of millimetres.`)
    .min(min, `${label} must be at least ${min} mm.`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-GB")} mm.`);

/** A guide price: whole pounds sterling, VAT included. */
const pounds = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of pounds.` })
    .int(`${label} must be whole pounds, without pence.`)
    .min(1, `${label} must be at least £1.`)
    .max(max, `${label} must be at most £${max.toLocaleString("en-GB")}.`);

const positive = (label: string, unit: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .positive(`${label} must be more than 0 ${unit}.`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-GB")} ${unit}.`);

export const sizeSchema = z.object({
  /** The product code, unique within the model. */
  code: z
    .string()
    .trim()
    .min(1, "Enter a product code.")
    .max(40, "Product codes are at most 40 characters.")
    .regex(/^[A-Z0-9-]+$/, "Product codes use capital letters, digits and hyphens."),
  /** e.g. "Single panel", "Double panel"; empty where the model has one build. */
  variant: plainText("line").trim().max(40, "The variant is at most 40 characters."),
  height: millimetres("Height", 200, 3000),
  width: millimetres("Width", 200, 3000),
  depth: millimetres("Depth", 20, 300),
  /** Sections, columns or bars where the design has them. */
  sections: z
    .number({ error: "Sections must be a number." })
    .int("Sections must be a whole number.")
    .min(1, "Sections must be at least 1.")
    .max(60, "Sections must be at most 60.")
    .nullable(),
  /** Output in watts at ΔT50 (EN 442, 75/65/20 °C). */
  output50: z
    .number({ error: "Output must be a number." })
    .int("Output must be a whole number of watts.")
    .min(50, "Output must be at least 50 W at ΔT50.")
    .max(10000, "Output must be at most 10,000 W at ΔT50."),
  /** kg, empty. */
  weight: positive("Weight", "kg", 400),
  /** Litres of water. */
  water: positive("Water content", "litres", 100),
  /** Distance between the centres of the flow and return connections. */
  pipeCentres: millimetres("Pipe centres", 20, 3000),
  /** The electric element's rating in watts, for rails that take one. */
  elementWatts: z
    .number({ error: "Element must be a number." })
    .int("Element must be a whole number of watts.")
    .min(100, "Element must be at least 100 W.")
    .max(2000, "Element must be at most 2,000 W.")
    .nullable(),
  /** The guide price (RRP) in the model's standard finishes, whole pounds including VAT. */
  price: pounds("Price", 50000),
});
export type CatalogueSize = z.infer<typeof sizeSchema>;

export const finishSchema = z.object({
  id: slugId,
  name: plainText("line").trim().min(1, "Enter the finish's name.").max(60),
  /** e.g. "RAL 9016"; empty for plated finishes. */
  ral: plainText("line").trim().max(40),
  /** The swatch colour. */
  hex: z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a hex colour such as #383e42."),
  /** Working days to dispatch a standard size in this finish. */
  standardDays: z.number().int().min(1, "Lead time must be at least 1 working day.").max(120),
  /** Weeks to make a size to measure in this finish, from–to. */
  madeToMeasureWeeks: z.tuple([z.number().int().min(1).max(26), z.number().int().min(1).max(26)]),
  /** A picture from the media library; empty uses the picture the site ships with. */
  mediaId: z.string().max(64).nullable(),
  /** Added to each size's price in this finish, as a whole percentage of it (chrome 40, stock colours 0). */
  surchargePercent: z
    .number({ error: "Surcharge must be a number." })
    .int("Surcharge must be a whole percentage.")
    .min(0, "Surcharge must be 0 % or more.")
    .max(300, "Surcharge must be at most 300 %."),
});
export type CatalogueFinish = z.infer<typeof finishSchema>;

const modelKinds = ["radiator", "towel-rail"] as const;

export const modelSchema = z
  .object({
    id: slugId,
    seriesId: slugId,
    name: plainText("line").trim().min(1, "Enter the model's name.").max(80),
    /** One or two sentences for cards and search results. */
    summary: plainText("line").trim().min(1, "Enter a summary.").max(300, "The summary is at most 300 characters."),
    description: plainText("lines").trim().max(3000, "The description is at most 3,000 characters."),
    kind: z.enum(modelKinds),
    material: plainText("line").trim().min(1, "Enter the material.").max(80),
    /** The EN 442 exponent n: Q = Q50 × (ΔT / 50)^n. */
    exponent: z
      .number({ error: "The exponent must be a number." })
      .min(1, "The exponent n is between 1 and 1.6.")
      .max(1.6, "The exponent n is between 1 and 1.6."),
    connection: plainText("line").trim().min(1, "Enter the connection.").max(120),
    /** Where its pipes can connect, for the finder (decision 131) and the quote. */
    connections: z
      .array(z.enum(connectionPositions, { error: "Choose where the pipes can connect from the list." }))
      .min(1, "Choose at least one position where the pipes can connect.")
      .refine((positions) => new Set(positions).size === positions.length, "Each position once."),
    /** Gap between the wall and the back of the radiator on its brackets, in mm. */
    wallClearance: millimetres("Wall clearance", 10, 200),
    guaranteeYears: z.number().int().min(1).max(30),
    finishes: z.array(finishSchema).min(1, "Add at least one finish.").max(20),
    sizes: z.array(sizeSchema).min(1, "Add at least one size.").max(120),
  })
  .superRefine((model, ctx) => {
    const seen = new Map<string, number>();
    model.sizes.forEach((size, index) => {
      const first = seen.get(size.code);
      if (first !== undefined)
        ctx.addIssue({
          code: "custom",
          path: ["sizes", index, "code"],
          message: `Product code ${size.code} is already used in row ${first + 1}.`,
        });
      else seen.set(size.code, index);
    });
    const finishIds = new Set<string>();
    model.finishes.forEach((finish, index) => {
      if (finishIds.has(finish.id))
        ctx.addIssue({ code: "custom", path: ["finishes", index, "id"], message: "Each finish may appear once." });
      finishIds.add(finish.id);
      const [from, to] = finish.madeToMeasureWeeks;
      if (from > to)
        ctx.addIssue({
          code: "custom",
          path: ["finishes", index, "madeToMeasureWeeks"],
          message: "The made-to-measure lead time must run from the shorter to the longer number of weeks.",
        });
    });
  });
export type CatalogueModel = z.infer<typeof modelSchema>;

export const seriesSchema = z.object({
  id: slugId,
  name: plainText("line").trim().min(1).max(60),
  /** The collection page (/collection/{id}) that shows the series. */
  collectionPage: slugId,
});
export type CatalogueSeries = z.infer<typeof seriesSchema>;

/**
 * Valves (per pair), brackets and feet (per set), and a towel rail's electric parts (each): the thermostatic element
 * an electric or dual-fuel rail heats with, and the T-piece that joins a dual-fuel rail's element to its flow
 * (decision 224).
 */
export const fittingKinds = ["valves", "brackets", "element", "t-piece"] as const;
export type FittingKind = (typeof fittingKinds)[number];

/**
 * A valve set, a bracket set or an electric part, with its price. Valves fit every model; brackets, feet and
 * electric parts fit the models they name (`modelIds`), every model where they name none (decision 213).
 */
export const fittingSchema = z
  .object({
    id: slugId,
    kind: z.enum(fittingKinds, { error: "Choose valves, brackets, an electric element or a dual-fuel T-piece." }),
    name: plainText("line").trim().min(1, "Enter the fitting's name.").max(80, "The name is at most 80 characters."),
    /** e.g. "Chrome"; empty where the fitting comes in one finish. */
    finish: plainText("line").trim().max(40, "The finish is at most 40 characters."),
    price: pounds("Price", 5000),
    /** The models it fits; absent (or empty, as older catalogues may hold) for every model. Never on valves. */
    modelIds: z
      .array(slugId, { error: "Choose the models it fits from the list." })
      .min(1, "Choose the models it fits, or ‘Every model’.")
      .max(100)
      .refine((ids) => new Set(ids).size === ids.length, "Each model once.")
      .optional(),
  })
  .refine((fitting) => fitting.kind !== "valves" || fitting.modelIds === undefined, {
    path: ["modelIds"],
    message: "Valves fit every model; only brackets, feet and electric parts name the models they fit.",
  });
export type CatalogueFitting = z.infer<typeof fittingSchema>;

/** Whether a fitting fits the model: valves always, the others where they name no models or name this one. */
export const fitsModel = (fitting: CatalogueFitting, modelId: string) =>
  !fitting.modelIds?.length || fitting.modelIds.includes(modelId);

export const fittingsSchema = z
  .array(fittingSchema)
  .max(60, "The catalogue holds at most 60 fittings.")
  .superRefine((fittings, ctx) => {
    const seen = new Set<string>();
    fittings.forEach((fitting, index) => {
      if (seen.has(fitting.id))
        ctx.addIssue({ code: "custom", path: [index, "id"], message: "Each fitting's id may appear once." });
      seen.add(fitting.id);
    });
  });

export interface Catalogue {
  series: CatalogueSeries[];
  /** In display order: the series' order, then the models' own. */
  models: CatalogueModel[];
  /** Valves, brackets and electric parts, in display order. */
  fittings: CatalogueFitting[];
}
