/**
 * Copy for /gallery (docs/product.md#routes Gallery). The images and their alt text are in the imagery module.
 */
import type { GalleryCategory } from "./images";
import type { PageCopy } from "./page-copy";

/** The Bathroom filter maps to the category `custom` (docs/product.md#routes). */
export type GalleryFilter = "all" | GalleryCategory;

export interface GalleryFilterOption {
  value: GalleryFilter;
  label: string;
}

export interface GalleryContent extends PageCopy {
  heading: string;
  intro: string;
  /** All, Modern, Classic, Bathroom (docs/product.md#routes). */
  filters: readonly GalleryFilterOption[];
  filterLabel: string;
  emptyMessage: string;
  lightbox: { closeLabel: string };
}

export const gallery: GalleryContent = {
  meta: {
    title: "Gallery",
    description:
      "Designer radiators and heated towel rails in room settings: modern, classic and bathroom ideas from our Retto, Flusso, Augusto, Volo, Soffio and Breva series.",
    keywords: [
      "radiator gallery",
      "designer radiator ideas",
      "bathroom towel rail ideas",
      "column radiator living room",
      "interior inspiration",
    ],
  },
  hero: {
    title: "Gallery",
    subtitle: "Our radiators and towel rails at home, in kitchens, hallways, living rooms and bathrooms.",
  },
  heading: "Inspiration Gallery",
  intro: "Browse by style to see how each series and finish sits in a room, then select any image for a closer look.",
  filters: [
    { value: "all", label: "All" },
    { value: "modern", label: "Modern" },
    { value: "classic", label: "Classic" },
    { value: "custom", label: "Bathroom" },
  ],
  filterLabel: "Filter images by style",
  emptyMessage: "No images found for this category.",
  lightbox: { closeLabel: "Close" },
};
