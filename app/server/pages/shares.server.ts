/**
 * Shared draft links (decision 162): a random token in the link shows the page's current draft to whoever has it,
 * until it expires or is revoked. Only the token's SHA-256 is stored; a page has at most one link at a time, and
 * making a new one ends the old.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import { and, eq, gt, isNull } from "drizzle-orm";

import type { Section } from "~/lib/page-model";
import type { PageShare } from "~/lib/page-share";

import { getDb } from "../db.server";
import { pages, pageShares } from "../schema.server";
import { draftSectionsOf, existingRow, onPage } from "./page-rows.server";

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash("sha256").update(token).digest();

/** The page's link that still works, without its token (only its hash is kept), or null. */
export function pageShareOf(slug: string, now = new Date()): PageShare | null {
  const db = getDb();
  const row = existingRow(db, slug);
  const share = db
    .select()
    .from(pageShares)
    .where(and(eq(pageShares.pageId, row.id), gt(pageShares.expiresAt, now.toISOString())))
    .get();
  return share ? { createdAt: share.createdAt, expiresAt: share.expiresAt } : null;
}

/** A new link for the page, valid for `days`; any link the page had stops working. The token is shown once. */
export function sharePage(slug: string, days: number, now = new Date()): PageShare & { token: string } {
  return onPage(slug, (tx, row) => {
    const token = randomBytes(32).toString("base64url");
    const createdAt = now.toISOString();
    const expiresAt = new Date(now.getTime() + days * 24 * 3_600_000).toISOString();
    tx.delete(pageShares).where(eq(pageShares.pageId, row.id)).run();
    tx.insert(pageShares)
      .values({ pageId: row.id, tokenHash: hashOf(token).toString("base64url"), createdAt, expiresAt })
      .run();
    return { token, createdAt, expiresAt };
  });
}

/** Ends the page's link, if it has one. */
export function revokePageShare(slug: string): void {
  const db = getDb();
  db.delete(pageShares)
    .where(eq(pageShares.pageId, existingRow(db, slug).id))
    .run();
}

export interface SharedDraft {
  title: string;
  expiresAt: string;
  description: string;
  sections: Section[];
}

/** The draft a link shows, or null for a token that is malformed, unknown, expired, revoked, or of a trashed page. */
export function sharedDraft(token: string, now = new Date()): SharedDraft | null {
  if (!tokenPattern.test(token)) return null;
  const hash = hashOf(token);
  const found = getDb()
    .select({ share: pageShares, page: pages })
    .from(pageShares)
    .innerJoin(pages, eq(pages.id, pageShares.pageId))
    .where(and(eq(pageShares.tokenHash, hash.toString("base64url")), isNull(pages.trashedAt)))
    .get();
  if (!found) return null;
  // The lookup found the hash by index; comparing the bytes again in constant time keeps the check itself timing-safe.
  if (!timingSafeEqual(Buffer.from(found.share.tokenHash, "base64url"), hash)) return null;
  if (found.share.expiresAt <= now.toISOString()) return null;
  const { page } = found;
  return {
    title: page.title,
    expiresAt: found.share.expiresAt,
    description: page.description,
    sections: draftSectionsOf(page),
  };
}
