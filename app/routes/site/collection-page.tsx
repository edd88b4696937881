import { collectionPages } from "~/content/collection-pages";
import { collectionOnward, collections } from "~/content/collections";
import { collectionPageImages, heroImages, withHeroCrops } from "~/content/images";
import { pictureSrc } from "~/content/picture";
import { collectionPageForSeries, type CollectionPageId, collectionPageIds } from "~/content/series";
import type { Section } from "~/lib/page-model";
import { seo } from "~/lib/seo";
import CallToAction from "~/sections/call-to-action/render";
import { IntroBlock } from "~/sections/parts/intro-block";
import { ModelList } from "~/sections/parts/model-card-grid";
import { Hero } from "~/sections/parts/opening-hero";
import { modelCardsFor } from "~/server/catalogue/model-cards.server";
import { notFound } from "~/server/not-found.server";
import { CollectionItems, type CollectionItemView } from "~/site/collection/collection-items";
import { SizingLink } from "~/site/sizing-link";

import type { Route } from "./+types/collection-page";

export const handle = { hero: true };

const isCollectionPageId = (id: string): id is CollectionPageId =>
  (collectionPageIds as readonly string[]).includes(id);

/** The way on at the end of a collection page: a quotation, or back to every series. */
const onwardSection: Section = {
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

export function loader({ request, params }: Route.LoaderArgs) {
  if (!isCollectionPageId(params.id)) notFound(request);
  // The page's copy, pictures and links come with the data, so the browser's bundle carries none of the other pages'.
  const page = collectionPages[params.id];
  const pictures = collectionPageImages[params.id];
  return {
    page,
    hero: withHeroCrops(heroImages[params.id]),
    items: page.items.map((item, index): CollectionItemView => {
      // The bathroom page lists whole series: each leads on to that series' own page.
      const series = collections.find((entry) => entry.name === item.name);
      return {
        ...item,
        picture: pictures[index],
        series: series && { name: series.name, path: `/collection/${collectionPageForSeries[series.id]}` },
      };
    }),
    onward: onwardSection,
    models: modelCardsFor(params.id),
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { page, hero } = args.loaderData;
  return [
    ...seo(args, {
      title: page.metaTitle,
      description: page.metaDescription,
      keywords: page.keywords,
      image: pictureSrc(hero, 1600, "webp"),
    }),
  ];
};

/** /collection/{id}: one fixed collection page (docs/product.md#routes), or the bathroom series (docs/product.md#no-dead-links). */
export default function CollectionPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, hero, items, onward, models } = loaderData;
  return (
    <>
      <Hero picture={hero} title={page.title} subtitle={page.subtitle} size="tall" />
      <IntroBlock id="intro-heading" heading={page.intro.heading} body={page.intro.body} />
      <CollectionItems items={items} />
      <ModelList models={models} />
      <SizingLink className="container-page pb-16" />
      <CallToAction section={onward} headingLevel={2} ofType={{ index: 0, count: 1 }} nextTitle="" />
    </>
  );
}
