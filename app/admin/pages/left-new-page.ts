import { adminFetch } from "~/admin/admin-fetch";
import { slugInUrl } from "~/lib/page-url";

/** The new page open in the page builder while it is untitled and untouched; null otherwise. */
let held: string | null = null;
let discarding: Promise<void> = Promise.resolve();

/** The page builder says which page it has open that may be discarded on leaving, or null for none. */
export function holdUntouchedNewPage(slug: string | null): void {
  held = slug;
}

/**
 * Deletes the held page, as the administrator has left it without giving it a title or editing it
 * (docs/product.md#new-pages); the server deletes it only if that is still so. The page list awaits this before
 * it loads, so the page is gone from it at once. Resolves once every discard asked for has been answered.
 */
export function discardLeftNewPage(): Promise<void> {
  const slug = held;
  held = null;
  if (slug !== null) {
    discarding = discarding.then(() =>
      adminFetch(`/api/admin/pages/${slugInUrl(slug)}?untouched`, { method: "DELETE" }).then(
        () => undefined,
        (error: unknown) => console.error(`Discarding the untouched page ${slug} failed:`, error),
      ),
    );
  }
  return discarding;
}
