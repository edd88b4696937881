import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { home } from "~/content/home";
import { seriesImages } from "~/content/images";
import { ButtonLink } from "~/ui/button";
import { Picture } from "~/sections/parts/picture";
import { Reveal } from "~/ui/reveal";
import { SectionHeading } from "~/sections/designed/section-heading";

/** Six series cards linking to /collection#{id}, and 'View All Collections' (docs/product.md#routes Home). */
export function CollectionCards() {
  const { collectionCards } = home;
  return (
    <section id="content" aria-labelledby="collections-heading" className="scroll-mt-0 py-24 sm:py-32">
      <div className="container-page">
        <Reveal>
          <SectionHeading
            id="collections-heading"
            eyebrow={collectionCards.eyebrow}
            heading={collectionCards.heading}
            intro={collectionCards.intro}
          />
        </Reveal>
        <ul className="mt-14 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {collectionCards.cards.map((card, index) => (
            <Reveal as="li" key={card.id} delay={(index % 3) * 120}>
              <Link to={card.href} className="group block">
                <div className="overflow-hidden bg-sand">
                  <Picture
                    picture={seriesImages[card.id].gallery[0]}
                    sizes="(min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw"
                    imgClassName="aspect-[4/5] w-full object-cover transition-transform duration-[1.2s] ease-[var(--ease-calm)] group-hover:scale-[1.04]"
                  />
                </div>
                <div className="mt-5 flex items-start justify-between gap-4">
                  <div>
                    <p className="eyebrow text-muted">{card.category}</p>
                    <h3 className="mt-2 font-display text-3xl">{card.name}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-ink-soft">{card.line}</p>
                  </div>
                  <ArrowUpRight
                    aria-hidden="true"
                    className="mt-1 h-5 w-5 shrink-0 transition-transform duration-300 group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                  />
                </div>
              </Link>
            </Reveal>
          ))}
        </ul>
        <div className="mt-16 text-center">
          <ButtonLink size="lg" to={collectionCards.viewAllHref} variant="outline">
            {collectionCards.viewAllLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
