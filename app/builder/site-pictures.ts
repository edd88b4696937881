import { useEffect, useState } from "react";

import type { Picture } from "~/content/picture";

const knowsNone = () => undefined;

/**
 * The site's own pictures (`/img/…`) by address, from the imagery catalogue, which the builder loads apart from its
 * own code (decision 210; the chunk the preview's frame loads anyway): none until it has loaded, nor if it cannot.
 */
export function useSitePictures(): (url: string) => Picture | undefined {
  const [pictureAt, setPictureAt] = useState<(url: string) => Picture | undefined>(() => knowsNone);
  useEffect(() => {
    let current = true;
    import("~/content/image-url").then(
      ({ pictureAtUrl }) => current && setPictureAt(() => pictureAtUrl),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return pictureAt;
}
