import { z } from "~/lib/zod";

import { buttonStyles, isAllowedLink, linkMessage } from "./link-target";
import type { PageSchedule } from "./page-schedule";
import { plainText } from "./plain-text-schema";
import { richTextSchema } from "./rich-text";
import { slugMessage, slugPattern } from "./slug";

/** Where a button or an item leads; empty for nowhere (see ./link-target). */
const linkTarget = z
  .string()
  .trim()
  .max(2048)
  .refine((link) => link === "" || isAllowedLink(link), { message: linkMessage });

/**
 * docs/product.md#entities Section item. Items start with an empty image. Words that visitors read are plain text
 * (lib/plain-text): titles and short lines one line, content several.
 */
export const sectionItemSchema = z.object({
  id: z.string().min(1).max(64),
  title: plainText("line").max(300),
  content: plainText("lines").max(5000),
  imageUrl: z.string().max(2048),
  /** A short line above the item's title, for types that show one (a card's category). */
  eyebrow: plainText("line").max(80).optional(),
  /** Where the item leads, for types whose items link (collection cards): see ./link-target. */
  link: linkTarget.optional(),
});

/** docs/product.md#entities Button: a call to action on a hero or text section. */
export const sectionButtonSchema = z.object({
  label: plainText("line").trim().min(1, "Give the button a label.").max(60),
  link: linkTarget.refine((link) => link !== "", { message: "Choose where the button leads." }),
  style: z.enum(buttonStyles),
});

/** An image URL the site may show: empty, a path on this site, https, or an image data URL. */
const imageUrl = z
  .string()
  .max(2048)
  .refine((url) => url === "" || url.startsWith("/") || url.startsWith("https://") || url.startsWith("data:image/"), {
    message: "Image addresses must start with /, https:// or data:image/.",
  });

/** docs/product.md#entities Section. `type` may be one the registry does not know: it renders as a generic block. */
export const sectionSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.string().min(1).max(40),
  layout: z.string().max(40),
  title: plainText("line").max(300),
  content: plainText("lines").max(20000),
  /** `content` with bold, italic, links and lists (app/lib/rich-text.ts); `content` then holds its words alone. */
  richContent: richTextSchema.optional(),
  imageUrl,
  backgroundColor: z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, "Use a hex colour such as #ffffff."),
  items: z.array(sectionItemSchema.extend({ imageUrl })).max(60).optional(),
  /** A short line above the title, for types that show one. */
  eyebrow: plainText("line").max(80).optional(),
  buttons: z.array(sectionButtonSchema).max(3).optional(),
  /** A hero's arrow down to the next section. */
  scrollArrow: z.boolean().optional(),
  /** The `id` visitors link to (/collection#retto), lower-case letters, digits and hyphens. */
  anchor: z
    .string()
    .max(60)
    .regex(/^(?:[a-z][a-z0-9-]*)?$/, "Use lower-case letters, digits and hyphens, starting with a letter.")
    .optional(),
  /** What a catalogue-backed section shows: a series id for series blocks. */
  reference: z.string().max(60).optional(),
  /** A whole number a type asks for with a `number` field (how many to show); no type of the site has one yet. */
  count: z
    .number()
    .int("Use a whole number.")
    .min(0, "Use a number from 0 to 10,000.")
    .max(10_000, "Use a number from 0 to 10,000.")
    .optional(),
});

export const sectionsSchema = z.array(sectionSchema).max(100);

/** docs/product.md#entities Page. An empty slug is the home page. */
export const pageSchema = z.object({
  slug: z.string().max(100).regex(slugPattern, slugMessage),
  title: plainText("line").trim().min(1, "Title is required").max(200),
  description: plainText("line").max(500),
  isPublished: z.boolean(),
  isStandard: z.boolean(),
  /** The picture link previews show (og:image); empty for the page's first picture (docs/decisions/157). */
  socialImage: z
    .string()
    .max(2048)
    .refine((url) => url === "" || (url.startsWith("/") && !url.startsWith("//")), {
      message: "Choose the social image from the media library.",
    })
    .default(""),
  /** 'Hide from search engines': meta robots noindex, and left out of the sitemap. */
  noindex: z.boolean().default(false),
});

export type SectionItem = z.infer<typeof sectionItemSchema>;
export type SectionButton = z.infer<typeof sectionButtonSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type Page = z.infer<typeof pageSchema>;

/** Published: visitors see what the builder has. Draft: never published. Changes: published, with unpublished edits since. */
export const pageStatuses = ["published", "draft", "changes"] as const;
export type PageStatus = (typeof pageStatuses)[number];

/** A page as the pages API lists it: the page, its publishing status and when it last changed. */
export type PageSummary = Page & {
  /**
   * Where visitors find the page now; null while it is not published. It differs from `slug` while a new address
   * waits in the draft for publishing (docs/product.md#publishing).
   */
  liveSlug: string | null;
  status: PageStatus;
  updatedAt: string;
  /** The draft's revision; a save names the one it was based on and is refused (409) when it is not the latest. */
  revision: number;
  /** The pending scheduled changes, soonest first, where the answer lists them (the page list; decision 161). */
  scheduled?: PageSchedule[];
};

/** A page in the trash (docs/product.md#trash), with how many published versions it keeps. */
export interface TrashedPage {
  id: number;
  title: string;
  slug: string;
  trashedAt: string;
  versions: number;
}

/** The page settings form values, which is all of a page the builder changes besides its sections. */
export const pageDetailsSchema = pageSchema.pick({
  title: true,
  slug: true,
  description: true,
  socialImage: true,
  noindex: true,
});
export type PageDetails = z.infer<typeof pageDetailsSchema>;
/** Page settings as a write gives them: the search settings may be left out, and are then kept as they are. */
export type PageDetailsChange = z.input<typeof pageDetailsSchema>;
export const pageDetailKeys = ["title", "slug", "description", "socialImage", "noindex"] as const;

/** A page's search settings before any are chosen: the first picture for previews, shown to search engines. */
export const noSearchSettings: Pick<PageDetails, "socialImage" | "noindex"> = { socialImage: "", noindex: false };

/** Just the page settings of a page (a summary carries more). */
export function detailsOf({ title, slug, description, socialImage, noindex }: PageDetails): PageDetails {
  return { title, slug, description, socialImage, noindex };
}

/** A page as the builder opens it. */
export interface PageForEditing {
  page: PageSummary;
  /** The stored draft sections; null when none are stored (the builder loads `defaults`). */
  draft: Section[] | null;
  published: Section[] | null;
  defaults: Section[];
}

/** The 409 answer to a save based on a revision that is not the latest: the page as it is now, to show both. */
export interface PageConflict {
  error: string;
  current: PageForEditing;
}
