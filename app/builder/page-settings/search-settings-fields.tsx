import { useState } from "react";
import { useRouteLoaderData } from "react-router";

import { MediaPicker } from "~/admin/media/media-picker";

import { ImageField } from "../image-field";
import { useMediaLookup } from "../media-lookup";
import { searchResult } from "./search-preview";

interface SearchSettingsFieldsProps {
  title: string;
  slug: string;
  description: string;
  socialImage: string;
  noindex: boolean;
  /** The page's first picture, which link previews show while no social image is chosen. */
  firstPicture: string | null;
  socialImageError?: string;
  onSocialImage: (url: string) => void;
  onNoindex: (noindex: boolean) => void;
}

/** What shared links show: the social image, else the page's first picture, named as the Media Library names it. */
function SocialImageHint({ chosen, firstPicture }: { chosen: boolean; firstPicture: string | null }) {
  const lookup = useMediaLookup();
  const named = firstPicture ? lookup.itemAt(firstPicture)?.name : undefined;
  return (
    <p className="mt-1.5 text-xs text-muted">
      {chosen
        ? "Shown when the page is shared on social media or in messages."
        : firstPicture
          ? `Shared links show the page's first picture (${named ?? firstPicture}) until you choose one.`
          : "Shared links show no picture until you choose one: this page has none."}
    </p>
  );
}

/**
 * The page settings for search engines and link previews (docs/decisions/157): the result as a search engine shows
 * it, the picture shared links show, and 'Hide from search engines'. The Media Library is Page Settings' own
 * (`EditorPicturesProvider`), which knows of alt text being written for the picture.
 */
export function SearchSettingsFields(props: SearchSettingsFieldsProps) {
  const [picking, setPicking] = useState(false);
  const media = useMediaLookup();
  const root = useRouteLoaderData("root") as
    { siteName?: string; siteDescription?: string; origin?: string } | undefined;
  const result = searchResult({
    title: props.title,
    slug: props.slug,
    description: props.description,
    siteName: root?.siteName ?? "",
    siteDescription: root?.siteDescription ?? "",
    origin: root?.origin ?? "",
  });
  return (
    <>
      <figure className="rounded-lg border border-ink/10 bg-linen/60 p-4">
        <figcaption className="text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
          Search result preview
        </figcaption>
        <div className="mt-3 rounded-md bg-white p-4 font-sans shadow-sm" data-testid="search-preview">
          <p className="truncate text-xs text-[#4d5156]">{result.address}</p>
          <p className="mt-1 text-lg leading-snug text-[#1a0dab]">{result.title}</p>
          <p className="mt-1 text-sm leading-relaxed text-[#4d5156]">{result.description}</p>
        </div>
        {props.noindex && (
          <p className="mt-2 text-xs text-muted">Hidden from search engines: this result will not appear.</p>
        )}
      </figure>
      <div>
        <ImageField
          label="Social image"
          value={props.socialImage}
          error={props.socialImageError}
          onChange={props.onSocialImage}
          onBrowse={() => setPicking(true)}
        />
        <SocialImageHint chosen={Boolean(props.socialImage)} firstPicture={props.firstPicture} />
      </div>
      <label className="flex items-start gap-3 text-sm font-medium text-ink">
        <input
          type="checkbox"
          checked={props.noindex}
          onChange={(event) => props.onNoindex(event.target.checked)}
          className="mt-0.5 h-4 w-4 accent-ink"
        />
        <span>
          Hide from search engines
          <span className="block text-xs font-normal text-muted">
            Visitors can still open the page; search engines are asked not to list it, and it leaves the sitemap.
          </span>
        </span>
      </label>
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        onSelect={(item) => {
          media.remember(item);
          props.onSocialImage(item.url);
          setPicking(false);
        }}
      />
    </>
  );
}
