import { collections } from "~/content/collections";
import { builtInPaths } from "~/content/public-paths";

/**
 * The addresses the builder suggests for buttons and links: every built-in page and the anchors of the designed
 * pages (each series on /collection, the contact form). Pages the administrator created are added by the caller.
 */
export const siteLinkSuggestions: readonly string[] = [
  ...builtInPaths,
  ...collections.map((entry) => `/collection#${entry.anchorId}`),
  "/contact#contact-form",
];
