import { contact } from "../contact";
import { heroImages } from "../images";
import { colours, type Fields, pageHero, sectionsOf } from "./build";

/** The contact block, as Home, Design and Contact end or open with it. */
export const contactSection: [string, string, Fields] = [
  "contact",
  "details-and-form",
  {
    eyebrow: contact.block.eyebrow,
    title: contact.block.heading,
    content: contact.block.intro,
    backgroundColor: colours.linen,
  },
];

/** /contact as designed: the hero, the contact block and the map. */
export const contactSections = () =>
  sectionsOf("contact", [
    pageHero(contact.hero, heroImages.contact),
    contactSection,
    ["map", "directions-and-map", { title: contact.map.heading, content: contact.map.directions }],
  ]);
