import { block, columns, line } from "../drawing";
import { commonFields, defineSection, field, itemsField, newItems } from "../types";

/** docs/product.md#entities, #constants gallery: Grid Gallery and Masonry Gallery; the default shows the title and text only. */
const gallery = defineSection({
  type: "gallery",
  name: "Gallery",
  tab: "Gallery",
  order: 3,
  layouts: {
    grid: {
      name: "Grid Gallery",
      description: "Pictures in even rows, each with its title and description below.",
      drawing: [line(40, 6, 40, "ink", 4), ...columns(3, 10, 34, (x) => [block(x, 16, 31, 24), block(x, 43, 31, 24)])],
    },
    masonry: {
      name: "Masonry Gallery",
      description: "Up to six pictures in an editorial arrangement, the first one large.",
      drawing: [
        line(40, 6, 40, "ink", 4),
        block(10, 16, 48, 51),
        block(61, 16, 23, 24),
        block(87, 16, 23, 24),
        block(61, 43, 23, 24),
        block(87, 43, 23, 24),
      ],
    },
  },
  fields: { title: commonFields.title, content: field.lines("Content") },
  items: itemsField(
    "Picture",
    {
      title: field.text("Caption"),
      content: {
        kind: "lines",
        label: "Description under the caption",
        hint: "Shown in the Grid Gallery only. Screen readers get the picture's own alt text (Media Library), or this when it has none.",
      },
      imageUrl: field.image("Image"),
    },
    { startBlank: true },
  ),
  defaults: () => ({
    title: "Gallery Section",
    backgroundColor: "#f8f9fa",
    // docs/product.md#entities names 'Gallery Item' and 'Image description'; they start blank instead (decision 159).
    items: newItems(Array.from({ length: 6 }, () => ({ title: "", content: "" }))),
  }),
});

export default gallery;
