import { useId } from "react";

import type { PagePicture } from "~/content/picture";
import type { SectionItem } from "~/lib/page-model";
import { Reveal } from "~/ui/reveal";

import { usePageImages } from "../page-images";
import { SectionButtons } from "../parts/section-buttons";
import { SectionElement } from "../parts/section-element";
import { SectionHeadingOf } from "../parts/section-heading";
import { SectionImage } from "../parts/section-image";
import type { SectionRenderProps } from "../types";

/** docs/product.md#constants: home gallery tiles are staggered by 150 ms. */
const galleryStagger = 150;

const perRow = 3;

/** Width over height: the site's own pictures know theirs; an upload is taken as 4:3. */
const ratioOf = (item: SectionItem, pictures: Readonly<Record<string, PagePicture>>) => {
  const picture = pictures[item.imageUrl];
  return picture ? picture.width / picture.height : 4 / 3;
};

/** Justified rows: tiles in a row share one height, each as wide as its picture's proportions ask. */
function rows(items: readonly SectionItem[]): SectionItem[][] {
  const result: SectionItem[][] = [];
  for (let i = 0; i < items.length; i += perRow) result.push(items.slice(i, i + perRow));
  return result;
}

/** Pictures in justified rows under a heading, with a link onward (Home's 'Inspiration'). */
export default function InspirationSection({ section, headingLevel }: SectionRenderProps) {
  const titleId = useId();
  const { pictures } = usePageImages();
  return (
    <SectionElement section={section} titleId={titleId} className="py-24 sm:py-32">
      <div className="container-page">
        <div className="flex flex-col gap-8 sm:flex-row sm:items-end sm:justify-between">
          <Reveal>
            <SectionHeadingOf section={section} id={titleId} level={headingLevel} />
          </Reveal>
          <SectionButtons buttons={section.buttons} className="self-start sm:self-auto" />
        </div>
        <div className="mt-14 space-y-4 lg:space-y-6">
          {rows(section.items ?? []).map((row, rowIndex) => (
            <ul key={row[0]!.id} className="flex flex-col gap-4 sm:flex-row lg:gap-6">
              {row.map((item, index) => {
                const ratio = ratioOf(item, pictures);
                return (
                  <Reveal
                    as="li"
                    key={item.id}
                    delay={(rowIndex * perRow + index) * galleryStagger}
                    className="overflow-hidden bg-sand sm:basis-0"
                    style={{ flexGrow: ratio, aspectRatio: String(ratio) }}
                  >
                    <SectionImage
                      src={item.imageUrl}
                      alt={item.content}
                      sizes="(min-width: 640px) 36vw, 92vw"
                      className="block h-full w-full object-cover"
                    />
                  </Reveal>
                );
              })}
            </ul>
          ))}
        </div>
      </div>
    </SectionElement>
  );
}
