import { useState } from "react";

import type { Section } from "~/lib/page-model";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";

import { editorDraftFor, forgetEditorDraft } from "./editor-recovery";
import { namedSection } from "./history";

interface Offer {
  /** The section as saved on the page. */
  section: Section;
  /** The unsaved working copy left in the editor. */
  recovered: Section;
}

/**
 * Once a page is open, an editor left open with unsaved changes (a reload, a crash, a closed tab) is offered back
 * (docs/product.md#nothing-lost). Asked once per page opened; 'Later' keeps the changes for the next time.
 */
export function useEditorRecovery(slug: string | null, sections: readonly Section[]) {
  const [asked, setAsked] = useState<{ slug: string | null; offer: Offer | null }>({ slug: null, offer: null });
  if (asked.slug !== slug) {
    const recovered = slug === null ? null : editorDraftFor(slug, sections);
    const section = recovered && sections.find((candidate) => candidate.id === recovered.id);
    setAsked({ slug, offer: recovered && section ? { section, recovered } : null });
  }
  return {
    offer: asked.offer,
    close: () => setAsked((current) => ({ ...current, offer: null })),
    discard: () => {
      forgetEditorDraft();
      setAsked((current) => ({ ...current, offer: null }));
    },
  };
}

export function RecoveryDialog({
  offer,
  onRestore,
  onDiscard,
  onLater,
}: {
  offer: Offer | null;
  onRestore: (offer: Offer) => void;
  onDiscard: () => void;
  onLater: () => void;
}) {
  return (
    <Dialog
      open={offer !== null}
      onOpenChange={(open) => !open && onLater()}
      title={offer ? `Restore unsaved changes to the ${namedSection(offer.section)}?` : ""}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onDiscard}>
            Discard changes
          </Button>
          <Button onClick={() => offer && onRestore(offer)}>Restore changes</Button>
        </>
      }
    >
      <p className="text-sm text-ink-soft">
        {offer?.section.title.trim() ? `"${offer.section.title.trim()}" was` : "A section was"} being edited when this
        page was last closed, and its changes were not saved. Restore them to carry on where you left off.
      </p>
    </Dialog>
  );
}
