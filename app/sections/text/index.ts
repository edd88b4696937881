import { line, textLines } from "../drawing";
import { commonFields, defineSection, field } from "../types";

/** docs/product.md#entities, #constants text: Centered Text and Two Column Text; the default is centred. */
const text = defineSection({
  type: "text",
  name: "Text",
  tab: "Text",
  order: 2,
  layouts: {
    centered: {
      name: "Centered Text",
      description: "A centred title and text in one calm column, with an optional picture below.",
      drawing: [line(32, 14, 56, "ink", 5), ...textLines(22, 26, 76, 5)],
    },
    "two-column": {
      name: "Two Column Text",
      description: "Title and text side by side, or beside a picture when the section has one.",
      drawing: [line(8, 12, 48, "ink", 5), ...textLines(8, 24, 48, 6), ...textLines(64, 24, 48, 6)],
    },
  },
  fields: {
    title: commonFields.title,
    content: { kind: "rich-text", label: "Content" },
    imageUrl: field.image("Image"),
    buttons: commonFields.buttons,
  },
  defaults: () => ({
    title: "Text Section",
    content:
      "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.",
  }),
});

export default text;
