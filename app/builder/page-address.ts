import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";

import { homeSlugInUrl, slugFromUrl } from "~/lib/page-url";

const paramOf = (slug: string) => slug || homeSlugInUrl;

/**
 * docs/product.md#routes The builder's address, `?page=` (a slug, or _home). A link or the page switcher sets it to
 * open a page; the builder sets it to name the page open, once it is open and after each rename (made here or in
 * another tab), replacing the entry, so that a reload reopens it.
 *
 * The builder's own addresses ask for no page. Each one arrives a moment after it is set (React Router revalidates
 * the admin's loaders first), by when another tab may have renamed the page again: taken as a request, it would
 * open the page by a slug it no longer has ('We could not find that page', decision 226).
 */
export function usePageAddress(): {
  /** The slug of the page asked for; null when none is (the builder opens the page last edited, else home). */
  requested: string | null;
  /** Names the page open, by its slug, in the address. */
  name: (slug: string) => void;
  /** Opens another page, as a link does. */
  open: (slug: string) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get("page");
  const { key } = useLocation();
  const [requested, setRequested] = useState(param);
  /** The address now, the open page's slug last named, and the builder's own addresses not arrived yet, oldest first. */
  const kept = useRef({ param, named: null as string | null, onTheirWay: [] as string[] });

  useEffect(() => {
    const { onTheirWay } = kept.current;
    kept.current.param = param;
    const own = param === null ? -1 : onTheirWay.indexOf(param);
    // One of the builder's own: it, and those set before it (arrived, or cut short by it), are done with.
    if (own >= 0) {
      onTheirWay.splice(0, own + 1);
      return;
    }
    onTheirWay.length = 0;
    setRequested(param);
  }, [param, key]);

  const name = useCallback(
    (slug: string) => {
      const { param: now, named, onTheirWay } = kept.current;
      if (slug === named) return;
      kept.current.named = slug;
      // Set again even when the address says it now, if one of the builder's own on its way would replace it.
      if (paramOf(slug) === (onTheirWay.at(-1) ?? now)) return;
      onTheirWay.push(paramOf(slug));
      void setSearchParams({ page: paramOf(slug) }, { replace: true });
    },
    [setSearchParams],
  );

  const open = useCallback((slug: string) => void setSearchParams({ page: paramOf(slug) }), [setSearchParams]);

  return { requested: requested === null ? null : slugFromUrl(requested), name, open };
}
