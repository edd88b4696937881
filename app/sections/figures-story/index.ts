import { block, columns, line, textLines } from "../drawing";
import { commonFields, defineSection, field, itemsField, newItems } from "../types";

/** A story beside a tall picture, with three figures below it. */
const figuresStory = defineSection({
  type: "figures-story",
  name: "Story with Figures",
  tab: "Brand",
  order: 9,
  layouts: {
    "picture-left": {
      name: "Figures Story",
      description: "A tall picture on the left; a heading, a few paragraphs, three figures and a link on the right.",
      drawing: [
        block(8, 6, 44, 60),
        line(64, 12, 44, "ink", 5),
        ...textLines(64, 22, 46, 4),
        ...columns(3, 64, 16, (x) => [line(x, 50, 10, "ink", 5), line(x, 58, 12, "grey", 2)]),
      ],
    },
  },
  fields: {
    eyebrow: commonFields.eyebrow,
    title: commonFields.title,
    content: field.lines("Story"),
    imageUrl: field.image("Picture"),
    buttons: commonFields.buttons,
  },
  items: itemsField("Figure", {
    title: field.text("Figure"),
    content: field.lines("What it counts"),
  }),
  defaults: () => ({
    title: "Made to Last",
    content: "A few sentences about how and where the radiators are made.",
    backgroundColor: "#f7f3ed",
    items: newItems([
      { title: "10", content: "years of guarantee" },
      { title: "7", content: "series" },
      { title: "1", content: "workshop" },
    ]),
  }),
});

export default figuresStory;
