import { useState } from "react";

import type { Section } from "~/lib/page-model";

import type { ConflictChoice } from "./conflict-dialog";
import { namedSection } from "./history";
import { applySectionEdit, type SectionEdit } from "./section-merge";

/**
 * Saving a section editor: its changes go onto the section as it is now (another tab may have saved it meanwhile);
 * a field changed in both places waits for the administrator's choice, shown with the conflict dialog.
 */
export function useSectionClash(pageTitle: string, sections: Section[], change: (next: Section[]) => void) {
  const [clash, setClash] = useState<{ edit: SectionEdit; choice: ConflictChoice } | null>(null);

  /** Applies the edit, or holds it for a choice; answers whether it was applied. */
  const apply = (edit: SectionEdit): boolean => {
    const applied = applySectionEdit(sections, edit);
    if (applied.clashes.length === 0 && !applied.removed) {
      change(applied.sections);
      return true;
    }
    setClash({
      edit,
      choice: {
        newer: { title: pageTitle, sections },
        mine: { title: pageTitle, sections: applied.sections },
        detail: applied.removed
          ? `The ${namedSection(edit.opened)} was deleted in another tab. Keeping this version brings it back.`
          : `Changed in both: ${applied.clashes.join(", ")}.`,
      },
    });
    return false;
  };

  return {
    choice: clash?.choice ?? null,
    apply,
    /** 'Keep this version': this editor's values, applied onto the sections as they are by now. */
    keepMine: () => {
      if (!clash) return;
      setClash(null);
      change(applySectionEdit(sections, clash.edit).sections);
    },
    /** 'Load the newer version': the other tab's values stay, this editor's changes are dropped. */
    dropMine: () => setClash(null),
  };
}
