import { home } from "~/content/home";
import { inspirationImages } from "~/content/images";
import { ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { Picture } from "../picture";
import { Reveal } from "../reveal";
import { SectionHeading } from "../section-heading";

/** SPEC §9: home gallery tiles are staggered by 150 ms. */
export const galleryStagger = 150;

// A calm editorial rhythm: one tall tile, then wide and square ones.
const tileShapes = [
  "sm:row-span-2 aspect-[4/5] sm:aspect-auto",
  "aspect-[4/3]",
  "aspect-[4/3]",
  "aspect-[4/3]",
  "sm:row-span-2 aspect-[4/5] sm:aspect-auto",
  "aspect-[4/3]",
];

/** Six inspiration images with a link to /gallery (SPEC §2 Home). */
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
          <ButtonLink to={inspiration.linkHref} variant="outline" className="self-start sm:self-auto">
            {inspiration.linkLabel}
          </ButtonLink>
        </div>
        <ul className="mt-14 grid grid-flow-dense gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {inspirationImages.map((image, index) => (
            <Reveal
              as="li"
              key={image.id}
              delay={index * galleryStagger}
              className={cn("overflow-hidden bg-sand", tileShapes[index])}
            >
              <Picture
                picture={image}
                sizes="(min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw"
                className="block h-full"
                imgClassName="h-full w-full object-cover"
              />
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
