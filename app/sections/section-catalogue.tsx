import { createContext, type ReactNode, useContext } from "react";

import { noSectionCatalogue, type SectionCatalogue } from "~/lib/catalogue/section-catalogue";
import type { Section } from "~/lib/page-model";

/** The published catalogue's figures a page's catalogue sections show; the page's loader looks them up. */
const CatalogueFigures = createContext<SectionCatalogue>(noSectionCatalogue);

export function SectionCatalogueProvider({ value, children }: { value: SectionCatalogue; children: ReactNode }) {
  return <CatalogueFigures.Provider value={value}>{children}</CatalogueFigures.Provider>;
}

/**
 * What the section's type's `data.server.ts` found for the section's reference (docs/decisions/180), as that file
 * declares it; undefined when there is nothing (not published, or no reference).
 */
export function useSectionData<Data>({ type, reference }: Pick<Section, "type" | "reference">): Data | undefined {
  return useContext(CatalogueFigures)[type]?.[reference ?? ""] as Data | undefined;
}
