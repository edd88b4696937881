import { galleryFallbackItems } from "~/content/gallery-fallback";
import type { SectionItem } from "~/lib/page-model";
import { itemCaptionAlt } from "~/lib/publish-checks/alt-text";
import { cn } from "~/ui/cn";
import { Reveal } from "~/ui/reveal";

import { gridColumns } from "../parts/grid-columns";
import { ItemsSection } from "../parts/items-section";
import { CardPicture, SectionImage } from "../parts/section-image";
import { StaggeredItem } from "../parts/staggered-item";
import type { SectionRenderProps } from "../types";

/** docs/product.md#constants: a masonry gallery shows at most 6 items. */
export const masonryLimit = 6;

/** Used when neither the picture catalogue nor the media library describes the picture: never placeholder words. */
const altOf = itemCaptionAlt;

function GalleryGrid({ items }: { items: readonly SectionItem[] }) {
  return (
    <ul className={cn("mt-14 grid gap-x-6 gap-y-12", gridColumns(items.length))}>
      {items.map((item, index) => (
        <StaggeredItem key={item.id} index={index} cycle={4}>
          <figure>
            <CardPicture src={item.imageUrl} alt={altOf(item)} />
            {(item.title || item.content) && (
              <figcaption className="mt-5">
                {item.title && <span className="block font-display text-2xl">{item.title}</span>}
                {item.content && <span className="mt-2 block text-sm leading-relaxed opacity-80">{item.content}</span>}
              </figcaption>
            )}
          </figure>
        </StaggeredItem>
      ))}
    </ul>
  );
}

function GalleryMasonry({ items }: { items: readonly SectionItem[] }) {
  const shown = items.slice(0, masonryLimit);
  // Two columns on small screens: a last tile that would stand alone takes the whole row.
  const lastAlone = shown.length % 2 === 0;
  return (
    <ul className="mt-14 grid auto-rows-[13rem] grid-cols-2 gap-3 sm:auto-rows-[17rem] sm:gap-4 lg:auto-rows-[19rem] lg:grid-cols-3 lg:gap-6">
      {shown.map((item, index) => (
        <Reveal
          as="li"
          key={item.id}
          delay={index * 120}
          className={cn(
            "relative overflow-hidden bg-sand",
            index === 0 && "col-span-2 lg:row-span-2",
            index > 0 && index === shown.length - 1 && lastAlone && "col-span-2 lg:col-span-1",
          )}
        >
          <figure className="h-full">
            <SectionImage
              src={item.imageUrl}
              alt={altOf(item)}
              sizes={index === 0 ? "(min-width: 1024px) 62vw, 92vw" : "(min-width: 1024px) 30vw, 46vw"}
              className="h-full w-full object-cover"
            />
            {item.title && (
              <figcaption className="absolute inset-x-0 bottom-0 bg-[linear-gradient(0deg,rgb(0_0_0/0.72),rgb(0_0_0/0))] px-4 pt-12 pb-4 text-white sm:px-6 sm:pb-5">
                <span
                  className={cn(
                    "block font-display leading-tight",
                    index === 0 ? "text-2xl sm:text-3xl" : "text-base sm:text-xl",
                  )}
                >
                  {item.title}
                </span>
              </figcaption>
            )}
          </figure>
        </Reveal>
      ))}
    </ul>
  );
}

export default function GallerySection({ section, headingLevel }: SectionRenderProps) {
  const { layout } = section;
  const items = section.items?.length ? section.items : galleryFallbackItems;
  return (
    <ItemsSection section={section} headingLevel={headingLevel} align={layout === "default" ? "center" : "left"}>
      {() => (
        <>
          {layout === "grid" && <GalleryGrid items={items} />}
          {layout === "masonry" && <GalleryMasonry items={items} />}
        </>
      )}
    </ItemsSection>
  );
}
