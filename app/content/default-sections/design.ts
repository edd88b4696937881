import { design } from "../design";
import { heroImages, pagePictures } from "../images";
import { colours, pageHero, paragraphs, pictureUrl, sectionsOf, valueItems } from "./build";
import { contactSection } from "./contact";

/** /design as designed: the hero, the introduction, the principles, the process and the contact block. */
export const designSections = () =>
  sectionsOf("design", [
    pageHero(design.hero, heroImages.design),
    [
      "story",
      "picture-right",
      {
        eyebrow: design.intro.eyebrow,
        title: design.intro.heading,
        content: paragraphs(design.intro.body),
        imageUrl: pictureUrl(pagePictures.design),
      },
    ],
    [
      "values",
      "three-columns",
      {
        title: design.principles.heading,
        content: design.principles.intro,
        backgroundColor: colours.linen,
        items: valueItems(design.principles.items),
      },
    ],
    [
      "values",
      "four-columns",
      {
        title: design.process.heading,
        content: design.process.intro,
        backgroundColor: colours.night,
        items: valueItems(design.process.steps),
      },
    ],
    contactSection,
  ]);
