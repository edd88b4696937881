import { createContext, useCallback, useContext, useMemo, useState } from "react";

import type { MediaItem } from "~/lib/media/media-item";
import type { Section } from "~/lib/page-model";
import { sectionPictures } from "~/lib/section-pictures";

import type { MediaLookup } from "./media-lookup";

/** Alt text being written in an image field ('Add alt text'), not yet saved to the Media Library. */
export interface AltTextDraft {
  text: string;
  /** The revision a save is based on: the item's, or after a conflict the newer one, to save on top of it. */
  baseRevision: number;
  saving: boolean;
  error: string | null;
}

type Drafts = Readonly<Record<string, AltTextDraft>>;

/** Changes one picture's draft: `next` answers the draft as it is to be, undefined when the writing ends. */
type UpdateDraft = (id: string, next: (draft: AltTextDraft | undefined) => AltTextDraft | undefined) => void;

interface AltTextDrafts {
  drafts: Drafts;
  update: UpdateDraft;
}

const DraftsContext = createContext<AltTextDrafts | null>(null);

/** Gives the image fields inside an editor the editor's drafts (`useAltTextDrafts`). */
export const AltTextDraftsProvider = DraftsContext.Provider;

/** Alt text being written that differs from what the Media Library holds for the picture: words that can be lost. */
export const altTextChanged = (draft: AltTextDraft, item: MediaItem) => draft.text.trim() !== item.alt;

/**
 * The alt text being written in an editor's image fields, by the picture's library id. Held by the editor rather than
 * by each field, so a change of tab (which unmounts the fields) keeps the words, and closing the editor knows they are
 * unsaved (`unsavedAltText`).
 */
export function useAltTextDrafts(): AltTextDrafts {
  const [drafts, setDrafts] = useState<Drafts>({});
  const update = useCallback<UpdateDraft>(
    (id, next) =>
      setDrafts((all) => {
        const { [id]: draft, ...others } = all;
        const changed = next(draft);
        return changed ? { ...others, [id]: changed } : others;
      }),
    [],
  );
  return useMemo(() => ({ drafts, update }), [drafts, update]);
}

/** One picture's draft and how to change it: the editor's inside one, else the field's own. */
export function useAltTextDraft(
  id: string,
): [AltTextDraft | undefined, (next: (draft: AltTextDraft | undefined) => AltTextDraft | undefined) => void] {
  const own = useAltTextDrafts();
  const { drafts, update } = useContext(DraftsContext) ?? own;
  const updateThis = useCallback((next: Parameters<UpdateDraft>[1]) => update(id, next), [update, id]);
  return [drafts[id], updateThis];
}

/**
 * The pictures `section` shows whose alt text is being written and differs from what the Media Library holds: what
 * closing the editor would throw away. A picture taken out of the section takes its draft out of the count.
 */
export function unsavedAltText({ drafts }: AltTextDrafts, section: Section, lookup: MediaLookup): MediaItem[] {
  const shown = new Map(
    sectionPictures(section).flatMap((url) => {
      const item = lookup.itemAt(url);
      return item ? [[item.id, item] as const] : [];
    }),
  );
  return [...shown.values()].filter((item) => {
    const draft = drafts[item.id];
    return draft !== undefined && altTextChanged(draft, item);
  });
}
