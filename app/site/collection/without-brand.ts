import { brand } from "~/content/brand";

/** Content meta titles still end in ' | {brand}', but seo() appends the site name itself. */
export function withoutBrand(title: string): string {
  const suffix = ` | ${brand.siteName}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}
