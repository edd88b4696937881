import { Archive, ArchiveRestore, Reply, Trash2 } from "lucide-react";
import { useState } from "react";

import { Button, buttonClass } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";

import { replyHref } from "./inbox-message";
import type { InboxKind, MessageIntent } from "./messages-action";

interface InboxControlsProps {
  kind: InboxKind;
  id: number;
  name: string;
  email: string;
  /** The reply's subject, e.g. 'Re: your message to Tepore'. */
  subject: string;
  isArchived: boolean;
  submit: (intent: MessageIntent) => void;
}

const nouns = { message: "message", quote: "quote request" } as const;

/** What can be done with any card of the inbox: reply by e-mail, archive or bring back, delete after asking. */
export function InboxControls({ kind, id, name, email, subject, isArchived, submit }: InboxControlsProps) {
  const [confirming, setConfirming] = useState(false);
  const noun = nouns[kind];
  return (
    <>
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
    </>
  );
}
