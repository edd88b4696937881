import { lazy, Suspense } from "react";
import type { PublishedSectionsProps } from "./published-sections";

/**
 * A designed page (home, collection, design…) that the administrator replaced with published sections. That is
 * rare, so the section renderers load only then (decision 042); the server still renders them in full.
 */
const PublishedSections = lazy(() =>
  import("./published-sections").then(({ PublishedSections }) => ({ default: PublishedSections })),
);

export function PublishedOverDesign(props: PublishedSectionsProps) {
  return (
    <Suspense>
      <PublishedSections {...props} />
    </Suspense>
  );
}
