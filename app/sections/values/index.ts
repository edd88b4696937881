import { block, columns, line, textLines } from "../drawing";
import { commonFields, defineSection, field, itemsField, newItems } from "../types";

/** A heading over `count` numbered cells `width` wide, a hairline apart, each with text `textWidth` wide. */
const numberedCells = (count: number, width: number, textWidth: number) => [
  line(8, 8, 50, "ink", 5),
  ...columns(count, 8, width + 1, (x) => [
    block(x, 24, width, 40, "faint"),
    line(x + 4, 30, 6, "grey"),
    ...textLines(x + 4, 42, textWidth, 3),
  ]),
];

/** Numbered values, principles or process steps under a heading (Home, About, Design, Philosophy). */
const values = defineSection({
  type: "values",
  name: "Values",
  tab: "Brand",
  order: 8,
  layouts: {
    "four-columns": {
      name: "Four Column Values",
      description: "A heading and numbered values in hairline cells, four across on wide screens, two on tablets.",
      drawing: numberedCells(4, 25, 16),
    },
    "three-columns": {
      name: "Three Column Values",
      description: "The same numbered cells, three across on wide screens: for three or six values.",
      drawing: numberedCells(3, 34, 24),
    },
  },
  fields: {
    eyebrow: commonFields.eyebrow,
    title: commonFields.title,
    content: field.lines("Introduction"),
    buttons: commonFields.buttons,
  },
  items: itemsField("Value", {
    title: field.text("Name"),
    content: field.lines("Description"),
  }),
  defaults: () => ({
    title: "What We Stand For",
    backgroundColor: "#151412",
    items: newItems(
      ["Craft", "Comfort", "Care", "Calm"].map((title) => ({
        title,
        content: "A sentence on what this means for the people who live with our radiators.",
      })),
    ),
  }),
});

export default values;
