/**
 * The section registry (docs/decisions/080-every-page-is-its-sections.md): one line per section type, in the
 * order the Section Library shows them. A type is one folder under app/sections: `index.ts` declares it (the
 * library, the editor and the server read that) and `render.tsx` draws it (public pages load only the renderers of
 * the types they show).
 */
import type { SectionRenderer, SectionType } from "./types";

interface SectionModule {
  declare: () => Promise<{ default: SectionType }>;
  render: () => Promise<{ default: SectionRenderer }>;
}

export const sectionModules: Record<string, SectionModule> = {
  hero: { declare: () => import("./hero"), render: () => import("./hero/render") },
  text: { declare: () => import("./text"), render: () => import("./text/render") },
  gallery: { declare: () => import("./gallery"), render: () => import("./gallery/render") },
  features: { declare: () => import("./features"), render: () => import("./features/render") },
  testimonial: { declare: () => import("./testimonial"), render: () => import("./testimonial/render") },
  "page-hero": { declare: () => import("./page-hero"), render: () => import("./page-hero/render") },
  story: { declare: () => import("./story"), render: () => import("./story/render") },
  values: { declare: () => import("./values"), render: () => import("./values/render") },
  "figures-story": { declare: () => import("./figures-story"), render: () => import("./figures-story/render") },
  "collection-cards": {
    declare: () => import("./collection-cards"),
    render: () => import("./collection-cards/render"),
  },
  inspiration: { declare: () => import("./inspiration"), render: () => import("./inspiration/render") },
  contact: { declare: () => import("./contact"), render: () => import("./contact/render") },
  map: { declare: () => import("./map"), render: () => import("./map/render") },
  instagram: { declare: () => import("./instagram"), render: () => import("./instagram/render") },
  "collection-intro": {
    declare: () => import("./collection-intro"),
    render: () => import("./collection-intro/render"),
  },
  "series-overview": { declare: () => import("./series-overview"), render: () => import("./series-overview/render") },
  "call-to-action": { declare: () => import("./call-to-action"), render: () => import("./call-to-action/render") },
  "inspiration-gallery": {
    declare: () => import("./inspiration-gallery"),
    render: () => import("./inspiration-gallery/render"),
  },
  "model-cards": { declare: () => import("./model-cards"), render: () => import("./model-cards/render") },
  "product-table": { declare: () => import("./product-table"), render: () => import("./product-table/render") },
};

/** The layout a section is drawn in: its own when its type has it, else 'default' (docs/product.md#constants). */
export function layoutToDraw(type: SectionType, layout: string): string {
  return type.layouts.some((option) => option.id === layout) ? layout : "default";
}
