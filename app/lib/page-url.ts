/** In API URLs the home page's empty slug is written `_home` (an underscore can never be in a slug). */
export const homeSlugInUrl = "_home";

export function slugInUrl(slug: string): string {
  return slug === "" ? homeSlugInUrl : encodeURIComponent(slug);
}

/** The slug a URL parameter names (the router has already decoded it). */
export function slugFromUrl(param: string | undefined): string {
  return param === homeSlugInUrl ? "" : (param ?? "");
}
