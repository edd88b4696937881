import type { MetaDescriptor } from "react-router";

import { rootDataOf } from "~/lib/seo";

/** The browser title of an admin screen, '{screen} | {site name} Admin', kept out of search engines. */
export function adminMeta(matches: Parameters<typeof rootDataOf>[0], screen: string): MetaDescriptor[] {
  return [{ title: `${screen} | ${rootDataOf(matches).siteName} Admin` }, { name: "robots", content: "noindex" }];
}
