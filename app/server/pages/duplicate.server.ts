/** 'Duplicate' in the page list (decision 163): a copy of a page's draft as a new, unpublished custom page. */
import { copyOfSection, copySlugs, copyTitle } from "~/lib/duplicate";
import type { PageSummary } from "~/lib/page-model";
import { pageSlugProblem } from "~/lib/page-operations";

import { pages } from "../schema.server";
import { takenSlugs } from "./drafts.server";
import { draftSectionsOf, onPage, serialize, summaryOf } from "./page-rows.server";

/**
 * The copy is titled 'Copy of …' at the first free address of about-copy, about-copy-2, …; it holds the draft's
 * sections as the builder shows them (a standard page's designed layout included), with ids of their own.
 */
export function duplicatePage(slug: string): PageSummary {
  return onPage(slug, (tx, row) => {
    const taken = takenSlugs(tx);
    let copySlug = "";
    for (const candidate of copySlugs(row.slug)) {
      if (pageSlugProblem({ slug: candidate, isStandard: false }, taken, null) === null) {
        copySlug = candidate;
        break;
      }
    }
    const sections = draftSectionsOf(row).map(copyOfSection);
    const copy = tx
      .insert(pages)
      .values({
        slug: copySlug,
        title: copyTitle(row.title),
        description: row.description,
        draftSections: serialize(sections),
      })
      .returning()
      .get();
    return summaryOf(copy);
  });
}
