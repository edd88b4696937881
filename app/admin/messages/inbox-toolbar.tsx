import { Download, Search } from "lucide-react";
import { Form, Link } from "react-router";

import { Button, buttonClass } from "~/ui/button";
import { cn } from "~/ui/cn";
import { TextField } from "~/ui/field";

import { type InboxShow, inboxShows, type InboxView } from "./inbox-filter";

/** The name of each filter. */
const showLabels: Record<InboxShow, string> = {
  all: "All",
  messages: "Messages",
  quotes: "Quotes",
  unread: "Unread",
  answered: "Answered",
  archived: "Archived",
};

/** The address of a view of the inbox, leaving out what is the default. */
export function inboxHref({ q, show }: InboxView): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (show !== "all") params.set("show", show);
  const query = params.toString();
  return query ? `/admin/messages?${query}` : "/admin/messages";
}

/** The inbox's search and its filters, both kept in the address. */
export function InboxToolbar({ view }: { view: InboxView }) {
  return (
    <div className="mb-6 max-w-4xl space-y-4">
      <Form method="get" role="search" className="flex items-end gap-2" key={view.q}>
        {view.show !== "all" && <input type="hidden" name="show" value={view.show} />}
        <TextField
          label="Search messages and quotes"
          name="q"
          type="search"
          defaultValue={view.q}
          placeholder="Name, e-mail, company, text or radiator"
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="h-4 w-4" />
          Search
        </Button>
      </Form>
      <nav aria-label="Show">
        <ul className="flex flex-wrap gap-1.5">
          {inboxShows.map((show) => (
            <li key={show}>
              <Link
                to={inboxHref({ q: view.q, show })}
                aria-current={show === view.show ? "page" : undefined}
                className={cn(
                  "inline-block rounded-full px-3 py-1.5 text-sm ring-1 transition-colors",
                  show === view.show
                    ? "bg-ink font-medium text-white ring-ink"
                    : "bg-white text-ink-soft ring-ink/15 hover:ring-ink/40",
                )}
              >
                {showLabels[show]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The two spreadsheets, archived entries included, for the screen's header. */
export function InboxDownloads() {
  return (
    <>
      <a href="/api/admin/messages.csv" download className={buttonClass({ variant: "secondary" })}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Download messages as CSV
      </a>
      <a href="/api/admin/quotes.csv" download className={buttonClass({ variant: "secondary" })}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Download quotes as CSV
      </a>
    </>
  );
}
