import { block, line, textLines } from "../drawing";
import { commonFields, defineSection, field } from "../types";

/** A centred invitation with its buttons. */
const callToAction = defineSection({
  type: "call-to-action",
  name: "Call to Action",
  tab: "Brand",
  order: 17,
  layouts: {
    centred: {
      name: "Centred Call to Action",
      description: "A small line, a heading and a sentence, centred, with one or two buttons below.",
      drawing: [
        line(46, 12, 28, "grey", 2.5),
        line(28, 20, 64, "ink", 6),
        ...textLines(30, 32, 60, 2),
        block(34, 48, 24, 8, "ink"),
        block(62, 48, 24, 8, "faint"),
      ],
    },
  },
  fields: {
    eyebrow: commonFields.eyebrow,
    title: commonFields.title,
    content: field.lines("Line below the title"),
    buttons: commonFields.buttons,
  },
  defaults: () => ({
    eyebrow: "Made to measure",
    title: "Find the right size and finish",
    content: "Tell us about your room and we will recommend the size, output and finish to suit it.",
    buttons: [{ label: "Ask for a quotation", link: "/contact", style: "primary" }],
  }),
});

export default callToAction;
