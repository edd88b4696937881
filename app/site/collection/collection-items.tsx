import type { CollectionPageItem } from "~/content/collection-pages";
import type { Picture as PictureData } from "~/content/picture";
import { Picture } from "~/sections/parts/picture";
import { ArrowLink } from "~/ui/arrow-link";
import { cn } from "~/ui/cn";
import { Reveal } from "~/ui/reveal";

/** One item of a collection page, with its picture and, on the bathroom page, the series page it leads to. */
export interface CollectionItemView extends CollectionPageItem {
  picture?: PictureData;
  series?: { name: string; path: string };
}

/** The grid of a fixed collection page (docs/product.md#routes): image, name and description of each item. */
export function CollectionItems({ items }: { items: readonly CollectionItemView[] }) {
  const four = items.length > 3;
  return (
    <section aria-labelledby="range-heading" className="bg-linen py-20 sm:py-28">
      <div className="container-page">
        <h2 id="range-heading" className="border-b border-ink/15 pb-5 font-display text-3xl sm:text-4xl">
          The Range
        </h2>
        <ul
          className={cn(
            "mt-12 grid gap-x-6 gap-y-14 lg:gap-x-8",
            four ? "sm:grid-cols-2 xl:grid-cols-4" : "md:grid-cols-3",
          )}
        >
          {items.map(({ picture, series, ...item }, index) => {
            return (
              <Reveal as="li" key={item.name} delay={index * 120}>
                {picture && (
                  <div className="overflow-hidden bg-sand">
                    <Picture
                      picture={picture}
                      sizes={
                        four
                          ? "(min-width: 1280px) 22vw, (min-width: 640px) 46vw, 92vw"
                          : "(min-width: 768px) 30vw, 92vw"
                      }
                      imgClassName="aspect-[4/5] w-full object-cover"
                    />
                  </div>
                )}
                <h3 className="mt-6 font-display text-3xl leading-tight">{item.name}</h3>
                <p className="mt-3 text-sm leading-relaxed text-ink-soft">{item.description}</p>
                {series && (
                  <ArrowLink to={series.path} className="mt-5 border-ink">
                    {`View ${series.name}`}
                  </ArrowLink>
                )}
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
