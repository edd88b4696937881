/**
 * Redirects (docs/product.md#redirects): the ones publishing a page at a new address records, the ones the
 * administrator adds by hand, and the answer a visitor gets at an old address. A redirect to a page follows the
 * page wherever it lives, so however often a page moves, each old address leads to the live one in one hop.
 */
import { and, eq, isNotNull, ne } from "drizzle-orm";

import {
  fromPathProblem,
  normalizeRedirectPath,
  readTypedTarget,
  type Redirect,
  type RedirectInput,
  redirectMessages,
  type RedirectPageChoice,
  type RedirectStatus,
  splitPath,
} from "~/lib/redirect-rules";

import { changed } from "./cache-keys.server";
import { getDb } from "./db.server";
import { type PageRow, PageRuleError, type Tx } from "./pages/page-rows.server";
import { pages, redirects } from "./schema.server";

type RedirectRow = typeof redirects.$inferSelect;

/** Hops followed through redirects to other redirects before giving up (a loop the checks missed). */
const maxHops = 10;

const livePath = (slug: string) => `/${slug}`;
const titleOf = (page: PageRow) => page.publishedTitle ?? page.title;

function asRedirect(row: RedirectRow, page: PageRow | null): Redirect {
  const target: Redirect["target"] =
    row.pageId !== null && page
      ? {
          kind: "page",
          pageId: page.id,
          title: titleOf(page),
          path: page.isPublished && page.publishedSlug !== null ? livePath(page.publishedSlug) : null,
        }
      : { kind: "url", url: row.url ?? "/" };
  return { id: row.id, fromPath: row.fromPath, status: row.status as RedirectStatus, target, createdAt: row.createdAt };
}

/** Every redirect, by old address. */
export function listRedirects(): Redirect[] {
  return getDb()
    .select()
    .from(redirects)
    .leftJoin(pages, eq(redirects.pageId, pages.id))
    .orderBy(redirects.fromPath)
    .all()
    .map((row) => asRedirect(row.redirects, row.pages));
}

