import { MapPin } from "lucide-react";
import { useId } from "react";

import { brand } from "~/content/brand";
import { contact } from "~/content/contact";
import { Reveal } from "~/ui/reveal";

import { osmLargerMapUrl, OsmMap } from "../parts/osm-map";
import { SectionElement } from "../parts/section-element";
import { SectionHeading } from "../parts/section-heading";
import type { SectionRenderProps } from "../types";

/** The showroom on a map, with directions and the address (Contact). */
export default function MapSection({ section, headingLevel }: SectionRenderProps) {
  const titleId = useId();
  return (
    <SectionElement section={section} titleId={titleId} className="py-24 sm:py-32">
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-20">
        <Reveal>
          <SectionHeading id={titleId} level={headingLevel} heading={section.title} />
          <p className="mt-6 leading-relaxed text-ink-soft">{section.content}</p>
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
            {contact.map.linkLabel}
          </a>
        </Reveal>
        <Reveal className="aspect-[4/3] overflow-hidden bg-sand lg:aspect-auto lg:min-h-[30rem]">
          <OsmMap title={contact.map.frameTitle} />
        </Reveal>
      </div>
    </SectionElement>
  );
}
