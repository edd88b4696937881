import type { MetaDescriptor } from "react-router";

interface RootLike {
  siteName: string;
  siteDescription: string;
  origin: string;
}

type MetaMatches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The site settings and origin the root loader provides, as meta functions see them. */
export function rootDataOf(matches: MetaMatches): RootLike {
  const root = matches.find((m) => m?.id === "root")?.data as RootLike | undefined;
  return root ?? { siteName: "", siteDescription: "", origin: "" };
}

/** A page's own title as its <title> starts: the home page's is the site description of Settings, when there is one. */
export const shownPageTitle = (slug: string, title: string, siteDescription: string) =>
  (slug === "" && siteDescription.trim()) || title;

export interface SeoInput {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Absolute path of an image for link previews: a file that exists, ideally 1200 px wide or more. */
  image?: string;
  /** The image's size in pixels, where known, so a preview is laid out before the image arrives. */
  imageSize?: { width: number; height: number } | null;
  /** 'Hide from search engines': robots noindex (the sitemap leaves the page out too). */
  noindex?: boolean;
}

/** Title, description, keywords, canonical link and Open Graph tags for a public page (docs/product.md#search-and-sharing). */
export function seo(args: { matches: MetaMatches; location: { pathname: string } }, input: SeoInput): MetaDescriptor[] {
  const { siteName, origin } = rootDataOf(args.matches);
  const title = `${input.title} | ${siteName}`;
  const url = `${origin}${args.location.pathname === "/" ? "/" : args.location.pathname.replace(/\/$/, "")}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.keywords?.length) tags.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.image) {
    tags.push({ property: "og:image", content: `${origin}${input.image}` });
    tags.push({ name: "twitter:image", content: `${origin}${input.image}` });
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  if (input.image && input.imageSize) {
    tags.push({ property: "og:image:width", content: String(input.imageSize.width) });
    tags.push({ property: "og:image:height", content: String(input.imageSize.height) });
  }
  return tags;
}
