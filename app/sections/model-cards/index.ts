import { seriesIds, seriesNames } from "~/content/series";

import { block, cardRow, line, textLines } from "../drawing";
import { commonFields, defineSection, field } from "../types";

/** The models of one series as cards, with their sizes, outputs and finishes from the published catalogue. */
const modelCards = defineSection({
  type: "model-cards",
  name: "Model Cards",
  tab: "Brand",
  order: 19,
  layouts: {
    grid: {
      name: "Model Card Grid",
      description: "Every model of a series as a card: sizes, heights, output at ΔT50 and finishes, with a link.",
      drawing: [
        line(8, 8, 50, "ink", 5),
        ...cardRow(20, 46, (x) => [
          line(x + 4, 26, 18),
          ...textLines(x + 4, 34, 24, 2),
          block(x + 4, 50, 4, 4, "ink"),
          block(x + 10, 50, 4, 4, "grey"),
        ]),
      ],
    },
  },
  fields: {
    reference: { kind: "select", label: "Series", options: seriesIds.map((id) => [id, seriesNames[id]] as const) },
    title: commonFields.title,
    content: field.lines("Introduction"),
  },
  defaults: () => ({
    title: "Models, Sizes and Outputs",
    reference: seriesIds[0],
  }),
});

export default modelCards;
