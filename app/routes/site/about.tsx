import { about } from "~/content/about";
import { heroImages, pagePictures } from "~/content/images";
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
import type { Route } from "./+types/about";

export const handle = { hero: true };

export const loader = () => publishedSectionsFor("about");

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: about.meta.title,
    description: about.meta.description,
    keywords: about.meta.keywords,
    image: pictureSrc(heroImages.about, 1600, "webp"),
  });

/** /about: the legacy hero and the prose sections of docs/product.md#routes, with the four points that set us apart. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { hero, why, craftsmanship, designPhilosophy, apart, promise } = about;
  if (loaderData.published) return <PublishedOverDesign {...loaderData.published} />;
  return (
    <>
      <Hero picture={heroImages.about} title={hero.title} subtitle={hero.subtitle} />
      <ProseSplit id="why-heading" heading={why.heading} paragraphs={why.paragraphs} picture={pagePictures.about[0]} />
      <ProseSplit
        id="craft-heading"
        heading={craftsmanship.heading}
        paragraphs={craftsmanship.paragraphs}
        picture={pagePictures.about[1]}
        reverse
        tone="linen"
      />
      <ProseSplit
        id="design-philosophy-heading"
        heading={designPhilosophy.heading}
        paragraphs={designPhilosophy.paragraphs}
      />
      <section aria-labelledby="apart-heading" className="bg-night py-24 text-white sm:py-32">
        <div className="container-page">
          <Reveal>
            <SectionHeading id="apart-heading" heading={apart.heading} intro={apart.intro} tone="light" />
          </Reveal>
          <ValueGrid items={apart.points} tone="dark" className="mt-14" />
        </div>
      </section>
      <ProseSplit id="promise-heading" heading={promise.heading} paragraphs={promise.paragraphs} tone="linen">
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink size="lg" to="/collection">
            Explore Our Collections
          </ButtonLink>
          <ButtonLink size="lg" to="/contact" variant="outline">
            Talk to Us
          </ButtonLink>
        </div>
      </ProseSplit>
    </>
  );
}
