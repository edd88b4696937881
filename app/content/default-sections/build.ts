import type { Section, SectionItem } from "~/lib/page-model";

import { imageUrl, type Picture } from "../picture";

/** The colours of the designed pages, for the sections' background colour. */
export const colours = { white: "#ffffff", linen: "#f7f3ed", night: "#151412", light: "#f8f9fa" } as const;

export type Fields = Partial<Omit<Section, "id" | "type" | "layout" | "items">> & {
  items?: Omit<SectionItem, "id">[];
};

/** A section as a default set lists it: its type, its layout and what differs from an empty section. */
export type SectionPart = [type: string, layout: string, fields: Fields];

/** Ids are stable (`{page}-{n}`, items `{page}-{n}-{m}`), so a default set renders with stable keys. */
export function sectionsOf(key: string, parts: SectionPart[]): Section[] {
  return parts.map(([type, layout, { items, ...fields }], index) => {
    const id = `${key}-${index + 1}`;
    return {
      id,
      type,
      layout,
      title: "",
      content: "",
      imageUrl: "",
      backgroundColor: colours.white,
      ...fields,
      ...(items && { items: items.map((item, n) => ({ id: `${id}-${n + 1}`, ...item })) }),
    };
  });
}

export const paragraphs = (list: readonly string[]) => list.join("\n\n");

/** A hero's picture: the 1600 px rendition, which the renderer recognises as one of the site's own. */
export const heroUrl = (picture: Picture) => imageUrl(picture, 1600);

/** A story's or a card's picture. */
export const pictureUrl = (picture: Picture) => imageUrl(picture);

/** A standard page's hero: its title and subtitle over its picture, on the night colour. */
export const pageHero = (
  hero: { title: string; subtitle: string },
  picture: Picture,
  layout = "tall",
  more: Fields = {},
): SectionPart => [
  "page-hero",
  layout,
  { title: hero.title, content: hero.subtitle, imageUrl: heroUrl(picture), backgroundColor: colours.night, ...more },
];

/** A story: a heading and its paragraphs, with what else it shows (a picture, a background, buttons). */
export const story = (
  layout: "picture-right" | "picture-left",
  prose: { heading: string; paragraphs: readonly string[] },
  more: Fields = {},
): SectionPart => ["story", layout, { title: prose.heading, content: paragraphs(prose.paragraphs), ...more }];

/** Values, principles or steps as items. */
export const valueItems = (list: readonly { title: string; text: string }[]) =>
  list.map((value) => ({ title: value.title, content: value.text, imageUrl: "" }));
