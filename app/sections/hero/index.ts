import { block, line, textLines } from "../drawing";
import { commonFields, defineSection, field, scrollArrowField } from "../types";

/** docs/product.md#entities, #constants hero: Full Width Hero and Split Hero; anything else draws the centred default. */
const hero = defineSection({
  type: "hero",
  name: "Hero",
  tab: "Hero",
  order: 1,
  layouts: {
    "full-width": {
      name: "Full Width Hero",
      description:
        "A full-bleed picture with the title and text over it; the background colour when there is no picture.",
      drawing: [
        block(0, 0, 120, 72, "photo"),
        line(30, 28, 60, "white", 5),
        line(40, 38, 40, "cream"),
        block(48, 48, 24, 7, "white"),
      ],
    },
    split: {
      name: "Split Hero",
      description: "Title and text on one side, a large picture on the other.",
      drawing: [
        line(8, 24, 44, "ink", 5),
        ...textLines(8, 34, 44, 2),
        block(8, 48, 20, 7, "ink"),
        block(62, 8, 50, 56),
      ],
    },
  },
  fields: {
    title: commonFields.title,
    content: field.lines("Content"),
    imageUrl: field.image("Image"),
    buttons: commonFields.buttons,
    scrollArrow: scrollArrowField("Below the text, leading to the next section."),
  },
  defaults: () => ({
    title: "Hero Section",
    content: "Welcome to our premium radiator collection.",
    backgroundColor: "#f8f9fa",
  }),
});

export default hero;
