import { block, line, textLines } from "../drawing";
import { commonFields, defineSection, field, scrollArrowField } from "../types";

/** The designed pages' opening picture, with the title and text on its calm side (docs/product.md#standard-pages). */
const pageHero = defineSection({
  type: "page-hero",
  name: "Page Hero",
  tab: "Brand",
  order: 6,
  layouts: {
    "full-screen": {
      name: "Full Screen Page Hero",
      description: "The whole first screen: a picture, the title and text on its left, buttons and an arrow down.",
      drawing: [
        block(0, 0, 120, 72, "photo"),
        line(10, 22, 52, "white", 6),
        line(10, 32, 40, "cream"),
        block(10, 42, 22, 7, "white"),
        block(57, 62, 6, 6, "cream"),
      ],
    },
    tall: {
      name: "Tall Page Hero",
      description: "A tall opening picture with the title and text on its left; on phones the text sits below it.",
      drawing: [block(0, 0, 120, 50, "photo"), line(10, 22, 52, "white", 6), ...textLines(10, 56, 60, 2)],
    },
  },
  fields: {
    title: commonFields.title,
    content: field.lines("Text below the title"),
    imageUrl: field.image("Picture"),
    buttons: commonFields.buttons,
    scrollArrow: scrollArrowField("At the foot of the picture, leading to the next section."),
  },
  defaults: () => ({
    title: "Page Hero",
    content: "A line or two that says what this page is about.",
    backgroundColor: "#151412",
  }),
});

export default pageHero;
