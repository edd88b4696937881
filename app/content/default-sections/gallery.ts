import { gallery } from "../gallery";
import { imageUrl } from "../image-url";
import { galleryImages, heroImages } from "../images";
import type { Picture } from "../picture";
import { colours, heroUrl, sectionsOf } from "./build";

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

function galleryItem(picture: Picture) {
  const [title, content] = captions[picture.id] ?? [picture.alt, ""];
  return { title, content, imageUrl: imageUrl(picture) };
}

const galleryPicture = (id: string) => galleryImages.find((image) => image.id === id)!;

export const gallerySections = () =>
  sectionsOf("gallery", [
    [
      "hero",
      "full-width",
      {
        title: gallery.hero.title,
        content: gallery.hero.subtitle,
        imageUrl: heroUrl(heroImages.gallery),
        backgroundColor: colours.night,
      },
    ],
    [
      "gallery",
      "grid",
      {
        title: gallery.heading,
        content: gallery.intro,
        items: [
          "gallery-retto-horizontal-anthracite-living",
          "gallery-flusso-vertical-white-hallway",
          "gallery-retto-double-white-living",
          "gallery-flusso-slim-brass-hallway",
          "gallery-augusto-3-anthracite-living",
          "gallery-augusto-2-white-hallway",
          "gallery-augusto-4-brass-dining",
          "gallery-augusto-3-brass-library",
          "gallery-augusto-rail-chrome-bathroom",
          "gallery-volo-arc-chrome-bathroom",
          "gallery-soffio-white-bathroom",
          "gallery-breva-anthracite-bathroom",
        ].map((id) => galleryItem(galleryPicture(id))),
      },
    ],
  ]);
