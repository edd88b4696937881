import { createContext, type ReactNode, useContext } from "react";

/**
 * The alt text of uploaded images on a page, by url (docs/product.md#media: alt text is edited in the media
 * library and used on the public site). The page's loader looks it up; the images read it here.
 */
const ImageAlts = createContext<Readonly<Record<string, string>>>({});

export function ImageAltsProvider({ alts, children }: { alts: Readonly<Record<string, string>>; children: ReactNode }) {
  return <ImageAlts.Provider value={alts}>{children}</ImageAlts.Provider>;
}

export function useImageAlt(url: string): string | undefined {
  return useContext(ImageAlts)[url] || undefined;
}
