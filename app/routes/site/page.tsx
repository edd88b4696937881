import { firstPicture } from "~/lib/first-picture";
import { startsWithPictureHero } from "~/lib/over-hero";
import { seo } from "~/lib/seo";
import { EmptyPage } from "~/sections/empty-page";
import { PublishedSections, withRenderers } from "~/sections/published-sections";
import { drawnSections } from "~/sections/section-types";
import { sectionCatalogueFor } from "~/server/catalogue/section-catalogue.server";
import { notFound } from "~/server/not-found.server";
import { pageImagesFor } from "~/server/pages/page-images.server";
import { getPublishedPage } from "~/server/pages/public-pages.server";

import type { Route } from "./+types/page";

/**
 * /:slug (docs/product.md#routes Dynamic page): a published page built in the page builder, rendered on the server
 * from its published sections (docs/product.md#publishing). Built-in slugs have routes of their own; unknown and
 * unpublished slugs are the not-found page (404).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = getPublishedPage(params.slug);
  if (!page || page.isStandard) notFound(request);
  const sections = await drawnSections(page.sections ?? []);
  return {
    title: page.title,
    description: page.description,
    socialImage: page.socialImage,
    noindex: page.noindex,
    sections,
    images: pageImagesFor(sections),
    catalogue: sectionCatalogueFor(sections),
    overHero: startsWithPictureHero(sections),
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withRenderers(serverLoader());

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { title, description, sections, socialImage, noindex } = args.loaderData;
  const siteName =
    (args.matches.find((m) => m?.id === "root")?.data as { siteName?: string } | undefined)?.siteName ?? "";
  return seo(args, {
    title: title || "Page",
    description: description || `Page by ${siteName}`,
    image: socialImage || firstPicture(sections) || undefined,
    noindex,
  });
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { title, sections, images, catalogue } = loaderData;
  if (sections.length === 0) return <EmptyPage title={title || "Page"} />;
  return <PublishedSections sections={sections} title={title} images={images} catalogue={catalogue} />;
}
