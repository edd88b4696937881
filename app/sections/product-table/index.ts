import { catalogueSeed } from "~/content/catalogue";

import { block, line } from "../drawing";
import { commonFields, defineSection, field } from "../types";

/** One model's sizes with their outputs at ΔT50 and ΔT30, from the published catalogue. */
const productTable = defineSection({
  type: "product-table",
  name: "Product Table",
  tab: "Brand",
  order: 20,
  layouts: {
    table: {
      name: "Size and Output Table",
      description:
        "Every size of one model: code, height, width and output at ΔT50 and ΔT30, with a link to the model.",
      drawing: [
        line(8, 8, 50, "ink", 5),
        block(8, 20, 104, 7, "soft"),
        ...[0, 1, 2, 3, 4].flatMap((row) => [
          line(12, 32 + row * 7, 20, "grey", 2.5),
          line(44, 32 + row * 7, 16, "grey", 2.5),
          line(72, 32 + row * 7, 14, "grey", 2.5),
          line(96, 32 + row * 7, 12, "grey", 2.5),
        ]),
      ],
    },
  },
  fields: {
    reference: {
      kind: "select",
      label: "Model",
      options: catalogueSeed.models.map((model) => [model.id, model.name] as const),
      hint: "Its sizes and outputs come from the published catalogue (Products).",
    },
    title: commonFields.title,
    content: field.lines("Introduction"),
  },
  defaults: () => ({
    title: "Sizes and Outputs",
    reference: catalogueSeed.models[0]?.id,
  }),
});

export default productTable;
