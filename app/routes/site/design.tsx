import { design } from "~/content/design";
import { heroImages, pagePictures } from "~/content/images";
import { pictureSrc } from "~/content/picture";
import { seo } from "~/lib/seo";
import { ContactBlock } from "~/site/contact-block";
import { Hero } from "~/site/hero";
import { ProseSplit } from "~/site/prose-split";
import { Reveal } from "~/ui/reveal";
import { SectionHeading } from "~/site/section-heading";
import { ValueGrid } from "~/site/value-grid";
import { PublishedOverDesign } from "~/sections/published-over-design";
import { publishedSectionsFor } from "~/server/pages.server";
import type { Route } from "./+types/design";

export const handle = { hero: true };

export const loader = () => publishedSectionsFor("design");

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: design.meta.title,
    description: design.meta.description,
    keywords: design.meta.keywords,
    image: pictureSrc(heroImages.design, 1600, "webp"),
  });

/** /design: 'The Language of Form', three principles, a four-step process, the contact block (docs/product.md#routes). */
export default function Design({ loaderData }: Route.ComponentProps) {
  const { hero, intro, principles, process } = design;
  if (loaderData.published) return <PublishedOverDesign {...loaderData.published} />;
  return (
    <>
      <Hero picture={heroImages.design} title={hero.title} subtitle={hero.subtitle} />
      <ProseSplit
        id="design-intro"
        eyebrow={intro.eyebrow}
        heading={intro.heading}
        paragraphs={intro.body}
        picture={pagePictures.design}
      />
      <section aria-labelledby="principles-heading" className="bg-linen py-24 sm:py-32">
        <div className="container-page">
          <Reveal>
            <SectionHeading id="principles-heading" heading={principles.heading} intro={principles.intro} />
          </Reveal>
          <ValueGrid items={principles.items} columns={3} className="mt-14" />
        </div>
      </section>
      <section aria-labelledby="process-heading" className="bg-night py-24 text-white sm:py-32">
        <div className="container-page">
          <Reveal>
            <SectionHeading id="process-heading" heading={process.heading} intro={process.intro} tone="light" />
          </Reveal>
          <ValueGrid items={process.steps} tone="dark" className="mt-14" />
        </div>
      </section>
      <ContactBlock />
    </>
  );
}
