import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";

import { adminFetch } from "~/admin/admin-fetch";
import type { MediaItem } from "~/lib/media/media-item";

/**
 * What an image field knows of the Media Library, to show a picture by its name and alt text rather than its
 * address: the library's `state` (`loading` until it arrives, `failed` when it could not be read) and the item an
 * address shows, by its own address or one of its variants'.
 */
export interface MediaLookup {
  state: "loading" | "ready" | "failed";
  itemAt: (url: string) => MediaItem | undefined;
}

const MediaLookupContext = createContext<MediaLookup>({ state: "failed", itemAt: () => undefined });

export const MediaLookupProvider = MediaLookupContext.Provider;

export const useMediaLookup = () => useContext(MediaLookupContext);

/**
 * The Media Library, read once when an editor opens, for its image fields; `remember` adds the item just chosen in
 * the picker (it may have been uploaded there), so its name shows at once.
 */
export function useMediaLibraryLookup(): { lookup: MediaLookup; remember: (item: MediaItem) => void } {
  const [media, setMedia] = useState<MediaItem[] | "loading" | "failed">("loading");
  const [picked, setPicked] = useState<MediaItem[]>([]);
  useEffect(() => {
    let current = true;
    adminFetch<{ media: MediaItem[] }>("/api/admin/media").then(
      (answer) => current && setMedia(answer.media),
      () => current && setMedia("failed"),
    );
    return () => {
      current = false;
    };
  }, []);
  const remember = useCallback((item: MediaItem) => setPicked((known) => [...known, item]), []);
  const lookup = useMemo<MediaLookup>(() => {
    // Later entries win: the items picked, which are the freshest, after the library as it was read.
    const byUrl = new Map(
      [...(Array.isArray(media) ? media : []), ...picked].flatMap((item) =>
        [item.url, ...item.variants.map((variant) => variant.url)].map((url) => [url, item] as const),
      ),
    );
    return { state: Array.isArray(media) ? "ready" : media, itemAt: (url) => byUrl.get(url) };
  }, [media, picked]);
  return { lookup, remember };
}
