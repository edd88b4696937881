import { useEffect, useState } from "react";

import { adminFetch } from "~/admin/admin-fetch";
import type { PageSummary } from "~/lib/page-model";
import { SelectField } from "~/ui/field";

import { livePath } from "./publish-rules";

/**
 * The page the builder has open, and every other page it can open instead (docs/product.md#routes): the standard
 * pages first, then the others, newest first, as the page list has them. The open page shows as it is now, so a
 * rename is there at once; the list is read again after one.
 */
export function PageSwitcher({ page, onOpen }: { page: PageSummary; onOpen: (slug: string) => void }) {
  const [pages, setPages] = useState<PageSummary[]>([]);
  useEffect(() => {
    let cancelled = false;
    adminFetch<{ pages: PageSummary[] }>("/api/admin/pages").then(
      (answer) => {
        if (!cancelled) setPages(answer.pages);
      },
      (error: unknown) => console.error("The page list could not be loaded:", error),
    );
    return () => {
      cancelled = true;
    };
  }, [page.slug]);
  const listed = pages.some((other) => other.slug === page.slug)
    ? pages.map((other) => (other.slug === page.slug ? page : other))
    : [page, ...pages];
  return (
    <SelectField
      label="Page being edited"
      className="mt-4 w-full sm:w-80"
      value={page.slug}
      onChange={(event) => onOpen(event.target.value)}
    >
      {listed.map((entry) => (
        <option key={entry.slug} value={entry.slug}>
          {entry.title} ({livePath(entry.slug)})
        </option>
      ))}
    </SelectField>
  );
}
