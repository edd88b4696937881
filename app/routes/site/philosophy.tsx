import { heroImages, pagePictures } from "~/content/images";
import { philosophy } from "~/content/philosophy";
import { pictureSrc } from "~/content/picture";
import { seo } from "~/lib/seo";
import { Hero } from "~/site/hero";
import { ProseSplit } from "~/site/prose-split";
import { Reveal } from "~/ui/reveal";
import { SectionHeading } from "~/site/section-heading";
import { ValueGrid } from "~/site/value-grid";
import { ButtonLink } from "~/ui/button";
import { PublishedOverDesign } from "~/sections/published-over-design";
import { publishedSectionsFor } from "~/server/pages.server";
import type { Route } from "./+types/philosophy";

export const handle = { hero: true };

export const loader = () => publishedSectionsFor("philosophy");

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: philosophy.meta.title,
    description: philosophy.meta.description,
    keywords: philosophy.meta.keywords,
    image: pictureSrc(heroImages.philosophy, 1600, "webp"),
  });

/** /philosophy: Our Story, Our Vision and six Core Values (docs/product.md#routes). */
export default function Philosophy({ loaderData }: Route.ComponentProps) {
  const { hero, story, vision, coreValues } = philosophy;
  if (loaderData.published) return <PublishedOverDesign {...loaderData.published} />;
  return (
    <>
      <Hero picture={heroImages.philosophy} title={hero.title} subtitle={hero.subtitle} />
      <ProseSplit
        id="story-heading"
        heading={story.heading}
        paragraphs={story.paragraphs}
        picture={pagePictures.philosophy[0]}
      />
      <ProseSplit
        id="vision-heading"
        heading={vision.heading}
        paragraphs={vision.paragraphs}
        picture={pagePictures.philosophy[1]}
        reverse
        tone="linen"
      >
        <ButtonLink size="lg" to={vision.linkHref} variant="outline" className="mt-10">
          {vision.linkLabel}
        </ButtonLink>
      </ProseSplit>
      <section aria-labelledby="values-heading" className="py-24 sm:py-32">
        <div className="container-page">
          <Reveal>
            <SectionHeading id="values-heading" heading={coreValues.heading} intro={coreValues.intro} />
          </Reveal>
          <ValueGrid items={coreValues.values} columns={3} className="mt-14" />
        </div>
      </section>
    </>
  );
}
