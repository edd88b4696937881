import { brand } from "../brand";
import { home } from "../home";
import { heroImages, inspirationImages, instagramTiles, pagePictures, seriesImages } from "../images";
import { colours, pageHero, paragraphs, pictureUrl, sectionsOf, valueItems } from "./build";
import { contactSection } from "./contact";

/** Home as designed: the hero, the collections, artistry, essence, inspiration, the contact block and Instagram. */
export const homeSections = () =>
  sectionsOf("home", [
    pageHero(home.hero, heroImages.home, "full-screen", {
      buttons: [{ label: home.hero.ctaLabel, link: home.hero.ctaHref, style: "light" }],
      scrollArrow: true,
    }),
    [
      "collection-cards",
      "grid",
      {
        eyebrow: home.collectionCards.eyebrow,
        title: home.collectionCards.heading,
        content: home.collectionCards.intro,
        anchor: "content",
        items: home.collectionCards.cards.map((card) => ({
          eyebrow: card.category,
          title: card.name,
          content: card.line,
          imageUrl: pictureUrl(seriesImages[card.id].gallery[0]),
          link: card.href,
        })),
        buttons: [
          { label: home.collectionCards.viewAllLabel, link: home.collectionCards.viewAllHref, style: "outline" },
        ],
      },
    ],
    [
      "figures-story",
      "picture-left",
      {
        eyebrow: home.artistry.eyebrow,
        title: home.artistry.heading,
        content: paragraphs(home.artistry.paragraphs),
        imageUrl: pictureUrl(pagePictures.homeArtistry),
        backgroundColor: colours.linen,
        items: home.artistry.stats.map((stat) => ({ title: stat.value, content: stat.label, imageUrl: "" })),
        buttons: [{ label: home.artistry.linkLabel, link: home.artistry.linkHref, style: "link" }],
      },
    ],
    [
      "values",
      "four-columns",
      {
        title: home.essence.heading,
        content: home.essence.intro,
        backgroundColor: colours.night,
        items: valueItems(home.essence.values),
        buttons: [{ label: home.essence.linkLabel, link: home.essence.linkHref, style: "link" }],
      },
    ],
    [
      "inspiration",
      "rows",
      {
        eyebrow: home.inspiration.eyebrow,
        title: home.inspiration.heading,
        content: home.inspiration.line,
        items: inspirationImages.map((image) => ({ title: image.id, content: image.alt, imageUrl: pictureUrl(image) })),
        buttons: [{ label: home.inspiration.linkLabel, link: home.inspiration.linkHref, style: "outline" }],
      },
    ],
    contactSection,
    [
      "instagram",
      "tiles",
      {
        title: home.instagram.heading,
        content: home.instagram.line,
        items: instagramTiles.map((tile) => ({ title: tile.id, content: tile.alt, imageUrl: pictureUrl(tile) })),
        buttons: [{ label: home.instagram.linkLabel, link: brand.instagram.url, style: "link" }],
      },
    ],
  ]);
