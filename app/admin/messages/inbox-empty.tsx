import { Inbox } from "lucide-react";

/** No messages yet: what will appear here, and where visitors write them. */
export function InboxEmpty() {
  return (
    <div className="rounded-lg border border-dashed border-ink/20 bg-white px-6 py-14 text-center">
      <Inbox aria-hidden="true" className="mx-auto h-10 w-10 text-stone" strokeWidth={1.25} />
      <h2 className="mt-4 text-lg font-semibold">No messages yet</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted">
        When a visitor sends a message through the contact form, it appears here, newest first, even if the e-mail copy
        does not arrive.
      </p>
      <a
        href="/contact#contact-form"
        target="_blank"
        rel="noopener"
        className="mt-5 inline-block text-sm font-medium text-bronze-deep underline underline-offset-4"
      >
        See the contact form<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
