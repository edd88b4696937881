import { block, line, textLines } from "../drawing";
import { commonFields, defineSection } from "../types";

/** How to reach us, and the contact form (Home, Design, Contact). */
const contact = defineSection({
  type: "contact",
  name: "Contact",
  tab: "Brand",
  order: 12,
  layouts: {
    "details-and-form": {
      name: "Contact Details and Form",
      description: "A heading, a few words, the address, e-mail, phone and hours, and the contact form beside them.",
      drawing: [
        block(0, 0, 120, 72, "cream"),
        line(8, 10, 40, "ink", 5),
        ...textLines(8, 20, 40, 2),
        ...[0, 1, 2, 3].map((row) => line(8, 36 + row * 7, 30, "grey", 2.5)),
        block(58, 8, 54, 56, "white"),
        ...[0, 1, 2].map((row) => block(64, 16 + row * 11, 42, 6, "faint")),
        block(64, 52, 20, 6, "ink"),
      ],
    },
  },
  fields: {
    eyebrow: commonFields.eyebrow,
    title: commonFields.title,
    content: {
      kind: "lines",
      label: "Introduction",
      hint: "The address, e-mail, telephone and opening hours come from the business details.",
    },
  },
  defaults: () => ({
    eyebrow: "Get in Touch",
    title: "Talk to Us",
    content: "Tell us about your room and we will recommend sizes, outputs and finishes.",
    backgroundColor: "#f7f3ed",
  }),
});

export default contact;
