import { block, line, textLines } from "../drawing";
import { commonFields, defineSection } from "../types";

/** Where the showroom is: directions, the address and an OpenStreetMap map (Contact). */
const map = defineSection({
  type: "map",
  name: "Map",
  tab: "Brand",
  order: 13,
  layouts: {
    "directions-and-map": {
      name: "Directions and Map",
      description: "A heading, directions and the address beside a map of the showroom, with a link to a larger map.",
      drawing: [
        line(8, 12, 30, "ink", 5),
        ...textLines(8, 22, 32, 4),
        line(8, 50, 24, "grey", 2.5),
        block(46, 8, 66, 56, "faint"),
      ],
    },
  },
  fields: {
    title: commonFields.title,
    content: { kind: "lines", label: "Directions", hint: "The address and the map come from the business details." },
  },
  defaults: () => ({
    title: "Visit Our Showroom",
    content: "How to find us, and where to park.",
  }),
});

export default map;
