import { line, textLines } from "../drawing";
import { commonFields, defineSection } from "../types";

/** The introduction that follows a collection hero (Collection). */
const collectionIntro = defineSection({
  type: "collection-intro",
  name: "Introduction",
  tab: "Brand",
  order: 15,
  layouts: {
    "heading-left": {
      name: "Introduction, Heading Left",
      description: "The heading on the left; the first paragraph large as a lede, the rest below it, on the right.",
      drawing: [
        line(8, 16, 40, "ink", 6),
        line(8, 26, 30, "ink", 6),
        line(60, 16, 52, "ink", 4),
        line(60, 23, 40, "ink", 4),
        ...textLines(60, 34, 52, 4),
      ],
    },
  },
  fields: {
    eyebrow: commonFields.eyebrow,
    title: commonFields.title,
    content: {
      kind: "lines",
      label: "Text",
      hint: "The first paragraph is set large. Leave an empty line between paragraphs.",
    },
  },
  defaults: () => ({
    title: "An Introduction",
    content: "A first sentence that sets the scene.\n\nA paragraph with the detail.",
  }),
});

export default collectionIntro;
