import { heroImages, pagePictures } from "../images";
import { philosophy } from "../philosophy";
import { colours, pageHero, pictureUrl, sectionsOf, story, valueItems } from "./build";

/** /philosophy as designed: the hero, the story, the vision and the core values. */
export const philosophySections = () =>
  sectionsOf("philosophy", [
    pageHero(philosophy.hero, heroImages.philosophy),
    story("picture-right", philosophy.story, { imageUrl: pictureUrl(pagePictures.philosophy[0]) }),
    story("picture-left", philosophy.vision, {
      imageUrl: pictureUrl(pagePictures.philosophy[1]),
      backgroundColor: colours.linen,
      buttons: [{ label: philosophy.vision.linkLabel, link: philosophy.vision.linkHref, style: "outline" }],
    }),
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
