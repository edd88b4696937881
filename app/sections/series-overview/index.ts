import { block, line, textLines } from "../drawing";
import { defineSection } from "../types";

/**
 * The seven series of the catalogue, one block each, under a navigation that stays in view (Collection). The series'
 * words, features and pictures are the catalogue's (docs/decisions/155-series-overview.md).
 */
const seriesOverview = defineSection({
  type: "series-overview",
  name: "Series Overview",
  tab: "Brand",
  order: 16,
  layouts: {
    blocks: {
      name: "Series Blocks with Navigation",
      description: "A sticky row naming every series, then each series: its picture, words, key features and gallery.",
      drawing: [
        block(0, 0, 120, 8, "faint"),
        ...[0, 1, 2, 3, 4].map((n) => line(14 + n * 20, 3, 14, "grey", 2)),
        block(8, 14, 56, 40),
        line(72, 18, 36, "ink", 6),
        ...textLines(72, 30, 40, 4),
        block(72, 56, 22, 6, "faint"),
        block(8, 60, 104, 12, "soft"),
      ],
    },
  },
  fields: {
    buttons: {
      kind: "buttons",
      label: "Links under the navigation",
      hint: "The series themselves come from the catalogue: their words, features and pictures.",
    },
  },
  defaults: () => ({
    title: "",
    buttons: [{ label: "Not sure which size? Work out what your room needs", link: "/radiator-sizing", style: "link" }],
  }),
});

export default seriesOverview;