/** The published pages a redirect can send visitors to, by title. */
export function redirectPageChoices(): RedirectPageChoice[] {
  return getDb()
    .select()
    .from(pages)
    .where(and(eq(pages.isPublished, true), isNotNull(pages.publishedSlug)))
    .all()
    .map((page) => ({ id: page.id, title: titleOf(page), path: livePath(page.publishedSlug ?? "") }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

function livePageAt(tx: Tx, path: string): PageRow | undefined {
  return tx
    .select()
    .from(pages)
    .where(and(eq(pages.publishedSlug, path.slice(1)), eq(pages.isPublished, true)))
    .get();
}

/**
 * Follows redirects from `path` through other redirects to this site's paths, with `proposed` standing in for
 * the one being written; answers the addresses passed through when they come back to one already passed.
 */
function loopFrom(tx: Tx, proposed: { fromPath: string; path: string }, excludeId: number | null): string[] | null {
  const chain = [proposed.fromPath];
  let next: string | null = proposed.path;
  while (next !== null && chain.length <= maxHops) {
    const [path] = splitPath(next);
    chain.push(path);
    if (chain.indexOf(path) < chain.length - 1) return chain;
    const row = tx
      .select()
      .from(redirects)
      .where(and(eq(redirects.fromPath, path), excludeId === null ? undefined : ne(redirects.id, excludeId)))
      .get();
    const typed = row?.url ? readTypedTarget(row.url) : null;
    next = typed?.kind === "path" ? typed.path : null;
  }
  return null;
}

/** The row to write for `input`, after every rule of docs/product.md#redirects, or a PageRuleError saying which. */
function checkedValues(tx: Tx, input: RedirectInput, excludeId: number | null, siteOrigin: string) {
  const fromPath = normalizeRedirectPath(input.fromPath);
  const problem = fromPathProblem(fromPath);
  if (problem) throw new PageRuleError(problem, 400);
  const live = livePageAt(tx, fromPath);
  if (live) throw new PageRuleError(redirectMessages.livePage(fromPath, titleOf(live)), 400);
  const taken = tx.select().from(redirects).where(eq(redirects.fromPath, fromPath)).get();
  if (taken && taken.id !== excludeId) throw new PageRuleError(redirectMessages.fromTaken(fromPath), 409);

  const values = { fromPath, status: input.status, pageId: null as number | null, url: null as string | null };
  if (input.pageId !== undefined) {
    const page = tx.select().from(pages).where(eq(pages.id, input.pageId)).get();
    if (!page) throw new PageRuleError(redirectMessages.pageGone, 404);
    if (!page.isPublished) throw new PageRuleError(redirectMessages.pageNotLive(titleOf(page)), 400);
    return { ...values, pageId: page.id };
  }
  const target = readTypedTarget(input.url ?? "", siteOrigin);
  if (!target) throw new PageRuleError(redirectMessages.urlFormat, 400);
  if (target.kind === "external") {
    if (!input.confirmExternal) throw new PageRuleError(redirectMessages.external, 400);
    return { ...values, url: target.url };
  }
  if (splitPath(target.path)[0] === fromPath) throw new PageRuleError(redirectMessages.toItself, 400);
  const loop = loopFrom(tx, { fromPath, path: target.path }, excludeId);
  if (loop) throw new PageRuleError(redirectMessages.loop(loop), 400);
  return { ...values, url: target.path };
}

function redirectById(tx: Tx, id: number): Redirect {
  const row = tx
    .select()
    .from(redirects)
    .leftJoin(pages, eq(redirects.pageId, pages.id))
    .where(eq(redirects.id, id))
    .get();
  if (!row) throw new PageRuleError(redirectMessages.notFound, 404);
  return asRedirect(row.redirects, row.pages);
}

/** Adds a redirect by hand; `siteOrigin` lets a full address of this site count as one of its paths. */
export function addRedirect(input: RedirectInput, siteOrigin: string): Redirect {
  return getDb().transaction(
    (tx) => {
      const values = checkedValues(tx, input, null, siteOrigin);
      const { id } = tx.insert(redirects).values(values).returning({ id: redirects.id }).get();
      changed([], [values.fromPath]);
      return redirectById(tx, id);
    },
    { behavior: "immediate" },
  );
}

export function updateRedirect(id: number, input: RedirectInput, siteOrigin: string): Redirect {
  return getDb().transaction(
    (tx) => {
      const before = redirectById(tx, id);
      const values = checkedValues(tx, input, id, siteOrigin);
      tx.update(redirects).set(values).where(eq(redirects.id, id)).run();
      changed([], [before.fromPath, values.fromPath]);
      return redirectById(tx, id);
    },
    { behavior: "immediate" },
  );
}

/** Removes a redirect; false when there was none with that id. */
export function removeRedirect(id: number): boolean {
  const removed = getDb()
    .delete(redirects)
    .where(eq(redirects.id, id))
    .returning({ fromPath: redirects.fromPath })
    .get();
  if (removed) changed([], [removed.fromPath]);
  return removed !== undefined;
}

/**
 * In the publishing transaction of `row`, which is about to go live at its draft slug: the page takes its new
 * address (any redirect from it goes, a live page wins), and an old address it leaves answers 301 to it.
 */
export function movePageAddress(tx: Tx, row: PageRow): void {
  tx.delete(redirects)
    .where(eq(redirects.fromPath, livePath(row.slug)))
    .run();
  if (row.publishedSlug === null || row.publishedSlug === row.slug) return;
  const fromPath = livePath(row.publishedSlug);
  tx.insert(redirects)
    .values({ fromPath, pageId: row.id, status: 301 })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { pageId: row.id, url: null, status: 301 } })
    .run();
}

/** Where a redirect sends a visitor: the status and the Location. */
export interface RedirectAnswer {
  status: RedirectStatus;
  location: string;
}

/**
 * The redirect for a visitor's request, or null. Redirects to this site's paths that are themselves redirected
 * are followed, so the visitor makes one hop; the visitor's query string is kept unless the target has its own.
 */
export function redirectFor(url: URL): RedirectAnswer | null {
  const db = getDb();
  let path = normalizeRedirectPath(url.pathname);
  let status: RedirectStatus | null = null;
  let location: string | null = null;
  for (let hop = 0; hop < maxHops; hop += 1) {
    const row = db.select().from(redirects).where(eq(redirects.fromPath, path)).get();
    if (!row) break;
    status ??= row.status as RedirectStatus;
    if (row.pageId !== null) {
      const page = db.select().from(pages).where(eq(pages.id, row.pageId)).get();
      location = page?.isPublished && page.publishedSlug !== null ? livePath(page.publishedSlug) : null;
      break;
    }
    location = row.url;
    const typed = row.url ? readTypedTarget(row.url) : null;
    if (typed?.kind !== "path") break;
    path = splitPath(typed.path)[0];
  }
  if (status === null || location === null) return null;
  return { status, location: /[?#]/.test(location) ? location : `${location}${url.search}` };
}
