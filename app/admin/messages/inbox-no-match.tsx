import { SearchX } from "lucide-react";
import { Link } from "react-router";

import type { InboxView } from "./inbox-filter";

const shownAs = {
  all: "in the inbox",
  messages: "among the messages",
  quotes: "among the quote requests",
  unread: "among the unread",
  answered: "among the answered quote requests",
  archived: "in the archive",
} as const;

/** Nothing in this view: says what was looked for, and where to look instead. */
export function InboxNoMatch({ view }: { view: InboxView }) {
  // With no search and no filter, all that is left is archived.
  const allArchived = !view.q && view.show === "all";
  return (
    <div className="max-w-4xl rounded-lg border border-dashed border-ink/20 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto h-9 w-9 text-stone" strokeWidth={1.25} />
      <h2 className="mt-4 text-lg font-semibold">
        {view.q ? `Nothing matches '${view.q}' ${shownAs[view.show]}` : `Nothing ${shownAs[view.show]}`}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted">
        {view.show === "archived" || allArchived
          ? "Archived messages and quote requests are kept under 'Archived', out of the inbox and its unread count."
          : "Try other words, or another filter."}
      </p>
      <Link
        to={allArchived ? "/admin/messages?show=archived" : "/admin/messages"}
        className="mt-5 inline-block text-sm font-medium text-bronze-deep underline underline-offset-4"
      >
        {allArchived ? "Show the archive" : "Show the whole inbox"}
      </Link>
    </div>
  );
}
