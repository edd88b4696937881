import type { SectionItem } from "~/lib/page-model";
import { cn } from "~/ui/cn";

import { ItemsSection } from "../parts/items-section";
import { CardPicture, SectionImage } from "../parts/section-image";
import { StaggeredItem } from "../parts/staggered-item";
import type { ToneClasses } from "../parts/tone";
import type { SectionRenderProps } from "../types";

/** docs/product.md#routes: what an item with an empty field shows. */
export const featureFallback = { title: "Feature", content: "Feature description" } as const;

const titleOf = (item: SectionItem) => item.title || featureFallback.title;
const contentOf = (item: SectionItem) => item.content || featureFallback.content;
const numberOf = (index: number) => String(index + 1).padStart(2, "0");

function FeatureCards({ items, tone }: { items: readonly SectionItem[]; tone: ToneClasses }) {
  return (
    <ul className="mt-14 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <StaggeredItem
          key={item.id}
          index={index}
          cycle={3}
          className={cn(!item.imageUrl && cn("border p-8 lg:p-10", tone.rule, tone.panel))}
        >
          {item.imageUrl ? (
            <CardPicture src={item.imageUrl} alt={titleOf(item)} />
          ) : (
            <span aria-hidden="true" className={cn("font-display text-xl", tone.accent)}>
              {numberOf(index)}
            </span>
          )}
          <h3 className={cn("font-display text-3xl leading-tight", item.imageUrl ? "mt-5" : "mt-6")}>
            {titleOf(item)}
          </h3>
          <p className={cn("mt-3 text-sm leading-relaxed sm:text-base", tone.soft)}>{contentOf(item)}</p>
        </StaggeredItem>
      ))}
    </ul>
  );
}

function FeatureColumns({ items, tone }: { items: readonly SectionItem[]; tone: ToneClasses }) {
  return (
    <ul className={cn("mt-14 grid border-t sm:grid-cols-2 lg:grid-cols-4", tone.rule)}>
      {items.map((item, index) => (
        <StaggeredItem
          key={item.id}
          index={index}
          cycle={4}
          className={cn(
            "border-b py-8 sm:px-6 sm:py-10 lg:border-b-0 lg:border-l lg:first:border-l-0 lg:first:pl-0",
            tone.rule,
          )}
        >
          {item.imageUrl ? (
            <SectionImage
              src={item.imageUrl}
              alt={titleOf(item)}
              sizes="(min-width: 1024px) 22vw, (min-width: 640px) 46vw, 92vw"
              className="mb-6 aspect-[4/3] w-full object-cover"
            />
          ) : (
            <span aria-hidden="true" className={cn("font-display text-xl", tone.accent)}>
              {numberOf(index)}
            </span>
          )}
          <h3 className={cn("font-display text-2xl leading-tight sm:text-3xl", !item.imageUrl && "mt-6")}>
            {titleOf(item)}
          </h3>
          <p className={cn("mt-4 text-sm leading-relaxed", tone.soft)}>{contentOf(item)}</p>
        </StaggeredItem>
      ))}
    </ul>
  );
}

function FeatureList({ items, tone }: { items: readonly SectionItem[]; tone: ToneClasses }) {
  return (
    <ul className={cn("mx-auto mt-12 max-w-3xl divide-y border-y", tone.rule, tone.divide)}>
      {items.map((item) => (
        <li key={item.id} className="grid gap-2 py-6 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-8">
          <h3 className="font-display text-2xl leading-tight">{titleOf(item)}</h3>
          <p className={cn("leading-relaxed", tone.soft)}>{contentOf(item)}</p>
        </li>
      ))}
    </ul>
  );
}

export default function FeaturesSection({ section, headingLevel }: SectionRenderProps) {
  const { layout } = section;
  const items = section.items ?? [];
  const Items = layout === "cards" ? FeatureCards : layout === "columns" ? FeatureColumns : FeatureList;
  return (
    <ItemsSection section={section} headingLevel={headingLevel} align={layout === "default" ? "center" : "left"}>
      {(tone) => items.length > 0 && <Items items={items} tone={tone} />}
    </ItemsSection>
  );
}
