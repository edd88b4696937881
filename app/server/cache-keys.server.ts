// What a public page shows, and what a write changed, as surrogate keys (decision 111): a CDN keeps each page
// under the keys of what it read, and a publish purges the keys of what it changed.
import { AsyncLocalStorage } from "node:async_hooks";

/** Every public page carries it: purging it empties the whole CDN. */
export const siteKey = "site";
export const settingsKey = "settings";
export const catalogueKey = "catalogue";
/** Alt text of uploaded images, which pages show. */
export const mediaKey = "media";

/** A page by its live address; the home page's empty slug is `_home`, as in the admin API's addresses. */
export const pageKey = (slug: string) => `page-${slug || "_home"}`;
export const pagePath = (slug: string) => `/${slug}`;

/** What one admin write made visitors see differently: the keys and the paths to purge. */
export interface PublicChange {
  keys: Set<string>;
  paths: Set<string>;
}

const shownKeys = new AsyncLocalStorage<Set<string>>();
const writeChanges = new AsyncLocalStorage<PublicChange>();

/** Runs one render, telling afterwards the keys of everything it read. */
export async function readingKeys<T>(render: () => Promise<T>): Promise<{ result: T; keys: Set<string> }> {
  const keys = new Set([siteKey]);
  const result = await shownKeys.run(keys, render);
  return { result, keys };
}

/** Notes that the page being rendered shows what `key` names. Outside a render it does nothing. */
export function showing(key: string): void {
  shownKeys.getStore()?.add(key);
}

/** Runs `run` (an admin request), gathering what its writes change; the caller reads `change` once it has finished. */
export function collectingChanges<T>(run: () => T): { result: T; change: PublicChange } {
  const change: PublicChange = { keys: new Set(), paths: new Set() };
  return { result: writeChanges.run(change, run), change };
}

/** Notes, in a write, what visitors will see differently. Outside an admin request (scripts, tests) it does nothing. */
export function changed(keys: readonly string[], paths: readonly string[] = []): void {
  const change = writeChanges.getStore();
  if (!change) return;
  for (const key of keys) change.keys.add(key);
  for (const path of paths) change.paths.add(path);
}

/** A page that went live, left or changed: its key and address, each of both when the address moved. */
export function pageChanged(...liveSlugs: (string | null | undefined)[]): void {
  const slugs = [...new Set(liveSlugs.filter((slug): slug is string => typeof slug === "string"))];
  changed(slugs.map(pageKey), slugs.map(pagePath));
}
