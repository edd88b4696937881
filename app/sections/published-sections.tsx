import type { PageImages } from "~/content/picture";
import { noSectionCatalogue, type SectionCatalogue } from "~/lib/catalogue/section-catalogue";
import { startsWithPictureHero } from "~/lib/over-hero";
import type { Section } from "~/lib/page-model";

import { noPageImages, PageImagesProvider } from "./page-images";
import { SectionCatalogueProvider } from "./section-catalogue";
import { loadRenderers, SectionList } from "./section-view";

export interface PublishedSectionsProps {
  sections: readonly Section[];
  /** Shown as the page's h1 when the first section has no title. */
  title: string;
  /** What the sections' images need: alt text of uploads, the site's own pictures. */
  images?: PageImages;
  /** The published catalogue's figures for the page's model cards and product tables. */
  catalogue?: SectionCatalogue;
}

/**
 * A page built from published sections, under the site's fixed header: the header floats over an
 * opening picture hero, and everything else starts below it. A page whose first section has no
 * title still gets its one h1, the page title.
 */
export function PublishedSections({
  sections,
  title,
  images = noPageImages,
  catalogue = noSectionCatalogue,
}: PublishedSectionsProps) {
  const needsTitle = !sections[0]?.title.trim();
  return (
    <div className={startsWithPictureHero(sections) ? undefined : "pt-[4.5rem]"}>
      {needsTitle && <h1 className="sr-only">{title}</h1>}
      <PageImagesProvider value={images}>
        <SectionCatalogueProvider value={catalogue}>
          <SectionList sections={sections} />
        </SectionCatalogueProvider>
      </PageImagesProvider>
    </div>
  );
}

/**
 * For a route's client loader: after a client-side navigation the page's section renderers load before it is
 * shown, so it appears whole rather than section by section.
 */
export async function withRenderers<T extends { sections: readonly Section[] }>(data: Promise<T>): Promise<T> {
  const loaded = await data;
  await loadRenderers(loaded.sections);
  return loaded;
}
