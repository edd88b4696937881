import { UnsavedChangesGuard } from "~/admin/unsaved-changes-guard";
import type { Section } from "~/lib/page-model";
import { ConfirmDialog, DiscardChangesDialog } from "~/ui/confirm-dialog";

import { namedSection } from "./history";

/** What the section editor is about to do that would throw unsaved words away, asked about first. */
export type ClosingAsked = "close" | "save";

interface EditorClosingQuestionsProps {
  section: Section;
  /** The working copy differs from the section as opened. */
  sectionChanged: boolean;
  /** The names of the pictures whose alt text is being written and not saved (decision 222). */
  altText: readonly string[];
  asking: ClosingAsked | null;
  onAskingChange: (asking: ClosingAsked | null) => void;
  /** Closes the editor, its changes thrown away. */
  onDiscard: () => void;
  /** Commits the section, the alt text being written thrown away. */
  onSaveWithout: () => void;
}

const quoted = (names: readonly string[]) =>
  new Intl.ListFormat("en-GB", { type: "conjunction" }).format(names.map((name) => `"${name}"`));

function discardWords(sectionChanged: boolean, altText: readonly string[]): string {
  if (altText.length === 0)
    return "You have changed this section. Closing now throws those changes away; choose Save Changes to keep them.";
  const unsaved = `alt text you are writing for ${quoted(altText)} is not saved yet.`;
  return sectionChanged
    ? `You have changed this section, and the ${unsaved} Closing now throws both away; choose 'Save alt text' and Save Changes to keep them.`
    : `The ${unsaved} Closing now throws it away; choose 'Save alt text' to keep it.`;
}

/**
 * The section editor's questions before unsaved words are lost (docs/product.md#states Section editing): closing it
 * ('Discard your changes?'), Save Changes while alt text is being written (which Save Changes does not save: it goes
 * to the Media Library with 'Save alt text'), and leaving the screen. The section's own changes stay in this browser
 * to be offered back; alt text being written does not.
 */
export function EditorClosingQuestions({
  section,
  sectionChanged,
  altText,
  asking,
  onAskingChange,
  onDiscard,
  onSaveWithout,
}: EditorClosingQuestionsProps) {
  const writing = altText.length > 0;
  const named = `the ${namedSection(section)}`;
  const keepsSection = "They stay in this browser, and the builder offers them back when you open this page again.";
  const leaving = !writing
    ? { what: named, consequence: keepsSection }
    : sectionChanged
      ? {
          what: `${named} and the alt text of ${quoted(altText)}`,
          consequence:
            "The section's changes stay in this browser, and the builder offers them back when you open this page again; the alt text you typed is lost.",
        }
      : {
          what: `the alt text of ${quoted(altText)}`,
          consequence: "If you leave now, the alt text you typed is lost.",
        };
  const answer = (open: boolean) => onAskingChange(open ? asking : null);
  return (
    <>
      <UnsavedChangesGuard when={sectionChanged || writing} {...leaving} />
      <DiscardChangesDialog open={asking === "close"} onOpenChange={answer} onDiscard={onDiscard}>
        {discardWords(sectionChanged, altText)}
      </DiscardChangesDialog>
      <ConfirmDialog
        open={asking === "save"}
        onOpenChange={answer}
        title="Save the section without the alt text?"
        cancelLabel="Keep editing"
        confirmLabel="Save without the alt text"
        onConfirm={() => {
          onAskingChange(null);
          onSaveWithout();
        }}
      >
        The alt text you are writing for {quoted(altText)} is not saved yet: Save Changes saves the section, and alt
        text is saved to the Media Library with &apos;Save alt text&apos;.
      </ConfirmDialog>
    </>
  );
}
