import { useEffect, useState } from "react";

import { pagePictures } from "~/content/image-url";
import type { PageImages } from "~/content/picture";
import type { SectionCatalogue } from "~/lib/catalogue/section-catalogue";
import type { Section } from "~/lib/page-model";
import { EmptyPage } from "~/sections/empty-page";
import { PublishedSections } from "~/sections/published-sections";
import { loadSectionTypes, resolveLayouts } from "~/sections/section-types";
import { loadRenderers } from "~/sections/section-view";

import { fromOwnWindow, isPreviewDraft, previewReady } from "./preview-messages";

/** Inside the device preview's frame: the draft the builder sends, its layouts resolved, once its renderers loaded. */
export function usePreviewDraft(): { title: string; sections: Section[] } | null {
  const [draft, setDraft] = useState<{ title: string; sections: Section[] } | null>(null);
  useEffect(() => {
    if (window.parent === window) return;
    const receive = (event: MessageEvent) => {
      if (!fromOwnWindow(event, window.parent) || !isPreviewDraft(event.data)) return;
      const { title, sections } = event.data;
      void Promise.all([loadSectionTypes(), loadRenderers(sections)]).then(() =>
        setDraft({ title, sections: resolveLayouts(sections) }),
      );
    };
    window.addEventListener("message", receive);
    window.parent.postMessage(previewReady, window.location.origin);
    return () => window.removeEventListener("message", receive);
  }, []);
  return draft;
}

/** Until the draft arrives; opened on its own, the frame says where it belongs. */
export function PreviewWaiting() {
  const framed = typeof window !== "undefined" && window.parent !== window;
  return (
    <p className="flex min-h-dvh items-center justify-center text-muted">
      {framed ? "Loading the preview…" : "Open the preview from the page builder."}
    </p>
  );
}

/**
 * The draft's sections as the public site draws them, uploads with the library's alt text and focal points
 * (`uploads`, decision 167).
 */
export function PreviewSections({
  title,
  sections,
  catalogue,
  uploads,
}: {
  title: string;
  sections: Section[];
  catalogue: SectionCatalogue;
  uploads: Pick<PageImages, "alts" | "focalPoints">;
}) {
  if (sections.length === 0) return <EmptyPage title={title} />;
  return (
    <PublishedSections
      sections={sections}
      title={title}
      images={{ ...uploads, ...pagePictures(sections) }}
      catalogue={catalogue}
    />
  );
}
