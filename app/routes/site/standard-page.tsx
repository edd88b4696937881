import type { StandardSlug } from "~/content/standard-pages";
import { rootDataOf, seo, shownPageTitle } from "~/lib/seo";
import { useRootData } from "~/root";
import { PublishedSections, withRenderers } from "~/sections/published-sections";
import { drawnSections } from "~/sections/section-types";
import { standardPageSections } from "~/server/pages/public-pages.server";
import { LocalBusinessData } from "~/site/local-business";

import type { Route } from "./+types/standard-page";

/**
 * Home, /about, /collection, /design, /philosophy, /gallery and /contact share this module (docs/product.md#standard-pages):
 * each is its sections, published or by default, and the path names the page. Their words come with the data.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split("/")[1] ?? "";
  const page = standardPageSections(slug as StandardSlug);
  return { slug, ...page, sections: await drawnSections(page.sections) };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withRenderers(serverLoader());

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { slug, socialImage, noindex } = args.loaderData;
  const meta = { ...args.loaderData.meta, noindex, ...(socialImage && { image: socialImage, imageSize: null }) };
  return seo(args, { ...meta, title: shownPageTitle(slug, meta.title, rootDataOf(args.matches).siteDescription) });
};

export default function StandardPage({ loaderData }: Route.ComponentProps) {
  const { siteName, origin } = useRootData();
  return (
    <>
      {loaderData.slug === "" && <LocalBusinessData siteName={siteName} origin={origin} />}
      <PublishedSections {...loaderData} />
    </>
  );
}
