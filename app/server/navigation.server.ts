// The site's menus (decision 151): one JSON value in the settings table, with its revision. Saving them goes live
// at once and purges every page, since every page shows the header and the footer.
import { eq } from "drizzle-orm";

import { defaultMenus } from "~/content/navigation";
import { builtInPaths } from "~/content/public-paths";
import {
  menuIds,
  type MenuLinkToPage,
  type Menus,
  menusSchema,
  type MenuTarget,
  type ShownMenus,
} from "~/lib/navigation/menus";

import { changed, pageKey, showing, siteKey } from "./cache-keys.server";
import { getDb } from "./db.server";
import { log } from "./log.server";
import { type PageRow, PageRuleError, rowOf } from "./pages/page-rows.server";
import { pages, settings } from "./schema.server";

const navigationKey = "navigation";

export interface SavedMenus {
  menus: Menus;
  revision: number;
}

export const navigationConflictMessage = "The menus were changed in another tab or browser.";

/** A save based on a revision that is not the latest: refused, with the menus as they are now. */
export class NavigationConflictError extends Error {
  constructor(readonly current: SavedMenus) {
    super(navigationConflictMessage);
  }
}

type Db = Pick<ReturnType<typeof getDb>, "select" | "insert" | "update" | "delete">;

function savedIn(db: Pick<Db, "select">): SavedMenus {
  const row = db.select().from(settings).where(eq(settings.key, navigationKey)).get();
  if (!row) return { menus: defaultMenus, revision: 1 };
  try {
    const stored = JSON.parse(row.value) as { menus?: unknown; revision?: unknown };
    const menus = menusSchema.parse(stored.menus);
    return { menus, revision: typeof stored.revision === "number" ? stored.revision : 1 };
  } catch (error) {
    // A value no save could have written: the site keeps its default menus rather than failing every page.
    log("error", "The saved menus could not be read; the default menus are shown.", { error: String(error) });
    return { menus: defaultMenus, revision: 1 };
  }
}

/** The menus as saved (the defaults until the first save), with their revision. */
export function getMenus(): SavedMenus {
  return savedIn(getDb());
}

function write(tx: Db, menus: Menus, revision: number): void {
  const value = JSON.stringify({ menus, revision });
  tx.insert(settings)
    .values({ key: navigationKey, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } })
    .run();
  changed([siteKey]);
}

const livePath = (row: PageRow) => (row.isPublished && row.publishedSlug !== null ? `/${row.publishedSlug}` : null);

function pageById(db: Pick<Db, "select">, id: number): PageRow | undefined {
  return db.select().from(pages).where(eq(pages.id, id)).get();
}

/** Paths of one part that answer on their own, besides the published custom pages. */
const builtInSinglePaths = new Set([...builtInPaths, "/quote", "/compare"]);

/**
 * What the database says against a link that is new or changed: a page that is gone or not published, or an
 * address of this site at which no page answers.
 */
function linkProblem(db: Pick<Db, "select">, target: MenuTarget): string | null {
  if (target.kind === "page") {
    const row = pageById(db, target.pageId);
    if (!row || row.trashedAt !== null) return "That page does not exist any more. Choose another one.";
    return livePath(row) ? null : `"${row.title}" is not published: publish it first, then add it to a menu.`;
  }
  if (!target.url.startsWith("/")) return null;
  const path = target.url.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
  if (path.split("/").length > 2 || builtInSinglePaths.has(path)) return null;
  const published = db
    .select()
    .from(pages)
    .where(eq(pages.publishedSlug, path.slice(1)))
    .get();
  return published?.isPublished
    ? null
    : `No page is published at ${path}. Check the address, or publish the page first.`;
}

const sameTarget = (a: MenuTarget, b: MenuTarget) =>
  a.kind === "page" ? b.kind === "page" && a.pageId === b.pageId : b.kind === "url" && a.url === b.url;

/**
 * Saves the menus as the next revision, only if `baseRevision` is still the latest; links that are new or lead
 * somewhere new are checked against the pages (a link kept from before may stand for an unpublished page: it is
 * hidden from visitors until the page is published again).
 */
export function saveMenus(menus: Menus, baseRevision: number): SavedMenus {
  return getDb().transaction(
    (tx) => {
      const current = savedIn(tx);
      if (current.revision !== baseRevision) throw new NavigationConflictError(current);
      const before = menuIds.flatMap((id) => current.menus[id].map((link) => link.target));
      for (const id of menuIds)
        for (const link of menus[id]) {
          if (before.some((target) => sameTarget(target, link.target))) continue;
          const problem = linkProblem(tx, link.target);
          if (problem) throw new PageRuleError(`${link.label}: ${problem}`, 400);
        }
      const revision = current.revision + 1;
      write(tx, menus, revision);
      return { menus, revision };
    },
    { behavior: "immediate" },
  );
}

/** Back to the menus the site ships with. */
export function resetMenus(baseRevision: number): SavedMenus {
  return saveMenus(defaultMenus, baseRevision);
}

/** Whether `target` leads to the page `row`: by its id, or by its live address typed in. */
function leadsTo(target: MenuTarget, row: PageRow): boolean {
  if (target.kind === "page") return target.pageId === row.id;
  const path = livePath(row);
  return path !== null && target.url.split(/[?#]/)[0] === path;
}

/** The menu links that lead to the page at `slug` (its draft slug, as the admin names it). */
export function menuLinksToPage(slug: string): MenuLinkToPage[] {
  const db = getDb();
  const row = rowOf(db, slug);
  if (!row) return [];
  const { menus } = savedIn(db);
  return menuIds.flatMap((menu) =>
    menus[menu].filter((link) => leadsTo(link.target, row)).map((link) => ({ menu, label: link.label })),
  );
}

/**
 * Runs `operation` (unpublishing or deleting the page at `slug`) with the page's menu links removed first, as the
 * next revision of the menus, in one transaction: if the operation is refused, the links stay.
 */
export function removingMenuLinksTo<T>(slug: string, operation: () => T): T {
  return getDb().transaction(
    (tx) => {
      const row = rowOf(tx, slug);
      const current = savedIn(tx);
      const menus = Object.fromEntries(
        menuIds.map((id) => [id, current.menus[id].filter((link) => !row || !leadsTo(link.target, row))]),
      ) as Menus;
      if (menuIds.some((id) => menus[id].length !== current.menus[id].length)) write(tx, menus, current.revision + 1);
      return operation();
    },
    { behavior: "immediate" },
  );
}

/**
 * The menus as visitors see them (the saved ones, or `menus` for a preview): each page link at its page's live
 * address, left out while the page is not published. A page shows its linked pages' keys, so their publish, move or
 * unpublish purges it too.
 */
export function shownMenus(menus: Menus = getMenus().menus): ShownMenus {
  const db = getDb();
  const shown = {} as ShownMenus;
  for (const id of menuIds) {
    shown[id] = menus[id].flatMap((link) => {
      if (link.target.kind === "url") return [{ label: link.label, href: link.target.url }];
      const row = pageById(db, link.target.pageId);
      if (!row) return [];
      showing(pageKey(row.publishedSlug ?? row.slug));
      const path = livePath(row);
      return path && row.trashedAt === null ? [{ label: link.label, href: path }] : [];
    });
  }
  return shown;
}
