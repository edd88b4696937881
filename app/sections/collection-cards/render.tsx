import { ArrowUpRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";

import { Reveal } from "~/ui/reveal";

import { SectionButtons } from "../parts/section-buttons";
import { SectionElement } from "../parts/section-element";
import { SectionHeadingOf } from "../parts/section-heading";
import { CardPicture } from "../parts/section-image";
import { StaggeredItem } from "../parts/staggered-item";
import type { SectionRenderProps } from "../types";

/** Series cards, each a picture, a category, a name and a line, leading to the series (Home's 'Our Collections'). */
export default function CollectionCardsSection({ section, headingLevel }: SectionRenderProps) {
  const titleId = useId();
  return (
    <SectionElement section={section} titleId={titleId} className="scroll-mt-0 py-24 sm:py-32">
      <div className="container-page">
        <Reveal>
          <SectionHeadingOf section={section} id={titleId} level={headingLevel} />
        </Reveal>
        <ul className="mt-14 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {(section.items ?? []).map((card, index) => (
            <StaggeredItem key={card.id} index={index} cycle={3}>
              <Link to={card.link || "/collection"} className="group block">
                <CardPicture
                  src={card.imageUrl}
                  alt=""
                  className="transition-transform duration-[1.2s] ease-[var(--ease-calm)] group-hover:scale-[1.04]"
                />
                <div className="mt-5 flex items-start justify-between gap-4">
                  <div>
                    {card.eyebrow && <p className="eyebrow text-muted">{card.eyebrow}</p>}
                    <h3 className="mt-2 font-display text-3xl">{card.title}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-ink-soft">{card.content}</p>
                  </div>
                  <ArrowUpRight
                    aria-hidden="true"
                    className="mt-1 h-5 w-5 shrink-0 transition-transform duration-300 group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                  />
                </div>
              </Link>
            </StaggeredItem>
          ))}
        </ul>
        <SectionButtons buttons={section.buttons} className="mt-16 justify-center" />
      </div>
    </SectionElement>
  );
}
