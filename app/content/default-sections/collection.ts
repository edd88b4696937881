import { collectionHero, collectionIntro, collectionOnward } from "../collections";
import { heroImages } from "../images";
import { pageHero, paragraphs, sectionsOf } from "./build";

/** /collection as designed: the hero, the introduction, every series and the way on. */
export const collectionSections = () =>
  sectionsOf("collection", [
    pageHero(collectionHero, heroImages.collection),
    [
      "collection-intro",
      "heading-left",
      { eyebrow: collectionIntro.eyebrow, title: collectionIntro.heading, content: paragraphs(collectionIntro.body) },
    ],
    [
      "series-overview",
      "blocks",
      {
        buttons: [
          { label: "Not sure which size? Work out what your room needs", link: "/radiator-sizing", style: "link" },
          { label: "Search every size of the range", link: "/radiators", style: "link" },
        ],
      },
    ],
    [
      "call-to-action",
      "centred",
      {
        eyebrow: collectionOnward.eyebrow,
        title: collectionOnward.title,
        content: collectionOnward.content,
        buttons: [collectionOnward.quote, { label: "See Them in Rooms", link: "/gallery", style: "outline" }],
      },
    ],
  ]);
