import { useId } from "react";

import { brand } from "~/content/brand";
import { InstagramIcon } from "~/ui/instagram-icon";
import { Reveal } from "~/ui/reveal";

import { SectionButtons } from "../parts/section-buttons";
import { SectionElement } from "../parts/section-element";
import { SectionImage } from "../parts/section-image";
import type { SectionRenderProps } from "../types";

/** Teaser tiles that link to the Instagram account: a link, no embed (Home). */
export default function InstagramSection({ section, headingLevel }: SectionRenderProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const account = section.buttons?.[0]?.link || brand.instagram.url;
  return (
    <SectionElement section={section} titleId={titleId} className="py-20 sm:py-28">
      <div className="container-page">
        <Reveal className="mx-auto max-w-2xl text-center">
          <InstagramIcon className="mx-auto h-6 w-6 text-bronze" />
          <Heading id={titleId} className="mt-4 font-display text-4xl sm:text-5xl">
            {section.title}
          </Heading>
          <p className="mt-4 leading-relaxed text-ink-soft">{section.content}</p>
        </Reveal>
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {(section.items ?? []).map((tile, index) => (
            <Reveal as="li" key={tile.id} delay={index * 100}>
              <a href={account} rel="noopener" className="group relative block overflow-hidden bg-sand">
                <SectionImage
                  src={tile.imageUrl}
                  alt=""
                  decorative
                  sizes="(min-width: 1024px) 23vw, 46vw"
                  className="aspect-square w-full object-cover transition-transform duration-700 group-hover:scale-105"
                />
                <span className="absolute inset-0 flex items-center justify-center bg-night/0 text-white opacity-0 transition-all duration-300 group-hover:bg-night/35 group-hover:opacity-100 group-focus-visible:bg-night/35 group-focus-visible:opacity-100">
                  <InstagramIcon className="h-7 w-7" />
                </span>
                <span className="sr-only">{`${tile.content}, on Instagram`}</span>
              </a>
            </Reveal>
          ))}
        </ul>
        <SectionButtons buttons={section.buttons} className="mt-10 justify-center" />
      </div>
    </SectionElement>
  );
}
