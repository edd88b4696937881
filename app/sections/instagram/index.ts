import { brand } from "~/content/brand";

import { block, columns, line, textLines } from "../drawing";
import { commonFields, defineSection, field, itemsField, newItems } from "../types";

/** Square tiles leading to the Instagram account, under a centred heading. */
const instagram = defineSection({
  type: "instagram",
  name: "Instagram",
  tab: "Brand",
  order: 14,
  layouts: {
    tiles: {
      name: "Instagram Tiles",
      description: "Four square pictures that lead to the account, a centred heading, a line and a link.",
      drawing: [
        block(56, 6, 8, 8, "grey"),
        line(36, 18, 48, "ink", 5),
        ...textLines(30, 27, 60, 1),
        ...columns(4, 8, 27, (x) => [block(x, 36, 24, 24)]),
        line(46, 65, 28, "ink", 2.5),
      ],
    },
  },
  fields: {
    title: commonFields.title,
    content: field.lines("Line below the title"),
    buttons: {
      kind: "buttons",
      label: "Buttons",
      hint: "The first button's address is where the pictures lead: the account.",
    },
  },
  items: itemsField("Tile", {
    title: field.text("Name (for you, not shown)"),
    content: field.lines("What the picture shows"),
    imageUrl: field.image("Picture"),
  }),
  defaults: () => ({
    title: "Follow Us",
    buttons: [{ label: `Follow ${brand.instagram.handle}`, link: brand.instagram.url, style: "link" }],
    items: newItems(Array.from({ length: 4 }, (_, n) => ({ title: `Tile ${n + 1}`, content: "" }))),
  }),
});

export default instagram;
