import type { SectionItem } from "~/lib/page-model";

/**
 * docs/product.md#routes: what a gallery without items shows, four of the catalogue's product pictures. The
 * addresses are written out so that the browser's bundle needs no picture catalogue; a test holds them to it.
 */
export const galleryFallbackItems: readonly SectionItem[] = [
  {
    id: "fallback-1",
    title: "Grey Designer Radiator",
    content: "Retto flat-panel radiator in anthracite grey.",
    imageUrl: "/img/product-retto-horizontal-anthracite-720.webp",
  },
  {
    id: "fallback-2",
    title: "White Column Radiator",
    content: "Augusto 2-column radiator in white.",
    imageUrl: "/img/product-augusto-2-white-720.webp",
  },
  {
    id: "fallback-3",
    title: "White Towel Rail",
    content: "Soffio towel rail in white.",
    imageUrl: "/img/product-soffio-white-720.webp",
  },
  {
    id: "fallback-4",
    title: "Anthracite Towel Rail",
    content: "Breva towel rail in anthracite.",
    imageUrl: "/img/product-breva-anthracite-720.webp",
  },
];
