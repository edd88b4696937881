import { collectionPageIds } from "~/content/series";

/** Every built-in public page, for the sitemap and the link checks. */
export const builtInPaths: readonly string[] = [
  "/",
  "/collection",
  ...collectionPageIds.map((id) => `/collection/${id}`),
  "/design",
  "/philosophy",
  "/gallery",
  "/contact",
  "/about",
  "/radiator-sizing",
  "/radiators",
  "/terms",
  "/privacy",
  "/cookies",
];
