import { gallery } from "~/content/gallery";
import { heroImages } from "~/content/images";
import { pictureSrc } from "~/content/picture";
import { seo } from "~/lib/seo";
import { InspirationGallery } from "~/site/gallery/inspiration-gallery";
import { Hero } from "~/site/hero";
import { PublishedOverDesign } from "~/sections/published-over-design";
import { publishedSectionsFor } from "~/server/pages.server";
import type { Route } from "./+types/gallery";

export const handle = { hero: true };

export const loader = () => publishedSectionsFor("gallery");

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: gallery.hero.title,
    description: gallery.meta.description,
    keywords: gallery.meta.keywords,
    image: pictureSrc(heroImages.gallery, 1600, "webp"),
  });

export default function Gallery({ loaderData }: Route.ComponentProps) {
  if (loaderData.published) return <PublishedOverDesign {...loaderData.published} />;
  return (
    <>
      <Hero picture={heroImages.gallery} title={gallery.hero.title} subtitle={gallery.hero.subtitle} size="tall" />
      <InspirationGallery />
    </>
  );
}
