/**
 * Publishing (docs/product.md#publishing): the draft becomes what visitors see in one transaction, kept as the
 * page's next version; unpublishing takes a page off the site. Scheduled changes go through these same operations.
 */
import { eq } from "drizzle-orm";

import type { PageSummary } from "~/lib/page-model";

import { pageChanged } from "../cache-keys.server";
import { movePageAddress } from "../redirects.server";
import { pages } from "../schema.server";
import { existingRow, onPage, PageRuleError, requireRevision, summaryOf } from "./page-rows.server";
import { cancelPending } from "./schedule-rows.server";
import { recordVersion } from "./versions.server";

const cannotUnpublishStandardMessage =
  "Standard pages cannot be unpublished. You can edit their content or restore their designed layout.";

/**
 * 'Publish & View Site': the draft becomes what visitors see and is kept as the page's next version,
 * all of it or nothing (docs/product.md#publishing). The draft's address becomes the live one, and the address
 * the page leaves answers 301 to it (docs/product.md#redirects). With `baseRevision`, only the draft of that revision
 * is published (409 otherwise), so a tab never publishes a draft it has not seen.
 */
export function publishPage(slug: string, baseRevision?: number): PageSummary {
  return onPage(slug, (tx, row) => {
    requireRevision(row, baseRevision);
    const publishedAt = new Date().toISOString();
    recordVersion(tx, row, publishedAt);
    movePageAddress(tx, row);
    cancelPending(tx, row.id, ["publish"]);
    pageChanged(row.publishedSlug, row.slug);
    tx.update(pages)
      .set({
        isPublished: true,
        publishedSlug: row.slug,
        publishedSections: row.draftSections,
        publishedTitle: row.title,
        publishedDescription: row.description,
        publishedSocialImage: row.socialImage,
        publishedNoindex: row.noindex,
        publishedAt,
        // The version just kept names them; the next begins with none.
        draftRestores: null,
      })
      .where(eq(pages.id, row.id))
      .run();
    return summaryOf(existingRow(tx, slug));
  });
}

/**
 * 'Unpublish': a page other than a standard one leaves the site (its address answers 404 and it leaves
 * the sitemap); its draft and versions stay, so publishing again brings it back.
 */
export function unpublishPage(slug: string): PageSummary {
  return onPage(slug, (tx, row) => {
    if (row.isStandard) throw new PageRuleError(cannotUnpublishStandardMessage, 403);
    tx.update(pages).set({ isPublished: false }).where(eq(pages.id, row.id)).run();
    cancelPending(tx, row.id, ["unpublish"]);
    pageChanged(row.publishedSlug);
    return summaryOf(existingRow(tx, slug));
  });
}
