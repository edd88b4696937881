import { about } from "../about";
import { heroImages, pagePictures } from "../images";
import { colours, pageHero, pictureUrl, sectionsOf, story, valueItems } from "./build";

/** /about as designed: the hero, four stories and what sets us apart. */
export const aboutSections = () =>
  sectionsOf("about", [
    pageHero(about.hero, heroImages.about),
    story("picture-right", about.why, { imageUrl: pictureUrl(pagePictures.about[0]) }),
    story("picture-left", about.craftsmanship, {
      imageUrl: pictureUrl(pagePictures.about[1]),
      backgroundColor: colours.linen,
    }),
    story("picture-right", about.designPhilosophy),
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
    story("picture-right", about.promise, {
      backgroundColor: colours.linen,
      buttons: [
        { label: "Explore Our Collections", link: "/collection", style: "primary" },
        { label: "Talk to Us", link: "/contact", style: "outline" },
      ],
    }),
  ]);
