import { MapPin } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { brand } from "~/content/brand";
import { contact } from "~/content/contact";
import { heroImages } from "~/content/images";
import { pictureSrc } from "~/content/picture";
import { seo } from "~/lib/seo";
import { ContactBlock } from "~/site/contact-block";
import { ContactNotice, contactMessages } from "~/site/contact-notice";
import { Hero } from "~/site/hero";
import { OsmMap, osmLargerMapUrl } from "~/site/osm-map";
import { Reveal } from "~/ui/reveal";
import { SectionHeading } from "~/site/section-heading";
import { PublishedOverDesign } from "~/sections/published-over-design";
import { publishedSectionsFor } from "~/server/pages.server";
import type { Route } from "./+types/contact";

export const handle = { hero: true };

export const loader = () => publishedSectionsFor("contact");

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: contact.meta.title,
    description: contact.meta.description,
    keywords: contact.meta.keywords,
    image: pictureSrc(heroImages.contact, 1600, "webp"),
  });

/** What a browser without JavaScript sees after posting the form (the API redirects back here). */
function NoScriptOutcome() {
  const [params] = useSearchParams();
  const outcome = params.get("sent") ? contactMessages.sent : params.get("error") ? contactMessages.failed : null;
  return outcome && <ContactNotice outcome={outcome} className="container-page pt-12" />;
}

/** /contact: hero, the contact block, and the map of the showroom (docs/product.md#routes). */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { hero, map } = contact;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  if (loaderData.published) return <PublishedOverDesign {...loaderData.published} />;
  return (
    <>
      <Hero picture={heroImages.contact} title={hero.title} subtitle={hero.subtitle} />
      <NoScriptOutcome />
      <ContactBlock />
      <section aria-labelledby="map-heading" className="py-24 sm:py-32">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-20">
          <Reveal>
            <SectionHeading id="map-heading" heading={map.heading} />
            <p className="mt-6 leading-relaxed text-ink-soft">{map.directions}</p>
            <address className="mt-8 flex gap-4 text-sm not-italic">
              <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-bronze" />
              <span>
                {brand.address.street}
                <br />
                {brand.address.locality} {brand.address.postcode}, {brand.address.country}
              </span>
            </address>
            <a
              href={osmLargerMapUrl()}
              rel="noopener"
              className="mt-8 inline-block border-b border-ink pb-1 text-sm font-semibold"
            >
              {map.linkLabel}
            </a>
          </Reveal>
          <Reveal className="aspect-[4/3] overflow-hidden bg-sand lg:aspect-auto lg:min-h-[30rem]">
            <OsmMap title={map.frameTitle} />
          </Reveal>
        </div>
      </section>
    </>
  );
}
