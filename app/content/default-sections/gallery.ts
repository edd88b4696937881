import { gallery } from "../gallery";
import { heroImages } from "../images";
import { colours, heroUrl, sectionsOf } from "./build";

/** /gallery as designed: the hero and the filtered gallery. */
export const gallerySections = () =>
  sectionsOf("gallery", [
    [
      "page-hero",
      "tall",
      {
        title: gallery.hero.title,
        content: gallery.hero.subtitle,
        imageUrl: heroUrl(heroImages.gallery),
        backgroundColor: colours.night,
      },
    ],
    ["inspiration-gallery", "filtered-grid", { title: gallery.heading, content: gallery.intro }],
  ]);
