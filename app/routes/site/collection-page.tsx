import { collectionOnward } from "~/content/collections";
import type { Section } from "~/lib/page-model";
import { useEffect } from "react";
import { collectionPages } from "~/content/collection-pages";
import { heroImages } from "~/content/images";
import { pictureSrc } from "~/content/picture";
import { type CollectionPageId, collectionPageIds } from "~/content/series";
import { seo } from "~/lib/seo";
import { modelCardsFor } from "~/server/catalogue/model-cards.server";
import { notFound } from "~/server/not-found.server";
import { CollectionItems } from "~/site/collection/collection-items";
import CallToAction from "~/sections/call-to-action/render";
import { IntroBlock } from "~/sections/collection-intro/intro-block";
import { ModelList } from "~/sections/designed/model-cards";
import { Hero } from "~/sections/designed/hero";
import { SizingLink } from "~/site/sizing-link";
import type { Route } from "./+types/collection-page";

export const handle = { hero: true };

const isCollectionPageId = (id: string): id is CollectionPageId =>
  (collectionPageIds as readonly string[]).includes(id);

export function loader({ request, params }: Route.LoaderArgs) {
  if (!isCollectionPageId(params.id)) notFound(request);
  // The page's copy comes with the data, so the browser's bundle carries none of the other pages' copy.
  return { page: collectionPages[params.id], models: modelCardsFor(params.id) };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { page } = args.loaderData;
  return [
    ...seo(args, {
      title: page.metaTitle,
      description: page.metaDescription,
      keywords: page.keywords,
      image: pictureSrc(heroImages[page.id], 1600, "webp"),
    }),
  ];
};

/** The way on at the end of a collection page: a quotation, or back to every series. */
const onward: Section = {
  id: "onward",
  type: "call-to-action",
  layout: "centred",
  eyebrow: collectionOnward.eyebrow,
  title: collectionOnward.title,
  content: collectionOnward.content,
  imageUrl: "",
  backgroundColor: "#ffffff",
  buttons: [collectionOnward.quote, { label: "View All Collections", link: "/collection", style: "outline" }],
};

/** /collection/{id}: one fixed collection page (docs/product.md#routes), or the bathroom series (docs/product.md#no-dead-links). */
export default function CollectionPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, models } = loaderData;
  // docs/product.md#routes: each collection page opens at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page.id]);
  return (
    <>
      <Hero picture={heroImages[page.id]} title={page.title} subtitle={page.subtitle} size="tall" />
      <IntroBlock id="intro-heading" heading={page.intro.heading} body={page.intro.body} />
      <CollectionItems page={page} />
      <ModelList models={models} />
      <SizingLink className="container-page pb-16" />
      <CallToAction section={onward} headingLevel={2} ofType={{ index: 0, count: 1 }} nextTitle="" />
    </>
  );
}
