import { collectionHero, collectionIntro, collectionMeta, collections } from "~/content/collections";
import { heroImages } from "~/content/images";
import { pictureSrc } from "~/content/picture";
import { seo } from "~/lib/seo";
import { IntroBlock } from "~/site/collection/intro-block";
import { SeriesBlock } from "~/site/collection/series-block";
import { SeriesNav } from "~/site/collection/series-nav";
import { useHashScroll } from "~/site/collection/use-hash-scroll";
import { CollectionOnward } from "~/site/collection/collection-onward";
import { Hero } from "~/site/hero";
import { PublishedOverDesign } from "~/sections/published-over-design";
import { publishedSectionsFor } from "~/server/pages.server";
import { SizingLink } from "~/site/sizing-link";
import type { Route } from "./+types/collection";

export const handle = { hero: true };

export const loader = () => publishedSectionsFor("collection");

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: collectionMeta.title,
    description: collectionMeta.description,
    keywords: collectionMeta.keywords,
    image: pictureSrc(heroImages.collection, 1600, "webp"),
  });

/** /collection: the overview of all seven series (docs/product.md#routes Collection). */
export default function Collection({ loaderData }: Route.ComponentProps) {
  useHashScroll();
  if (loaderData.published) return <PublishedOverDesign {...loaderData.published} />;
  return (
    <>
      <Hero
        picture={heroImages.collection}
        title={collectionHero.title}
        subtitle={collectionHero.subtitle}
        size="tall"
      />
      <IntroBlock
        id="collection-intro-heading"
        eyebrow={collectionIntro.eyebrow}
        heading={collectionIntro.heading}
        body={collectionIntro.body}
      />
      <div className="pb-8 sm:pb-16">
        <SeriesNav series={collections} />
        <SizingLink className="container-page mt-8" />
        {collections.map((entry, index) => (
          <SeriesBlock key={entry.id} entry={entry} index={index} total={collections.length} />
        ))}
      </div>
      <CollectionOnward secondary={{ to: "/gallery", label: "See Them in Rooms" }} />
    </>
  );
}
