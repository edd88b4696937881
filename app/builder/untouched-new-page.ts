import { useEffect, useRef } from "react";

import { discardLeftNewPage, holdUntouchedNewPage } from "~/admin/pages/left-new-page";
import type { PageSummary, Section } from "~/lib/page-model";
import { isUntouchedNewPage } from "~/lib/page-operations";

/**
 * A new page opened in the builder and left (another screen, another page) without a title given or any edit is
 * deleted, so unused 'Untitled Page's do not pile up in the page list (docs/product.md#new-pages).
 */
export function useDiscardUntouchedNewPage(page: PageSummary | null, sections: readonly Section[]): void {
  const opened = useRef<{ slug: string; sections: string } | null>(null);
  useEffect(() => {
    if (!page) return;
    const shown = JSON.stringify(sections);
    if (opened.current?.slug !== page.slug) {
      // Another page is open now: the one before goes if it was untouched.
      void discardLeftNewPage();
      opened.current = { slug: page.slug, sections: shown };
    }
    const untouched = isUntouchedNewPage(page) && shown === opened.current.sections;
    holdUntouchedNewPage(untouched ? page.slug : null);
  }, [page, sections]);
  useEffect(() => () => void discardLeftNewPage(), []);
}
