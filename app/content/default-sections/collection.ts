import { collectionHero, collectionIntro, collections } from "../collections";
import { imageUrl } from "../image-url";
import { heroImages, seriesImages } from "../images";
import { colours, heroUrl, paragraphs, sectionsOf } from "./build";

export const collectionSections = () =>
  sectionsOf("collection", [
    [
      "hero",
      "full-width",
      {
        title: collectionHero.title,
        content: collectionHero.subtitle,
        imageUrl: heroUrl(heroImages.collection),
        backgroundColor: colours.night,
      },
    ],
    ["text", "two-column", { title: collectionIntro.heading, content: paragraphs(collectionIntro.body) }],
    [
      "features",
      "cards",
      {
        title: "The Series",
        content: "Seven series, one standard of making.",
        backgroundColor: colours.linen,
        items: collections.map((entry) => ({
          title: entry.name,
          content: entry.tagline,
          imageUrl: imageUrl(seriesImages[entry.id].image),
        })),
      },
    ],
  ]);
