import { block, columns, line, textLines } from "../drawing";
import { commonFields, defineSection } from "../types";

/** Every gallery picture, with filters by series, room and finish, and a lightbox (Gallery). */
const inspirationGallery = defineSection({
  type: "inspiration-gallery",
  name: "Inspiration Gallery",
  tab: "Brand",
  order: 18,
  layouts: {
    "filtered-grid": {
      name: "Filtered Gallery",
      description: "A centred heading, filters kept in the address, and every picture in a grid that opens a lightbox.",
      drawing: [
        line(36, 6, 48, "ink", 5),
        ...textLines(30, 15, 60, 1),
        ...columns(5, 16, 18, (x) => [block(x, 22, 16, 5, "faint")]),
        ...columns(4, 8, 26, (x) => [block(x, 32, 24, 18), block(x, 52, 24, 18)]),
      ],
    },
  },
  fields: {
    title: commonFields.title,
    content: {
      kind: "lines",
      label: "Line below the title",
      hint: "The pictures and their filters come from the catalogue.",
    },
  },
  defaults: () => ({
    title: "Inspiration Gallery",
    content: "Browse by style, then select any image for a closer look.",
  }),
});

export default inspirationGallery;
