import type { Picture } from "~/content/picture";
import { imageUrl } from "~/content/picture";
import { smallestVariantUrl } from "~/lib/media/media-variants";
import type { Section } from "~/lib/page-model";
import { sectionPictures } from "~/lib/section-pictures";

import { LayoutSchematic } from "./layout-schematic";

/** A picture's address small enough for a miniature; null for one of the site's own not known yet. */
function smallCopy(url: string, sitePictureAt: (url: string) => Picture | undefined): string | null {
  if (!url.startsWith("/img/")) return smallestVariantUrl(url) ?? url;
  const picture = sitePictureAt(url);
  return picture ? imageUrl(picture, 480) : null;
}

/**
 * A section drawn small, to tell it apart from the others at a glance (decision 222): its layout's schematic on its
 * own background colour, with its pictures (its own, then its items') where the layout shows pictures.
 */
export function SectionMiniature({
  section,
  sitePictureAt,
  className,
}: {
  section: Section;
  /** The site's own pictures, to draw them from a small rendition (`useSitePictures`). */
  sitePictureAt: (url: string) => Picture | undefined;
  className?: string;
}) {
  const pictures = sectionPictures(section).flatMap((url) => smallCopy(url, sitePictureAt) ?? []);
  return (
    <LayoutSchematic
      type={section.type}
      layout={section.layout ?? ""}
      background={section.backgroundColor}
      pictures={pictures}
      className={className}
    />
  );
}
