import { createContext, type ReactNode, useContext } from "react";

import type { PageImages, PagePicture, SeriesPictures } from "~/content/picture";
import type { SeriesId } from "~/content/series";
import type { FocalPoint } from "~/lib/media/media-item";

export const noPageImages: PageImages = { alts: {}, pictures: {} };

const PageImagesContext = createContext<PageImages>(noPageImages);

export function PageImagesProvider({ value, children }: { value: PageImages; children: ReactNode }) {
  return <PageImagesContext.Provider value={value}>{children}</PageImagesContext.Provider>;
}

export const usePageImages = () => useContext(PageImagesContext);

export function useImageAlt(url: string): string | undefined {
  return useContext(PageImagesContext).alts[url] || undefined;
}

/** The focal point of the upload at `url` (decision 167); none when it is in the middle or `url` is no upload. */
export function useUploadFocalPoint(url: string): FocalPoint | undefined {
  return useContext(PageImagesContext).focalPoints?.[url];
}

/** The site's own picture at `url`, if it is one. */
export function usePicture(url: string): PagePicture | undefined {
  return useContext(PageImagesContext).pictures[url];
}

export function useSeriesPictures(id: SeriesId): SeriesPictures | undefined {
  return useContext(PageImagesContext).series?.[id];
}
