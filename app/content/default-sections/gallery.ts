import { gallery } from "../gallery";
import { heroImages } from "../images";
import { colours, heroUrl, sectionsOf } from "./build";
import { galleryItem, galleryPicture } from "./contact";

export const gallerySections = () =>
  sectionsOf("gallery", [
    [
      "hero",
      "full-width",
      {
        title: gallery.hero.title,
        content: gallery.hero.subtitle,
        imageUrl: heroUrl(heroImages.gallery),
        backgroundColor: colours.night,
      },
    ],
    [
      "gallery",
      "grid",
      {
        title: gallery.heading,
        content: gallery.intro,
        items: [
          "gallery-retto-horizontal-anthracite-living",
          "gallery-flusso-vertical-white-hallway",
          "gallery-retto-double-white-living",
          "gallery-flusso-slim-brass-hallway",
          "gallery-augusto-3-anthracite-living",
          "gallery-augusto-2-white-hallway",
          "gallery-augusto-4-brass-dining",
          "gallery-augusto-3-brass-library",
          "gallery-augusto-rail-chrome-bathroom",
          "gallery-volo-arc-chrome-bathroom",
          "gallery-soffio-white-bathroom",
          "gallery-breva-anthracite-bathroom",
        ].map((id) => galleryItem(galleryPicture(id))),
      },
    ],
  ]);
