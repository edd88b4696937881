import type { APIRequestContext } from "@playwright/test";

/** Pages visitors reach that the sitemap leaves out: the quote form, and an address that is no page. */
export const unlistedPages = [
  { path: "/quote", status: 200 },
  { path: "/compare?sizes=RV-1600-300-S,SO-800-400", status: 200 },
  { path: "/no-such-page", status: 404 },
];

const entities: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
export const decode = (text: string) => text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity]!);

/** Runs `work` over `items`, a few at a time, so that the shared machine is not flooded. */
export async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>, size = 8): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

/** The paths the sitemap lists. */
export async function listedPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(decode(loc!)).pathname);
}
