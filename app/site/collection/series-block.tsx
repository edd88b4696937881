import { ArrowRight } from "lucide-react";
import { type CollectionEntry, collectionPageForSeries } from "~/content/collections";
import { seriesImages } from "~/content/images";
import { ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { Picture } from "../picture";
import { Reveal } from "../reveal";

interface SeriesBlockProps {
  entry: CollectionEntry;
  /** Position in the catalogue, from 0; odd blocks mirror the spread on wide screens. */
  index: number;
  total: number;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** One series of the catalogue (SPEC §2 Collection): its image, words, key features, link and gallery. */
export function SeriesBlock({ entry, index, total }: SeriesBlockProps) {
  const { image, gallery } = seriesImages[entry.id];
  const headingId = `${entry.anchorId}-heading`;
  const mirrored = index % 2 === 1;
  return (
    // Focusable so that the series navigation can hand keyboard focus to the block it scrolls to.
    <section
      id={entry.anchorId}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="scroll-mt-[3.75rem] outline-none"
    >
      <div className="container-page">
        <div className={cn("py-16 sm:py-24 lg:py-28", index > 0 && "border-t border-ink/10")}>
          <div className="grid items-center gap-10 lg:grid-cols-12 lg:gap-16 xl:gap-24">
            <Reveal className={cn("lg:col-span-7", mirrored && "lg:order-2")}>
              <div className="overflow-hidden bg-sand">
                <Picture
                  picture={image}
                  sizes="(min-width: 88rem) 50rem, (min-width: 1024px) 56vw, 92vw"
                  imgClassName="aspect-[4/5] w-full object-cover sm:aspect-[5/4]"
                />
              </div>
            </Reveal>
            <Reveal className="lg:col-span-5">
              <p aria-hidden="true" className="eyebrow text-bronze">
                {twoDigits(index + 1)} <span className="text-muted">/ {twoDigits(total)}</span>
              </p>
              <h2 id={headingId} className="mt-4 font-display text-5xl leading-none sm:text-6xl xl:text-7xl">
                {entry.name}
              </h2>
              <p className="mt-4 font-display text-2xl leading-snug text-ink-soft italic">{entry.tagline}</p>
              <p className="mt-6 leading-relaxed text-ink-soft">{entry.description}</p>
              <h3 className="eyebrow mt-10 text-muted">Key features</h3>
              <ul className="mt-3 border-t border-ink/10 text-sm leading-relaxed">
                {entry.features.map((feature) => (
                  <li key={feature} className="flex gap-4 border-b border-ink/10 py-3">
                    <span aria-hidden="true" className="mt-[0.7rem] h-px w-4 shrink-0 bg-bronze" />
                    {feature}
                  </li>
                ))}
              </ul>
              <ButtonLink to={`/collection/${collectionPageForSeries[entry.id]}`} variant="outline" className="group mt-10">
                {`View ${entry.name}`}
                <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform duration-300 group-hover:translate-x-1" />
              </ButtonLink>
            </Reveal>
          </div>
          <ul aria-label={`${entry.name} gallery`} className="mt-4 grid grid-cols-2 gap-4 sm:mt-6 lg:mt-16 lg:grid-cols-3 lg:gap-6">
            {gallery.map((picture, i) => (
              <Reveal as="li" key={picture.id} delay={i * 120} className={cn("overflow-hidden bg-sand", i === 0 && "col-span-2 lg:col-span-1")}>
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
