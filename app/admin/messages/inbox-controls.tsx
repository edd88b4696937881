import { Archive, ArchiveRestore, type LucideIcon, Reply, Trash2 } from "lucide-react";
import { useState } from "react";

import { Button, buttonClass } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";

import { replyHref } from "./inbox-message";
import type { InboxKind, MessageIntent } from "./messages-action";

interface InboxControlsProps {
  kind: InboxKind;
  /** The message or quote request, with who sent it. */
  item: { id: number; name: string; email: string; isArchived: boolean };
  /** The reply's subject, e.g. 'Re: your message to Tepore'. */
  subject: string;
  submit: (intent: MessageIntent) => void;
  /** The card's own state switched first: read or unread, answered or not. */
  toggle: { label: string; icon: LucideIcon; onClick: () => void };
}

const nouns = { message: "message", quote: "quote request" } as const;

/**
 * What can be done with any card of the inbox: switch its state, reply by e-mail, archive or bring back, delete after
 * asking.
 */
export function InboxControls({ kind, item, subject, submit, toggle }: InboxControlsProps) {
  const { id, name, email, isArchived } = item;
  const [confirming, setConfirming] = useState(false);
  const noun = nouns[kind];
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      <Button className="col-span-2 sm:col-auto" variant="secondary" onClick={toggle.onClick}>
        <toggle.icon aria-hidden="true" className="h-4 w-4" />
        {toggle.label}
      </Button>
      <a
        href={replyHref(email, subject)}
        aria-label={`Reply by e-mail to ${name}`}
        className={buttonClass({ variant: "secondary" }, "col-span-2 sm:col-auto")}
      >
        <Reply aria-hidden="true" className="h-4 w-4" />
        Reply by e-mail
      </a>
      <Button
        variant="ghost"
        aria-label={`${isArchived ? "Unarchive" : "Archive"} ${noun} from ${name}`}
        onClick={() => submit({ intent: "archive", kind, id, isArchived: !isArchived })}
      >
        {isArchived ? (
          <ArchiveRestore aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Archive aria-hidden="true" className="h-4 w-4" />
        )}
        <span aria-hidden="true">{isArchived ? "Unarchive" : "Archive"}</span>
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete ${noun} from ${name}`}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        <span aria-hidden="true">Delete</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete the ${noun} from ${name}?`}
        confirmLabel={`Delete ${noun}`}
        onConfirm={() => {
          setConfirming(false);
          submit({ intent: "delete", kind, id });
        }}
      >
        The {noun} from {name} will be removed for good. This cannot be undone. To keep it out of the way instead,
        archive it.
      </ConfirmDialog>
    </div>
  );
}
