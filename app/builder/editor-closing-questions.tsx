import { UnsavedChangesGuard } from "~/admin/unsaved-changes-guard";
import type { Section } from "~/lib/page-model";
import { ConfirmDialog, DiscardChangesDialog } from "~/ui/confirm-dialog";

import { namedSection } from "./history";

/** What an editor is about to do that would throw unsaved words away, asked about first. */
export type ClosingAsked = "close" | "save";

/** How the questions name an editor's own changes and the button that saves them. */
export interface EditorWords {
  /** What was changed, after 'You have changed': 'this section'. */
  changed: string;
  /** What the save button saves: 'the section'. */
  saves: string;
  /** The save button: 'Save Changes'. */
  saveLabel: string;
  /** Leaving the screen: what the changes are to, and how they are kept in this browser when they are. */
  leaving: { what: string; kept?: string };
}

/** The section editor's words (docs/product.md#states Section editing): its changes are kept to be offered back. */
export const sectionEditorWords = (section: Section): EditorWords => ({
  changed: "this section",
  saves: "the section",
  saveLabel: "Save Changes",
  leaving: {
    what: `the ${namedSection(section)}`,
    kept: "stay in this browser, and the builder offers them back when you open this page again",
  },
});

/** Page Settings' words: its changes are not kept anywhere. */
export const pageSettingsWords: EditorWords = {
  changed: "the page settings",
  saves: "the page settings",
  saveLabel: "Save Page Settings",
  leaving: { what: "the page settings" },
};

interface EditorClosingQuestionsProps {
  words: EditorWords;
  /** The editor's own fields differ from what it opened with. */
  changed: boolean;
  /** The names of the pictures whose alt text is being written and not saved (decision 222). */
  altText: readonly string[];
  asking: ClosingAsked | null;
  onAskingChange: (asking: ClosingAsked | null) => void;
  /** Closes the editor, its changes thrown away. */
  onDiscard: () => void;
  /** Saves the editor's own changes, the alt text being written thrown away. */
  onSaveWithout: () => void;
}

const quotedNames = (names: readonly string[]) =>
  new Intl.ListFormat("en-GB", { type: "conjunction" }).format(names.map((name) => `"${name}"`));

const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

function discardWords(words: EditorWords, changed: boolean, altText: readonly string[]): string {
  if (altText.length === 0)
    return `You have changed ${words.changed}. Closing now throws those changes away; choose ${words.saveLabel} to keep them.`;
  const unsaved = `alt text you are writing for ${quotedNames(altText)} is not saved yet.`;
  return changed
    ? `You have changed ${words.changed}, and the ${unsaved} Closing now throws both away; choose 'Save alt text' and ${words.saveLabel} to keep them.`
    : `The ${unsaved} Closing now throws it away; choose 'Save alt text' to keep it.`;
}

/** What leaving the screen names, and what it says becomes of the changes (the guard's own words when not given). */
function leavingWords({ leaving, saves }: EditorWords, changed: boolean, altText: readonly string[]) {
  const { what, kept } = leaving;
  if (altText.length === 0) return { what, consequence: kept && `They ${kept}.` };
  const alt = `the alt text of ${quotedNames(altText)}`;
  if (!changed) return { what: alt, consequence: "If you leave now, the alt text you typed is lost." };
  return {
    what: `${what} and ${alt}`,
    consequence: kept && `${sentence(saves)}'s changes ${kept}; the alt text you typed is lost.`,
  };
}

/**
 * An editor's questions before unsaved words are lost (the section editor, Page Settings; docs/product.md#states
 * Section editing): closing it ('Discard your changes?'), saving while alt text is being written (which its save
 * button does not save: it goes to the Media Library with 'Save alt text'), and leaving the screen.
 */
export function EditorClosingQuestions({
  words,
  changed,
  altText,
  asking,
  onAskingChange,
  onDiscard,
  onSaveWithout,
}: EditorClosingQuestionsProps) {
  const { what, consequence } = leavingWords(words, changed, altText);
  const answer = (open: boolean) => onAskingChange(open ? asking : null);
  return (
    <>
      <UnsavedChangesGuard when={changed || altText.length > 0} what={what} {...(consequence ? { consequence } : {})} />
      <DiscardChangesDialog open={asking === "close"} onOpenChange={answer} onDiscard={onDiscard}>
        {discardWords(words, changed, altText)}
      </DiscardChangesDialog>
      <ConfirmDialog
        open={asking === "save"}
        onOpenChange={answer}
        title={`Save ${words.saves} without the alt text?`}
        cancelLabel="Keep editing"
        confirmLabel="Save without the alt text"
        onConfirm={() => {
          onAskingChange(null);
          onSaveWithout();
        }}
      >
        The alt text you are writing for {quotedNames(altText)} is not saved yet: {words.saveLabel} saves {words.saves},
        and alt text is saved to the Media Library with &apos;Save alt text&apos;.
      </ConfirmDialog>
    </>
  );
}
