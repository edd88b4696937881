import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";

import { adminFetch } from "~/admin/admin-fetch";
import type { MediaItem } from "~/lib/media/media-item";

import { useSitePictures } from "./site-pictures";

/** One of the site's own pictures (`/img/…`), as an image field describes it. */
export interface SitePicture {
  alt: string;
}

/**
 * What an image field knows of the pictures it may show, to name one rather than give its address: the Media
 * Library's `state` (`loading` until it arrives, `failed` when it could not be read), the library's item an address
 * shows (by its own address or one of its variants'), and the site's own picture at an address. `remember` takes an
 * item as the library now has it (its alt text just saved from a field), so every field showing it says so at once.
 */
export interface MediaLookup {
  state: "loading" | "ready" | "failed";
  itemAt: (url: string) => MediaItem | undefined;
  sitePictureAt: (url: string) => SitePicture | undefined;
  remember: (item: MediaItem) => void;
}

const knowsNothing = () => undefined;

const MediaLookupContext = createContext<MediaLookup>({
  state: "failed",
  itemAt: knowsNothing,
  sitePictureAt: knowsNothing,
  remember: () => {},
});

export const MediaLookupProvider = MediaLookupContext.Provider;

export const useMediaLookup = () => useContext(MediaLookupContext);

/**
 * The Media Library, read once when an editor opens, for its image fields; `remember` adds the item just chosen in
 * the picker (it may have been uploaded there), or just saved from a field, so its name and alt text show at once.
 * The site's own pictures are looked up in the imagery catalogue, loaded apart from the builder's code when an editor
 * first opens.
 */
export function useMediaLibraryLookup(): { lookup: MediaLookup; remember: (item: MediaItem) => void } {
  const [media, setMedia] = useState<MediaItem[] | "loading" | "failed">("loading");
  const [picked, setPicked] = useState<MediaItem[]>([]);
  // Until it loads, or if it cannot, the fields say a picture is one of the site's own without its alt text.
  const sitePictureAt = useSitePictures();
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
    return {
      state: Array.isArray(media) ? "ready" : media,
      itemAt: (url) => byUrl.get(url),
      sitePictureAt,
      remember,
    };
  }, [media, picked, sitePictureAt, remember]);
  return { lookup, remember };
}
