import type { Catalogue } from "~/lib/catalogue/catalogue-schema";
import type { SectionCatalogue, SectionDataResolver } from "~/lib/catalogue/section-catalogue";
import type { Section } from "~/lib/page-model";

import { publishedCatalogue } from "./catalogue.server";

type Resolvers = Record<string, SectionDataResolver<unknown>>;

/** The data resolvers of section folders, by folder name (the type's id), from `import.meta.glob` of them. */
export const sectionResolversFrom = (modules: Record<string, { default: SectionDataResolver<unknown> }>): Resolvers =>
  Object.fromEntries(Object.entries(modules).map(([path, module]) => [path.split("/").at(-2)!, module.default]));

/** Every section type's `data.server.ts` (docs/decisions/180): found by its folder, as the registry finds types. */
export const sectionResolvers: Resolvers = sectionResolversFrom(
  import.meta.glob("/app/sections/*/data.server.ts", { eager: true }),
);

type Wanted = readonly Pick<Section, "type" | "reference">[];

function resolveAll(wanted: Wanted, catalogue: () => Catalogue): SectionCatalogue {
  const result: SectionCatalogue = {};
  for (const { type, reference } of wanted) {
    const resolver = sectionResolvers[type];
    if (!resolver || !reference) continue;
    const data = resolver.resolve(reference, catalogue());
    if (data !== undefined) (result[type] ??= {})[reference] = data;
  }
  return result;
}

/** The published figures the catalogue sections among `sections` show; nothing when there are none. */
export function sectionCatalogueFor(sections: Wanted): SectionCatalogue {
  let catalogue: Catalogue | undefined;
  return resolveAll(sections, () => (catalogue ??= publishedCatalogue()));
}

/** The figures of every reference of every catalogue section type, for the builder's preview. */
export function wholeSectionCatalogue(): SectionCatalogue {
  const catalogue = publishedCatalogue();
  const wanted = Object.entries(sectionResolvers).flatMap(([type, resolver]) =>
    resolver.references(catalogue).map((reference) => ({ type, reference })),
  );
  return resolveAll(wanted, () => catalogue);
}
