import { TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";

import { adminFetch } from "~/admin/admin-fetch";
import { type MenuLinkToPage, menuNames } from "~/lib/navigation/menus";
import { slugInUrl } from "~/lib/page-url";

/** The menu links that lead to the page at `slug`, asked for while `open`; null until the answer arrives. */
function useMenuLinksTo(slug: string, open: boolean): MenuLinkToPage[] | null {
  const [links, setLinks] = useState<MenuLinkToPage[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    adminFetch<{ links: MenuLinkToPage[] }>(`/api/admin/navigation?page=${encodeURIComponent(slugInUrl(slug))}`).then(
      (answer) => current && setLinks(answer.links),
      () => current && setLinks([]),
    );
    return () => {
      current = false;
      setLinks(null);
    };
  }, [slug, open]);
  return links;
}

const listed = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/**
 * Inside the question before a page is unpublished or deleted (decision 151): which menus link to it, and a
 * choice, ticked, to remove those links in the same step. Draws nothing when no menu links to the page.
 */
export function MenuLinksNotice({
  slug,
  open,
  remove,
  onRemoveChange,
}: {
  slug: string;
  open: boolean;
  remove: boolean;
  onRemoveChange: (remove: boolean) => void;
}) {
  const links = useMenuLinksTo(slug, open);
  if (!links || links.length === 0) return null;
  const where = listed(links.map((link) => `${menuNames[link.menu].name} ("${link.label}")`));
  return (
    <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          {links.length === 1 ? "A menu links to this page" : `${links.length} menu links lead to this page`}: {where}.
          Visitors stop seeing {links.length === 1 ? "it" : "them"} while the page is offline.
        </span>
      </p>
      <label className="mt-3 flex items-start gap-2">
        <input
          type="checkbox"
          checked={remove}
          onChange={(event) => onRemoveChange(event.target.checked)}
          className="mt-0.5 h-4 w-4 accent-ink"
        />
        Also remove {links.length === 1 ? "the link" : "the links"} from the menus
      </label>
    </div>
  );
}
