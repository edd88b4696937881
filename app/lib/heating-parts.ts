import type { CatalogueFitting, FittingKind } from "~/lib/catalogue/catalogue-schema";
import { fittingLabel, fittingsOfKind } from "~/lib/catalogue/prices";
import { formatPrice } from "~/lib/price-format";
import type { heatingOptions } from "~/lib/quote-line-options";

/**
 * A towel rail's electric parts (decision 224): what each way of heating it needs beside the rail, priced per rail.
 * On the central heating, nothing; electric, the thermostatic element; dual fuel, the element and the T-piece that
 * joins it to the flow. Each is the catalogue's first of its kind that fits the model.
 */
const partKinds: Record<(typeof heatingOptions)[number]["value"], FittingKind[]> = {
  central: [],
  electric: ["element"],
  "dual-fuel": ["element", "t-piece"],
};

/** A part as the buyer reads it, with its price for one rail. */
export interface HeatingPart {
  label: string;
  price: number;
}

/** The parts a rail of `modelId` heating by `heating` needs ("" is the central heating); a missing one is left out. */
export function heatingParts(fittings: readonly CatalogueFitting[], modelId: string, heating: string): HeatingPart[] {
  const kinds = partKinds[heating as keyof typeof partKinds] ?? [];
  return kinds.flatMap((kind) => {
    const [part] = fittingsOfKind(fittings, kind, modelId);
    return part ? [{ label: fittingLabel(part), price: part.price }] : [];
  });
}

/** What the parts add to one rail. */
export const heatingPartsPrice = (parts: readonly HeatingPart[]) => parts.reduce((sum, part) => sum + part.price, 0);

/** "the thermostatic element with timer (£95) and the dual-fuel T-piece, chrome (£30)". */
const named = (parts: readonly HeatingPart[]) =>
  parts
    .map(({ label, price }) => `the ${label.charAt(0).toLowerCase()}${label.slice(1)} (${formatPrice(price)})`)
    .join(" and ");

/** What the line says under its price; "" without parts. */
export const heatingPartsText = (parts: readonly HeatingPart[]) =>
  parts.length === 0 ? "" : `Includes ${named(parts)}, per rail.`;

/** The heating as the request keeps it, naming the parts it includes: "Electric, including the … (£95), per rail". */
export const heatingWithParts = (heating: string, parts: readonly HeatingPart[]) =>
  parts.length === 0 ? heating : `${heating}, including ${named(parts)}, per rail`;
