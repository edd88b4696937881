import { builtInPaths } from "~/content/public-paths";
import { modelPath } from "~/lib/catalogue/catalogue-queries";
import { publishedCatalogue } from "~/server/catalogue/catalogue.server";
import { hiddenStandardPaths, publishedCustomSlugs } from "~/server/pages/public-pages.server";
import { methodsOnly } from "~/server/route-methods.server";

import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemap.xml from the built-in pages, the published catalogue's model pages and the published pages (docs/product.md#search-and-sharing). */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const catalogue = publishedCatalogue();
  const hidden = new Set(hiddenStandardPaths());
  const paths = [
    ...builtInPaths.filter((path) => !hidden.has(path)),
    ...catalogue.models.map((model) => modelPath(catalogue, model)),
    ...publishedCustomSlugs().map((slug) => `/${slug}`),
  ];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** Read only. */
export const action = methodsOnly("GET, HEAD");
