import { block, line, textLines } from "../drawing";
import { commonFields, defineSection, field } from "../types";

/** The designed pages' prose beside a picture (About, Design, Philosophy). */
const story = defineSection({
  type: "story",
  name: "Story",
  tab: "Brand",
  order: 7,
  layouts: {
    "picture-right": {
      name: "Picture Right Story",
      description: "A heading and a few paragraphs beside a tall picture on the right; without one, a calm column.",
      drawing: [line(8, 16, 44, "ink", 5), ...textLines(8, 28, 44, 5), block(68, 6, 44, 60)],
    },
    "picture-left": {
      name: "Picture Left Story",
      description: "The same story with the picture on the left, to alternate down a page.",
      drawing: [block(8, 6, 44, 60), line(68, 16, 44, "ink", 5), ...textLines(68, 28, 44, 5)],
    },
  },
  fields: {
    eyebrow: commonFields.eyebrow,
    title: commonFields.title,
    content: field.lines("Story"),
    imageUrl: field.image("Picture (optional)"),
    buttons: commonFields.buttons,
  },
  defaults: () => ({
    title: "Our Story",
    content: "Tell visitors something worth knowing, in a few short paragraphs.",
  }),
});

export default story;
