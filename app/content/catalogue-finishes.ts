import type { CatalogueFinish } from "~/lib/catalogue/catalogue-schema";

/**
 * The finishes the workshop offers. Stock finishes dispatch standard sizes in 5 working days; plated and
 * special finishes are applied to order; every finish can be made to measure in 4–6 weeks. A finish's surcharge
 * is a percentage of the size's price, as makers price plating and colour matching: the stock colours add
 * nothing, chrome 40 %, brass 45 %, any RAL colour 15 % (decision 074).
 */
const finish = (
  id: string,
  name: string,
  ral: string,
  hex: string,
  standardDays: number,
  surchargePercent: number,
): CatalogueFinish => ({
  id,
  name,
  ral,
  hex,
  standardDays,
  madeToMeasureWeeks: [4, 6],
  mediaId: null,
  surchargePercent,
});

export const finishes = {
  white: finish("white", "White", "RAL 9016", "#f1f0ea", 5, 0),
  anthracite: finish("anthracite", "Anthracite", "RAL 7016", "#383e42", 5, 0),
  matteBlack: finish("matte-black", "Matte black", "RAL 9005", "#141414", 5, 0),
  chrome: finish("chrome", "Chrome", "", "#c9cdd1", 5, 40),
  brushedBrass: finish("brushed-brass", "Brushed brass", "", "#b5975b", 10, 45),
  antiqueBrass: finish("antique-brass", "Antique brass", "", "#8c6b3f", 10, 45),
  rawSteel: finish("raw-steel", "Raw lacquered steel", "", "#6b6e70", 10, 20),
  anyRal: finish("any-ral", "Any RAL colour", "On request", "#a3786a", 20, 15),
} as const;
