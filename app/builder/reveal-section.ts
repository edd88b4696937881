import { useEffect } from "react";

import { reducedMotion } from "~/enhance/enhancement";

/** How long a just-added section stays highlighted. */
const highlightMs = 2500;

/**
 * Brings a section just added from the Section Library into view and moves focus to its Edit button, so the
 * administrator sees where it went and can edit it at once (docs/product.md#builder). The row is highlighted
 * for a moment, as focus after a click shows no ring.
 */
export function useRevealSection(sectionId: string | null, onRevealed: () => void): void {
  useEffect(() => {
    if (!sectionId) return;
    let clearHighlight: ReturnType<typeof setTimeout> | undefined;
    // The closing library dialog hands focus back to 'Add Section' in a task it queues as it unmounts,
    // before this effect runs; this task comes after it, so focus ends on the new section.
    const reveal = setTimeout(() => {
      const row = document.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(sectionId)}"]`);
      onRevealed();
      if (!row) return;
      row.scrollIntoView({ block: "center", behavior: reducedMotion() ? "auto" : "smooth" });
      row.querySelector<HTMLElement>("[data-section-edit]")?.focus({ preventScroll: true });
      row.dataset.justAdded = "true";
      clearHighlight = setTimeout(() => delete row.dataset.justAdded, highlightMs);
    }, 0);
    return () => {
      clearTimeout(reveal);
      clearTimeout(clearHighlight);
    };
  }, [sectionId, onRevealed]);
}
