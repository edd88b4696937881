import { about } from "../about";
import { heroImages, pagePictures } from "../images";
import { colours, heroUrl, paragraphs, pictureUrl, sectionsOf, valueItems } from "./build";

/** /about as designed: the hero, four stories and what sets us apart. */
export const aboutSections = () =>
  sectionsOf("about", [
    [
      "page-hero",
      "tall",
      {
        title: about.hero.title,
        content: about.hero.subtitle,
        imageUrl: heroUrl(heroImages.about),
        backgroundColor: colours.night,
      },
    ],
    [
      "story",
      "picture-right",
      {
        title: about.why.heading,
        content: paragraphs(about.why.paragraphs),
        imageUrl: pictureUrl(pagePictures.about[0]),
      },
    ],
    [
      "story",
      "picture-left",
      {
        title: about.craftsmanship.heading,
        content: paragraphs(about.craftsmanship.paragraphs),
        imageUrl: pictureUrl(pagePictures.about[1]),
        backgroundColor: colours.linen,
      },
    ],
    [
      "story",
      "picture-right",
      { title: about.designPhilosophy.heading, content: paragraphs(about.designPhilosophy.paragraphs) },
    ],
    [
      "values",
      "four-columns",
      {
        title: about.apart.heading,
        content: about.apart.intro,
        backgroundColor: colours.night,
        items: valueItems(about.apart.points),
      },
    ],
    [
      "story",
      "picture-right",
      {
        title: about.promise.heading,
        content: paragraphs(about.promise.paragraphs),
        backgroundColor: colours.linen,
        buttons: [
          { label: "Explore Our Collections", link: "/collection", style: "primary" },
          { label: "Talk to Us", link: "/contact", style: "outline" },
        ],
      },
    ],
  ]);
