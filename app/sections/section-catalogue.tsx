import { createContext, type ReactNode, useContext } from "react";

import { noSectionCatalogue, type SectionCatalogue } from "~/lib/catalogue/section-catalogue";

/** The published catalogue's figures a page's model cards and product tables show; the page's loader looks them up. */
const CatalogueFigures = createContext<SectionCatalogue>(noSectionCatalogue);

export function SectionCatalogueProvider({ value, children }: { value: SectionCatalogue; children: ReactNode }) {
  return <CatalogueFigures.Provider value={value}>{children}</CatalogueFigures.Provider>;
}

export const useSectionCatalogue = () => useContext(CatalogueFigures);
