import { replace } from "react-router";

import { menusInPreviewUrl } from "~/admin/navigation/menus-preview-url";
import { PreviewSections, PreviewWaiting, usePreviewDraft } from "~/builder/preview-frame";
import { useEnhancements } from "~/enhance/use-enhancements";
import { startsWithPictureHero } from "~/lib/over-hero";
import { wholeSectionCatalogue } from "~/server/catalogue/section-catalogue.server";
import { shownMenus } from "~/server/navigation.server";
import { uploadImages } from "~/server/pages/page-images.server";
import { currentSession } from "~/server/session.server";
import { MenusPreviewPage } from "~/site/menus-preview-page";
import { SiteChrome } from "~/site/site-chrome";

import type { Route } from "./+types/preview";

export const meta: Route.MetaFunction = () => [{ title: "Preview" }, { name: "robots", content: "noindex" }];

/**
 * /admin/preview: the frame of the builder's device preview (docs/product.md#what-you-edit), where the draft the
 * builder sends is drawn with the site's header, footer and renderers. Signed in only; the one admin address that
 * may be framed, and only by the site itself.
 */
export function loader({ request }: Route.LoaderArgs) {
  if (!currentSession(request)) throw replace("/admin");
  // The Navigation screen previews its unsaved menus here, named in the address (decision 151).
  const menus = menusInPreviewUrl(new URL(request.url));
  return {
    catalogue: wholeSectionCatalogue(),
    menus: shownMenus(menus ?? undefined),
    menusPreview: menus !== null,
    // The draft may show any upload: the whole library's alt text and focal points, a few bytes an image.
    uploads: uploadImages(),
  };
}

export default function PreviewRoute({ loaderData }: Route.ComponentProps) {
  const draft = usePreviewDraft();
  useEnhancements(loaderData.menusPreview ? loaderData.menus : draft);
  if (loaderData.menusPreview)
    return (
      <SiteChrome overHero={false} menus={loaderData.menus}>
        <MenusPreviewPage />
      </SiteChrome>
    );
  if (!draft) return <PreviewWaiting />;
  return (
    <SiteChrome overHero={startsWithPictureHero(draft.sections)} menus={loaderData.menus}>
      <PreviewSections {...draft} catalogue={loaderData.catalogue} uploads={loaderData.uploads} />
    </SiteChrome>
  );
}
