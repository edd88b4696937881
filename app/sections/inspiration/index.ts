import { block, line, textLines } from "../drawing";
import { commonFields, defineSection, field, itemsField, newItems } from "../types";

/** Pictures of rooms in justified rows, with a link to the gallery (Home's 'Inspiration'). */
const inspiration = defineSection({
  type: "inspiration",
  name: "Inspiration",
  tab: "Brand",
  order: 11,
  layouts: {
    rows: {
      name: "Inspiration Rows",
      description: "Pictures in rows of three, each as wide as its proportions ask, under a heading and a link.",
      drawing: [
        line(8, 6, 44, "ink", 5),
        ...textLines(8, 15, 50, 1),
        block(88, 8, 24, 7, "ink"),
        block(8, 22, 34, 22),
        block(44, 22, 46, 22),
        block(92, 22, 20, 22),
        block(8, 46, 50, 22),
        block(60, 46, 22, 22),
        block(84, 46, 28, 22),
      ],
    },
  },
  fields: {
    eyebrow: commonFields.eyebrow,
    title: commonFields.title,
    content: field.lines("Line below the title"),
    buttons: commonFields.buttons,
  },
  items: itemsField("Picture", {
    title: field.text("Name (for you, not shown)"),
    content: {
      kind: "lines",
      label: "Alt text if the picture has none",
      hint: "Not shown on the page. Screen readers get the picture's own alt text (Media Library), or this when it has none.",
    },
    imageUrl: field.image("Picture"),
  }),
  defaults: () => ({
    title: "Inspiration",
    items: newItems(Array.from({ length: 3 }, (_, n) => ({ title: `Room ${n + 1}`, content: "" }))),
  }),
});

export default inspiration;
