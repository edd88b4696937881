import { block, cardRow, columns, line, textLines } from "../drawing";
import { commonFields, defineSection, field, itemsField, newItems } from "../types";

/**
 * docs/product.md#entities, #constants features: Feature Cards (3 columns) and Feature Columns (4 on large
 * screens); the default is a list.
 */
const features = defineSection({
  type: "features",
  name: "Features",
  tab: "Features",
  order: 4,
  layouts: {
    cards: {
      name: "Feature Cards",
      description: "Cards in three columns, each with an optional picture, a title and a description.",
      drawing: [
        line(38, 6, 44, "ink", 4),
        ...cardRow(16, 50, (x) => [block(x + 6, 22, 10, 10), line(x + 6, 38, 20), ...textLines(x + 6, 46, 20, 2)]),
      ],
    },
    columns: {
      name: "Feature Columns",
      description: "Numbered columns, four across on large screens, divided by fine lines.",
      drawing: [
        line(38, 6, 44, "ink", 4),
        ...columns(4, 8, 27, (x) => [block(x, 20, 10, 10), line(x, 36, 20), ...textLines(x, 44, 22, 3)]),
      ],
    },
  },
  fields: { title: commonFields.title, content: field.lines("Content") },
  items: itemsField("Feature", {
    title: field.text("Feature name"),
    content: field.lines("Description"),
    imageUrl: field.image("Image (optional)"),
  }),
  defaults: () => ({
    title: "Features Section",
    items: newItems(Array.from({ length: 4 }, () => ({ title: "Feature Title", content: "Feature description" }))),
  }),
});

export default features;
