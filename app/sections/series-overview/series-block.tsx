import type { CollectionEntry } from "~/content/collections";
import { collectionPageForSeries } from "~/content/series";
import { Picture } from "~/sections/parts/picture";
import { LinkArrow } from "~/ui/arrow-link";
import { ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { Reveal } from "~/ui/reveal";

import { useSeriesPictures } from "../page-images";

interface SeriesBlockProps {
  entry: CollectionEntry;
  /** Position in the catalogue, from 0; odd blocks mirror the spread on wide screens. */
  index: number;
  total: number;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** One series of the catalogue (docs/product.md#routes Collection): its image, words, key features, link and gallery. */
export function SeriesBlock({ entry, index, total }: SeriesBlockProps) {
  const { image, gallery = [] } = useSeriesPictures(entry.id) ?? {};
  const headingId = `${entry.anchorId}-heading`;
  const mirrored = index % 2 === 1;
  return (
    // Focusable, so the series navigation can hand keyboard focus to the block it scrolls to. The scroll
    // margin is the navigation's 3.75rem less what html's scroll-padding gives beyond the 4.5rem header.
    <section id={entry.anchorId} aria-labelledby={headingId} tabIndex={-1} className="scroll-mt-[3.25rem] outline-none">
      <div className="container-page">
        <div className={cn("py-16 sm:py-24 lg:py-28", index < total - 1 && "border-b border-ink/10")}>
          {/* Narrow screens read name, picture, then words; wide ones lay the picture beside the words. */}
          <div className="grid gap-y-8 lg:grid-cols-12 lg:grid-rows-[1fr_auto_auto_1fr] lg:gap-x-16 lg:gap-y-0 xl:gap-x-24">
            <Reveal className={cn("lg:col-span-5 lg:row-start-2", mirrored ? "lg:col-start-1" : "lg:col-start-8")}>
              <p aria-hidden="true" className="eyebrow text-bronze">
                {twoDigits(index + 1)} <span className="text-muted">/ {twoDigits(total)}</span>
              </p>
              <h2 id={headingId} className="mt-4 font-display text-5xl leading-none sm:text-6xl xl:text-7xl">
                {entry.name}
              </h2>
              <p className="mt-4 font-display text-2xl leading-snug text-ink-soft italic">{entry.tagline}</p>
            </Reveal>
            <Reveal
              className={cn(
                "lg:col-span-7 lg:row-span-4 lg:row-start-1",
                mirrored ? "lg:col-start-6" : "lg:col-start-1",
              )}
            >
              <div className="overflow-hidden bg-sand">
                {image && (
                  <Picture
                    picture={image}
                    // The 3:2 picture covers a 4:3 box (5:4 from 1024 px): it is drawn 1.125
                    // (1.2) times as wide as the box.
                    sizes="(min-width: 88rem) 60rem, (min-width: 1024px) 67vw, 104vw"
                    imgClassName="aspect-[4/3] w-full object-cover lg:aspect-[5/4]"
                  />
                )}
              </div>
            </Reveal>
            <Reveal
              className={cn("lg:col-span-5 lg:row-start-3 lg:mt-6", mirrored ? "lg:col-start-1" : "lg:col-start-8")}
            >
              <p className="leading-relaxed text-ink-soft">{entry.description}</p>
              <h3 className="eyebrow mt-10 text-muted">Key features</h3>
              <ul className="mt-3 border-t border-ink/10 text-sm leading-relaxed">
                {entry.features.map((feature) => (
                  <li key={feature} className="flex gap-4 border-b border-ink/10 py-3">
                    <span aria-hidden="true" className="mt-[0.7rem] h-px w-4 shrink-0 bg-bronze" />
                    {feature}
                  </li>
                ))}
              </ul>
              <ButtonLink
                size="lg"
                to={`/collection/${collectionPageForSeries[entry.id]}`}
                variant="outline"
                className="group mt-10"
              >
                {`View ${entry.name}`}
                <LinkArrow />
              </ButtonLink>
            </Reveal>
          </div>
          <ul
            aria-label={`${entry.name} gallery`}
            className="mt-12 grid grid-cols-2 gap-4 lg:mt-16 lg:grid-cols-3 lg:gap-6"
          >
            {gallery.map((picture, i) => (
              <Reveal
                as="li"
                key={picture.id}
                delay={i * 120}
                className={cn("overflow-hidden bg-sand", i === 0 && "col-span-2 lg:col-span-1")}
              >
                <Picture
                  picture={picture}
                  sizes={i === 0 ? "(min-width: 1024px) 30vw, 92vw" : "(min-width: 1024px) 30vw, 46vw"}
                  imgClassName={cn("w-full object-cover lg:aspect-[4/3]", i === 0 ? "aspect-[3/2]" : "aspect-square")}
                />
              </Reveal>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
