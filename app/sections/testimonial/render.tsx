import { Quote } from "lucide-react";

import type { SectionItem } from "~/lib/page-model";
import { cn } from "~/ui/cn";
import { Reveal } from "~/ui/reveal";

import { gridColumns } from "../parts/grid-columns";
import { ItemsSection } from "../parts/items-section";
import { SectionImage } from "../parts/section-image";
import type { ToneClasses } from "../parts/tone";
import type { SectionRenderProps } from "../types";

/** docs/product.md#routes: what an item with an empty field shows, and a section without items. */
export const testimonialFallback = {
  content: "Testimonial content",
  author: "Customer Name",
  none: "No testimonials available",
} as const;

const quoteOf = (item: SectionItem) => item.content || testimonialFallback.content;
const authorOf = (item: SectionItem) => item.title || testimonialFallback.author;

/** The customer's photo, when there is one; their name stands beside it, so it says nothing more. */
function CustomerPhoto({ item, sizes, className }: { item: SectionItem; sizes: string; className: string }) {
  return <SectionImage src={item.imageUrl} alt="" sizes={sizes} className={className} optional />;
}

function Author({ item, tone }: { item: SectionItem; tone: ToneClasses }) {
  return (
    <figcaption className="flex items-center gap-4">
      <CustomerPhoto item={item} sizes="3.5rem" className="h-14 w-14 shrink-0 rounded-full object-cover" />
      <span className={cn("eyebrow", tone.accent)}>{authorOf(item)}</span>
    </figcaption>
  );
}

function Slider({ item, tone }: { item: SectionItem; tone: ToneClasses }) {
  return (
    <Reveal as="figure" className="mx-auto mt-12 flex max-w-4xl flex-col items-center text-center">
      <Quote aria-hidden="true" className={cn("h-9 w-9", tone.accent)} strokeWidth={1.25} />
      <blockquote className="mt-8 font-display text-3xl leading-snug text-balance italic sm:text-4xl lg:text-[2.75rem]">
        <p>{quoteOf(item)}</p>
      </blockquote>
      <div className="mt-10">
        <Author item={item} tone={tone} />
      </div>
    </Reveal>
  );
}

function Grid({ items, tone }: { items: readonly SectionItem[]; tone: ToneClasses }) {
  return (
    <ul className={cn("mt-14 grid gap-6", gridColumns(items.length))}>
      {items.map((item, index) => (
        <Reveal
          as="li"
          key={item.id}
          delay={(index % 4) * 100}
          className={cn("flex flex-col border", tone.rule, tone.panel)}
        >
          <figure className="flex h-full flex-col">
            <CustomerPhoto
              item={item}
              sizes="(min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw"
              className="aspect-square w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-7 lg:p-8">
              <blockquote className="flex-1 font-display text-2xl leading-snug italic">
                <p>{quoteOf(item)}</p>
              </blockquote>
              <figcaption className={cn("eyebrow mt-6", tone.accent)}>{authorOf(item)}</figcaption>
            </div>
          </figure>
        </Reveal>
      ))}
    </ul>
  );
}

function List({ items, tone }: { items: readonly SectionItem[]; tone: ToneClasses }) {
  return (
    <ul className={cn("mx-auto mt-12 max-w-3xl divide-y", tone.divide)}>
      {items.map((item) => (
        <li key={item.id} className="py-10 first:pt-0 last:pb-0">
          <figure className="space-y-6">
            <blockquote className="font-display text-2xl leading-snug italic sm:text-3xl">
              <p>{quoteOf(item)}</p>
            </blockquote>
            <Author item={item} tone={tone} />
          </figure>
        </li>
      ))}
    </ul>
  );
}

export default function TestimonialSection({ section, headingLevel }: SectionRenderProps) {
  const { layout } = section;
  const items = section.items ?? [];
  const align = layout === "grid" ? "left" : "center";
  return (
    <ItemsSection section={section} headingLevel={headingLevel} align={align}>
      {(tone) =>
        items.length === 0 ? (
          <p className={cn("mt-10", align === "center" && "text-center", tone.soft)}>{testimonialFallback.none}</p>
        ) : layout === "slider" ? (
          <Slider item={items[0]!} tone={tone} />
        ) : layout === "grid" ? (
          <Grid items={items} tone={tone} />
        ) : (
          <List items={items} tone={tone} />
        )
      }
    </ItemsSection>
  );
}
