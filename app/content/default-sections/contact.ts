import { brand } from "../brand";
import { contact } from "../contact";
import { home } from "../home";
import { imageUrl } from "../image-url";
import { galleryImages, heroImages, inspirationImages, instagramTiles, seriesImages } from "../images";
import { philosophy } from "../philosophy";
import type { Picture } from "../picture";
import { colours, type Fields, heroUrl, paragraphs, sectionsOf } from "./build";

/** Short captions for the pictures the default galleries show; the catalogue holds their alt text. */
const captions: Readonly<Record<string, [title: string, content: string]>> = {
  "gallery-retto-horizontal-anthracite-living": [
    "Retto Horizontal, Anthracite",
    "Beneath a wide window in a warm, limewashed living room.",
  ],
  "gallery-augusto-4-brass-dining": [
    "Augusto 4-Column, Antique Brass",
    "Beside a walnut sideboard in a deep green dining room.",
  ],
  "gallery-volo-arc-chrome-bathroom": ["Volo Arc, Chrome", "On pale pink plaster, next to a stone basin."],
  "gallery-flusso-slim-brass-hallway": ["Flusso Slim, Brushed Brass", "In a deep green hallway with a round mirror."],
  "gallery-augusto-2-white-living": ["Augusto 2-Column, White", "Beneath a sash window in a period living room."],
  "gallery-soffio-chrome-bathroom": ["Soffio, Chrome", "On ink blue handmade tiles, with a white towel."],
  "gallery-flusso-vertical-white-hallway": [
    "Flusso Vertical, White",
    "Beside an arched doorway in a pink plaster hallway.",
  ],
  "gallery-retto-double-white-living": [
    "Retto Double, White",
    "On a terracotta clay wall with a floor lamp and framed art.",
  ],
  "gallery-augusto-3-anthracite-living": [
    "Augusto 3-Column, Anthracite",
    "Under a Georgian sash window in a sage green living room.",
  ],
  "gallery-augusto-2-white-hallway": [
    "Augusto 2-Column on Feet, White",
    "In a period hallway with a chequered stone floor.",
  ],
  "gallery-augusto-3-brass-library": [
    "Augusto 3-Column, Antique Brass",
    "Between the bookshelves of a charcoal library.",
  ],
  "gallery-augusto-rail-chrome-bathroom": [
    "Augusto Towel Rail, Chrome",
    "Beside a freestanding bath in a marble bathroom.",
  ],
  "gallery-soffio-white-bathroom": ["Soffio, White", "With a folded sage towel on a limewashed wall."],
  "gallery-breva-anthracite-bathroom": ["Breva, Anthracite", "On terracotta tiles, next to an oak vanity."],
};

export function galleryItem(picture: Picture) {
  const [title, content] = captions[picture.id] ?? [picture.alt, ""];
  return { title, content, imageUrl: imageUrl(picture) };
}

export const galleryPicture = (id: string) => galleryImages.find((image) => image.id === id)!;

const instagramCaptions = [
  "Brushed brass Flusso and a branch in a stone vase: a deep green hallway, finished.",
  "The wheel-head valve of an Augusto in antique brass. Small details, done properly.",
  "Warm towels every morning: Soffio in white in a limewashed bathroom.",
  "Retto in anthracite above an oak bench. Quiet lines for a busy hallway.",
];

/** The contact block's words as plain text: how to reach us, where and when. */
function contactDetails(): string {
  const { block } = contact;
  const hours = brand.openingHours.map((line) => `${line.days}: ${line.hours}`).join("\n");
  return paragraphs([
    block.intro,
    `${block.addressLabel}\n${brand.address.street}, ${brand.address.locality} ${brand.address.postcode}`,
    `${block.phoneLabel}: ${brand.phone.display}\n${block.emailLabel}: ${brand.email}`,
    `${block.hoursLabel}\n${hours}`,
  ]);
}

export const contactSection: [string, string, Fields] = [
  "text",
  "two-column",
  { title: contact.block.heading, content: contactDetails(), backgroundColor: colours.linen },
];

export const homeSections = () =>
  sectionsOf("home", [
    [
      "hero",
      "full-width",
      {
        title: home.hero.title,
        content: home.hero.subtitle,
        imageUrl: heroUrl(heroImages.home),
        backgroundColor: colours.night,
      },
    ],
    [
      "features",
      "cards",
      {
        title: home.collectionCards.heading,
        content: home.collectionCards.intro,
        items: home.collectionCards.cards.map((card) => ({
          title: card.name,
          content: card.line,
          imageUrl: imageUrl(seriesImages[card.id].gallery[0]),
        })),
      },
    ],
    [
      "text",
      "two-column",
      {
        title: home.artistry.heading,
        content: paragraphs(home.artistry.paragraphs),
        imageUrl: imageUrl(seriesImages.augusto.gallery[0]),
        backgroundColor: colours.linen,
      },
    ],
    [
      "features",
      "columns",
      {
        title: home.essence.heading,
        content: home.essence.intro,
        backgroundColor: colours.night,
        items: home.essence.values.map((value) => ({ title: value.title, content: value.text, imageUrl: "" })),
      },
    ],
    ["text", "centered", { title: philosophy.story.heading, content: philosophy.story.paragraphs[0] ?? "" }],
    [
      "gallery",
      "masonry",
      { title: home.inspiration.heading, content: home.inspiration.line, items: inspirationImages.map(galleryItem) },
    ],
    contactSection,
    [
      "testimonial",
      "grid",
      {
        title: home.instagram.heading,
        content: home.instagram.line,
        items: instagramTiles.map((tile, n) => ({
          title: brand.instagram.handle,
          content: instagramCaptions[n] ?? "",
          imageUrl: imageUrl(tile),
        })),
      },
    ],
  ]);

export const contactSections = () =>
  sectionsOf("contact", [
    [
      "hero",
      "full-width",
      {
        title: contact.hero.title,
        content: contact.hero.subtitle,
        imageUrl: heroUrl(heroImages.contact),
        backgroundColor: colours.night,
      },
    ],
    contactSection,
    [
      "text",
      "centered",
      {
        title: contact.map.heading,
        content: paragraphs([
          contact.map.directions,
          `${brand.address.street}\n${brand.address.locality} ${brand.address.postcode}, ${brand.address.country}`,
        ]),
      },
    ],
  ]);
