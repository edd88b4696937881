import { gallery } from "../gallery";
import { heroImages } from "../images";
import { pageHero, sectionsOf } from "./build";

/** /gallery as designed: the hero and the filtered gallery. */
export const gallerySections = () =>
  sectionsOf("gallery", [
    pageHero(gallery.hero, heroImages.gallery),
    ["inspiration-gallery", "filtered-grid", { title: gallery.heading, content: gallery.intro }],
  ]);
