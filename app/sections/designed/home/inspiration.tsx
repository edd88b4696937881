import type { GalleryImage } from "~/content/images";
import { home } from "~/content/home";
import { inspirationImages } from "~/content/images";
import { ButtonLink } from "~/ui/button";
import { Picture } from "~/sections/parts/picture";
import { Reveal } from "~/ui/reveal";
import { SectionHeading } from "~/sections/designed/section-heading";

/** docs/product.md#constants: home gallery tiles are staggered by 150 ms. */
export const galleryStagger = 150;

const perRow = 3;

/** Justified rows: tiles in a row share one height, each as wide as its image's proportions ask. */
function rows(images: readonly GalleryImage[]): GalleryImage[][] {
  const result: GalleryImage[][] = [];
  for (let i = 0; i < images.length; i += perRow) result.push(images.slice(i, i + perRow));
  return result;
}

/** Six inspiration images with a link to /gallery (docs/product.md#routes Home). */
export function Inspiration() {
  const { inspiration } = home;
  return (
    <section aria-labelledby="inspiration-heading" className="py-24 sm:py-32">
      <div className="container-page">
        <div className="flex flex-col gap-8 sm:flex-row sm:items-end sm:justify-between">
          <Reveal>
            <SectionHeading
              id="inspiration-heading"
              eyebrow={inspiration.eyebrow}
              heading={inspiration.heading}
              intro={inspiration.line}
            />
          </Reveal>
          <ButtonLink size="lg" to={inspiration.linkHref} variant="outline" className="self-start sm:self-auto">
            {inspiration.linkLabel}
          </ButtonLink>
        </div>
        <div className="mt-14 space-y-4 lg:space-y-6">
          {rows(inspirationImages).map((row, rowIndex) => (
            <ul key={row[0]!.id} className="flex flex-col gap-4 sm:flex-row lg:gap-6">
              {row.map((image, index) => (
                <Reveal
                  as="li"
                  key={image.id}
                  delay={(rowIndex * perRow + index) * galleryStagger}
                  className="overflow-hidden bg-sand sm:basis-0"
                  style={{ flexGrow: image.width / image.height, aspectRatio: `${image.width} / ${image.height}` }}
                >
                  <Picture
                    picture={image}
                    sizes="(min-width: 640px) 36vw, 92vw"
                    className="block h-full"
                    imgClassName="h-full w-full object-cover"
                  />
                </Reveal>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
