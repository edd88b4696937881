/**
 * The section registry (docs/decisions/080-every-page-is-its-sections.md): one line per section type, in the
 * order the Section Library shows them. A type is one folder under app/sections whose index declares it; the
 * declarations load on demand, so a public page carries the code of the types it shows and no others.
 */
import type { SectionType } from "./types";

type SectionModule = () => Promise<{ default: SectionType }>;

export const sectionModules: Record<string, SectionModule> = {
  hero: () => import("./hero"),
  text: () => import("./text"),
  gallery: () => import("./gallery"),
  features: () => import("./features"),
  testimonial: () => import("./testimonial"),
  "page-hero": () => import("./page-hero"),
  story: () => import("./story"),
  values: () => import("./values"),
  "model-cards": () => import("./model-cards"),
  "product-table": () => import("./product-table"),
};

/** The layout a section is drawn in: its own when its type has it, else 'default' (docs/product.md#constants). */
export function layoutToDraw(type: SectionType, layout: string): string {
  return type.layouts.some((option) => option.id === layout) ? layout : "default";
}
