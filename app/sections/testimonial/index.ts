import { block, cardRow, line, textLines } from "../drawing";
import { commonFields, defineSection, field, itemsField, newItems } from "../types";

/**
 * docs/product.md#entities, #constants testimonial: Testimonial Slider (the first item) and Testimonial Grid; the
 * default is a list.
 */
const testimonial = defineSection({
  type: "testimonial",
  name: "Testimonial",
  tab: "Testimonials",
  order: 5,
  layouts: {
    slider: {
      name: "Testimonial Slider",
      description: "One testimonial at a time, large and centred: the first one is shown.",
      drawing: [
        line(38, 8, 44, "ink", 4),
        block(20, 20, 80, 40, "faint"),
        ...textLines(30, 28, 60, 3),
        line(46, 50, 28),
        block(54, 64, 3, 3, "ink"),
        block(60, 64, 3, 3),
        block(66, 64, 3, 3),
      ],
    },
    grid: {
      name: "Testimonial Grid",
      description: "Testimonials side by side in cards, each with an optional picture.",
      drawing: [
        line(38, 6, 44, "ink", 4),
        ...cardRow(18, 46, (x) => [...textLines(x + 5, 25, 22, 3), line(x + 5, 52, 16)]),
      ],
    },
  },
  fields: { title: commonFields.title, content: field.lines("Content") },
  items: itemsField("Testimonial", {
    title: field.text("Customer name"),
    content: field.lines("Quote"),
    imageUrl: field.image("Customer photo (optional)"),
  }),
  defaults: () => ({
    title: "Testimonial Section",
    backgroundColor: "#f8f9fa",
    items: newItems(Array.from({ length: 3 }, () => ({ title: "Customer Name", content: "Testimonial content" }))),
  }),
});

export default testimonial;
