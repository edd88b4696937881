import { heroImages, pagePictures } from "../images";
import { philosophy } from "../philosophy";
import { colours, heroUrl, paragraphs, pictureUrl, sectionsOf, valueItems } from "./build";

/** /philosophy as designed: the hero, the story, the vision and the core values. */
export const philosophySections = () =>
  sectionsOf("philosophy", [
    [
      "page-hero",
      "tall",
      {
        title: philosophy.hero.title,
        content: philosophy.hero.subtitle,
        imageUrl: heroUrl(heroImages.philosophy),
        backgroundColor: colours.night,
      },
    ],
    [
      "story",
      "picture-right",
      {
        title: philosophy.story.heading,
        content: paragraphs(philosophy.story.paragraphs),
        imageUrl: pictureUrl(pagePictures.philosophy[0]),
      },
    ],
    [
      "story",
      "picture-left",
      {
        title: philosophy.vision.heading,
        content: paragraphs(philosophy.vision.paragraphs),
        imageUrl: pictureUrl(pagePictures.philosophy[1]),
        backgroundColor: colours.linen,
        buttons: [{ label: philosophy.vision.linkLabel, link: philosophy.vision.linkHref, style: "outline" }],
      },
    ],
    [
      "values",
      "three-columns",
      {
        title: philosophy.coreValues.heading,
        content: philosophy.coreValues.intro,
        items: valueItems(philosophy.coreValues.values),
      },
    ],
  ]);
