/**
 * The checklist before publishing (decision 156): the rules are app/lib/publish-checks; this gathers what they need
 * to know about the site (which addresses answer, which pages wait unpublished, the pictures' alt text and colours)
 * and runs them on the page's saved draft.
 */
import { isNull } from "drizzle-orm";

import { pictureAtUrl } from "~/content/image-url";
import { builtInPaths } from "~/content/public-paths";
import { modelPath } from "~/lib/catalogue/catalogue-queries";
import { detailsOf } from "~/lib/page-model";
import { type PublishProblem, publishProblems } from "~/lib/publish-checks";
import { textOverPicture } from "~/lib/publish-checks/contrast";
import { sitePath } from "~/lib/publish-checks/links";

import { publishedCatalogue } from "../catalogue/catalogue.server";
import { getDb } from "../db.server";
import { uploadDetailsByUrl } from "../media/media.server";
import { pictureColours } from "../picture-colour.server";
import { listRedirects } from "../redirects.server";
import { pages } from "../schema.server";
import { draftSectionsOf, existingRow, summaryOf } from "./page-rows.server";

const pathOf = (slug: string) => (slug === "" ? "/" : `/${slug}`);

/** Which addresses answer visitors, and which pages of the builder are not published (by their draft's path). */
function siteAddresses(checkedSlug: string) {
  const catalogue = publishedCatalogue();
  const rows = getDb().select().from(pages).where(isNull(pages.trashedAt)).all();
  const live = new Set<string>([
    ...builtInPaths,
    ...catalogue.models.map((model) => modelPath(catalogue, model)),
    ...rows.flatMap((row) => (row.isPublished && row.publishedSlug !== null ? [pathOf(row.publishedSlug)] : [])),
    ...listRedirects().map((redirect) => redirect.fromPath),
    // The page being published answers at its draft's address once it is.
    pathOf(checkedSlug),
  ]);
  const unpublished = new Map(
    rows.filter((row) => !row.isPublished).map((row) => [sitePath(pathOf(row.slug))!, row.title] as const),
  );
  return { live: new Set([...live].map((path) => sitePath(path)!)), unpublished };
}

/** What needs attention before the page at `slug` is published, as its draft is saved now. */
export async function pageChecks(slug: string): Promise<PublishProblem[]> {
  const row = existingRow(getDb(), slug);
  const sections = draftSectionsOf(row);
  const urls = sections.flatMap((section) => (section.items ?? []).map((item) => item.imageUrl)).filter(Boolean);
  const uploads = uploadDetailsByUrl(urls);
  const colours = await pictureColours(sections.filter(textOverPicture).map((section) => section.imageUrl));
  return publishProblems(
    { details: detailsOf(summaryOf(row)), sections },
    {
      site: siteAddresses(row.slug),
      altOf: (url) => pictureAtUrl(url)?.alt ?? uploads.get(url)?.alt,
      colourOf: (url) => colours.get(url),
    },
  );
}
