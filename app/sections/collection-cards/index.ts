import { block, columns, line, textLines } from "../drawing";
import { commonFields, defineSection, field, itemsField, newItems } from "../types";

/** Home's 'Our Collections': a card per series, leading to it. */
const collectionCards = defineSection({
  type: "collection-cards",
  name: "Collection Cards",
  tab: "Brand",
  order: 10,
  layouts: {
    grid: {
      name: "Collection Card Grid",
      description: "Tall picture cards in three columns, each with a category, a name and a line, leading to a page.",
      drawing: [
        line(8, 6, 44, "ink", 5),
        ...columns(3, 8, 36, (x) => [block(x, 16, 32, 36), line(x, 56, 18), ...textLines(x, 62, 26, 1)]),
      ],
    },
  },
  fields: {
    eyebrow: commonFields.eyebrow,
    title: commonFields.title,
    content: field.lines("Introduction"),
    buttons: commonFields.buttons,
  },
  items: itemsField("Card", {
    eyebrow: field.text("Category"),
    title: field.text("Name"),
    content: field.lines("Line below the name"),
    imageUrl: field.image("Picture"),
    link: field.link("Leads to"),
  }),
  defaults: () => ({
    title: "Our Collections",
    items: newItems(
      ["Modern", "Classic", "Minimal"].map((category) => ({
        eyebrow: category,
        title: `${category} Series`,
        content: "A line about its character.",
        link: "/collection",
      })),
    ),
  }),
});

export default collectionCards;
