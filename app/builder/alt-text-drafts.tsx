import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

import type { MediaItem } from "~/lib/media/media-item";

import { MediaLookupProvider, useMediaLibraryLookup } from "./media-lookup";

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

/** Alt text being written that differs from what the Media Library holds for the picture: words that can be lost. */
export const altTextChanged = (draft: AltTextDraft, item: MediaItem) => draft.text.trim() !== item.alt;

/** The alt text being written, by the picture's library id. */
function useAltTextDrafts(): AltTextDrafts {
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

/** What an editor with image fields knows of them: the Media Library, and the alt text being written in them. */
export interface EditorPictures {
  media: ReturnType<typeof useMediaLibraryLookup>;
  drafts: AltTextDrafts;
  /** The names of the pictures shown whose alt text is being written and not saved: what closing would throw away. */
  unsavedAltText: string[];
}

/**
 * The Media Library and the alt text being written in an editor's image fields (the section editor, Page Settings),
 * held by the editor rather than by each field, so a change of tab (which unmounts the fields) keeps the words, and
 * closing the editor knows they are unsaved (decision 222). Only the pictures `shown` count: a picture taken out
 * takes its draft out of the count.
 */
export function useEditorPictures(shown: readonly string[]): EditorPictures {
  const media = useMediaLibraryLookup();
  const drafts = useAltTextDrafts();
  const items = new Map(
    shown.flatMap((url) => {
      const item = media.lookup.itemAt(url);
      return item ? [[item.id, item] as const] : [];
    }),
  );
  const unsavedAltText = [...items.values()].flatMap((item) => {
    const draft = drafts.drafts[item.id];
    return draft && altTextChanged(draft, item) ? [item.name] : [];
  });
  return { media, drafts, unsavedAltText };
}

/** Gives the image fields inside an editor its Media Library and its alt text drafts. */
export function EditorPicturesProvider({ pictures, children }: { pictures: EditorPictures; children: ReactNode }) {
  return (
    <MediaLookupProvider value={pictures.media.lookup}>
      <DraftsContext.Provider value={pictures.drafts}>{children}</DraftsContext.Provider>
    </MediaLookupProvider>
  );
}
