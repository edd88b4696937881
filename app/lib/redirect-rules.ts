/**
 * docs/product.md#redirects: what a redirect is, how its old address is written, and the rules the Redirects
 * screen and the server share. The rules that need the database (live pages, loops, duplicates) are the
 * server's (app/server/redirects.server.ts).
 */
import { reservedSlugs } from "./slug";
import { z } from "./zod";

export const redirectStatuses = [301, 302] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

export const redirectStatusLabels: Record<RedirectStatus, string> = {
  301: "Permanent (301)",
  302: "Temporary (302)",
};

/** A redirect as the Redirects screen lists it. */
export interface Redirect {
  id: number;
  fromPath: string;
  status: RedirectStatus;
  /** A page (its title and live address; null while it is not published) or an address typed by hand. */
  target: { kind: "page"; pageId: number; title: string; path: string | null } | { kind: "url"; url: string };
  createdAt: string;
}

/** A published page a redirect can send visitors to. */
export interface RedirectPageChoice {
  id: number;
  title: string;
  path: string;
}

export const maxRedirectPathLength = 300;
export const maxRedirectUrlLength = 2000;

export const redirectMessages = {
  fromRequired: "Type the old address, like /old-page.",
  fromFormat:
    "The old address is a path on this site, like /old-page: letters, digits, hyphens, dots, underscores and slashes, without ? or #.",
  fromBuiltIn: "This address belongs to a built-in page or file of the site, so it cannot be redirected.",
  targetRequired: "Choose a page or type an address to send visitors to.",
  urlFormat: "Type an address on this site, like /new-page, or a full web address starting with https://.",
  toItself: "A redirect cannot send visitors to its own address.",
  external: "This sends visitors to another site. Tick “Yes, send visitors to another site” if you mean it.",
  /** The same, under the box on the Redirects screen, which already says where visitors go. */
  confirmExternal: "Tick the box to confirm, or choose an address on this site.",
  fromTaken: (path: string) => `There is already a redirect from ${path}. Edit that one instead.`,
  livePage: (path: string, title: string) =>
    `${path} is the address of the live page “${title}”. A redirect from it would hide the page. Choose another address, or move the page first.`,
  pageNotLive: (title: string) =>
    `“${title}” is not published, so visitors would find nothing there. Publish it first, or choose another page.`,
  pageGone: "That page does not exist any more. Choose another one.",
  loop: (chain: readonly string[]) =>
    `This would make a loop: ${chain.join(" → ")}. Visitors would never arrive anywhere.`,
  notFound: "This redirect does not exist any more. It may have been removed in another tab.",
} as const;

/**
 * An old address as it is stored and looked up: trimmed, with one leading slash, no trailing slash and in lower
 * case, as the site's own addresses are ("Old-Offer/" → "/old-offer"). Runs of slashes become one.
 */
export function normalizeRedirectPath(input: string): string {
  const trimmed = input
    .trim()
    .toLowerCase()
    .replace(/\/{2,}/g, "/");
  if (trimmed === "") return "";
  const path = trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

const pathPattern = /^\/[a-z0-9\-._~%!$&'()*+,;=:@/]*$/;
/** First segments the site's files and screens own; the fixed routes' own addresses are refused whole. */
const neverRedirected = ["admin", "api", "assets", "img", "media"];

/** The message for an old address (already normalised) that cannot be redirected, or null. */
export function fromPathProblem(path: string): string | null {
  if (path === "") return redirectMessages.fromRequired;
  if (path.length > maxRedirectPathLength || !pathPattern.test(path) || path.split("/").includes(".."))
    return redirectMessages.fromFormat;
  const [first = ""] = path.slice(1).split("/");
  if (path === "/" || neverRedirected.includes(first) || (reservedSlugs.has(first) && path === `/${first}`))
    return redirectMessages.fromBuiltIn;
  if (["/sitemap.xml", "/robots.txt"].includes(path)) return redirectMessages.fromBuiltIn;
  return null;
}

/** Where a typed address sends visitors: a path on this site (query kept) or a URL on another site. */
export type TypedTarget = { kind: "path"; path: string } | { kind: "external"; url: string };

/**
 * Reads a typed address: '/new-page?x=1' is this site's; 'https://…' is another site's unless it names
 * `siteOrigin`, when its path is taken. '//host' and backslashes, which browsers read as another site, are
 * refused rather than guessed at.
 */
export function readTypedTarget(input: string, siteOrigin?: string): TypedTarget | null {
  const typed = input.trim();
  if (typed.length === 0 || typed.length > maxRedirectUrlLength || /[\s\\]/.test(typed)) return null;
  if (typed.startsWith("/")) {
    if (typed.startsWith("//")) return null;
    const [pathPart = "", rest = ""] = splitPath(typed);
    return { kind: "path", path: normalizeRedirectPath(pathPart) + rest };
  }
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (siteOrigin && url.origin === siteOrigin) return readTypedTarget(`${url.pathname}${url.search}${url.hash}`);
  return { kind: "external", url: url.href };
}

/** A path with its query and fragment apart: ['/a', '?x=1#top']. */
export function splitPath(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)];
}

/** What the Redirects screen sends to add or change a redirect. */
export const redirectInputSchema = z
  .object({
    fromPath: z.string().max(maxRedirectPathLength + 20, redirectMessages.fromFormat),
    pageId: z.number().int().positive().optional(),
    url: z.string().max(maxRedirectUrlLength, redirectMessages.urlFormat).optional(),
    status: z.union([z.literal(301), z.literal(302)], "Choose Permanent (301) or Temporary (302)."),
    /** The administrator said yes to sending visitors to another site. */
    confirmExternal: z.boolean().optional(),
  })
  .refine((input) => (input.pageId === undefined) !== (input.url === undefined), {
    message: redirectMessages.targetRequired,
    path: ["pageId"],
  });

export type RedirectInput = z.infer<typeof redirectInputSchema>;
