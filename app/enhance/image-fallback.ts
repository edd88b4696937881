import { type Enhance, marked } from "./enhancement";

/** What stands in for a picture that failed, as the placeholder of app/sections/parts/section-image.tsx says. */
export const failedImageLabel = "Image not available";

/** A transparent pixel: the failed picture's box keeps its shape and shows app/styles/tepore.css's placeholder behind it. */
const blankPixel = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

function showPlaceholder(img: HTMLImageElement) {
  if (img.dataset.failed) return;
  img.dataset.failed = "true";
  for (const source of img.closest("picture")?.querySelectorAll("source") ?? []) source.remove();
  img.removeAttribute("srcset");
  img.src = blankPixel;
  img.alt = failedImageLabel;
}

const onError = (event: Event) => showPlaceholder(event.currentTarget as HTMLImageElement);

/**
 * docs/product.md#routes: a missing or broken image shows a placeholder. Pictures that are not the site's own
 * (uploads, other addresses) ask for this; one that failed before the script ran is caught too.
 */
export const enhance: Enhance = (root) => {
  const images = marked<HTMLImageElement>(root, "image-fallback");
  for (const img of images) {
    img.addEventListener("error", onError);
    if (img.complete && img.naturalWidth === 0 && !img.dataset.failed) {
      img.decode().catch(() => showPlaceholder(img));
    }
  }
  return () => images.forEach((img) => img.removeEventListener("error", onError));
};
