import { data } from "react-router";

import { startsWithPictureHero } from "~/lib/over-hero";
import { rootDataOf } from "~/lib/seo";
import { formatUkTime } from "~/lib/uk-time";
import { EmptyPage } from "~/sections/empty-page";
import { PublishedSections } from "~/sections/published-sections";
import { drawnSections } from "~/sections/section-types";
import { sectionCatalogueFor } from "~/server/catalogue/section-catalogue.server";
import { pageImagesFor } from "~/server/pages/page-images.server";
import { sharedDraft } from "~/server/pages/shares.server";

import type { Route } from "./+types/shared-draft";

/** Never kept by a browser, the page cache or a CDN, and never indexed: the draft is for whoever has the link. */
const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * /share/:token (decision 162): the current draft of the page the link was made for, to anyone who has the link,
 * without signing in. An unknown, expired or revoked link is the not-found page (404).
 */
export function loader({ params }: Route.LoaderArgs) {
  const draft = sharedDraft(params.token);
  if (!draft) throw data(null, { status: 404, headers: privateHeaders });
  return drawnSections(draft.sections).then((sections) =>
    data(
      {
        title: draft.title,
        expiresAt: draft.expiresAt,
        sections,
        images: pageImagesFor(sections),
        catalogue: sectionCatalogueFor(sections),
        overHero: startsWithPictureHero(sections),
      },
      { headers: privateHeaders },
    ),
  );
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { siteName } = rootDataOf(matches);
  return [
    { title: `Draft preview: ${loaderData.title || "Page"} | ${siteName}` },
    { name: "robots", content: "noindex" },
  ];
};

/** The note stays in view at the bottom while the page scrolls, and rests above the footer at the end (sticky). */
export default function SharedDraft({ loaderData }: Route.ComponentProps) {
  const { title, sections, images, catalogue, expiresAt } = loaderData;
  return (
    <>
      {sections.length === 0 ? (
        <EmptyPage title={title || "Page"} />
      ) : (
        <PublishedSections sections={sections} title={title} images={images} catalogue={catalogue} />
      )}
      <aside
        aria-label="Draft preview"
        className="sticky bottom-3 z-40 mx-auto my-3 flex w-fit max-w-[calc(100%-1.5rem)] flex-wrap items-baseline justify-center gap-x-2 rounded-3xl bg-ink px-5 py-2.5 text-center text-sm text-white shadow-lg"
      >
        <strong className="font-semibold">Draft preview</strong>
        <span className="text-white/80">
          Not published yet · link expires <time dateTime={expiresAt}>{formatUkTime(expiresAt)}</time>
        </span>
      </aside>
    </>
  );
}
