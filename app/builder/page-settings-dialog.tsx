import { type FormEvent, useState } from "react";
import { toast } from "sonner";

import { type PageDetails, pageDetailsSchema, type PageSummary } from "~/lib/page-model";
import { pageSlugProblem } from "~/lib/page-operations";
import { normalizeSlugInput, slugError, slugMessage as slugRule, slugToSave } from "~/lib/slug";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { TextAreaField, TextField } from "~/ui/field";

import { EditorPicturesProvider, useEditorPictures } from "./alt-text-drafts";
import { type ClosingAsked, EditorClosingQuestions, pageSettingsWords } from "./editor-closing-questions";
import { SearchSettingsFields } from "./page-settings/search-settings-fields";

interface PageSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  page: PageSummary;
  /** The page's first picture, which link previews show while no social image is chosen. */
  firstPicture: string | null;
  /** Saves the details; rejects with a message to show when the server refuses them. */
  onSave: (details: PageDetails) => Promise<void>;
}

const titleRequired = "Title is required";
const slugNeeded = "Please choose a URL slug for this page.";

/** The dialog and its form, mounted per opening, so every opening starts from the page as saved. */
function PageSettingsEditor({
  page,
  firstPicture,
  onSave,
  onDone,
}: Pick<PageSettingsDialogProps, "page" | "firstPicture" | "onSave"> & { onDone: () => void }) {
  const [title, setTitle] = useState(page.title);
  const [slug, setSlug] = useState(page.slug);
  const [description, setDescription] = useState(page.description);
  const [socialImage, setSocialImage] = useState(page.socialImage);
  const [noindex, setNoindex] = useState(page.noindex);
  const socialImageError = pageDetailsSchema.shape.socialImage.safeParse(socialImage).error?.issues[0]?.message;
  const [titleError, setTitleError] = useState<string>();
  /** Asked for on saving, when neither the slug nor the title gives one. */
  const [slugMissing, setSlugMissing] = useState(false);
  /** Whether the last keystroke was changed by the rule: the rule is then said beside the field, without blocking. */
  const [slugReplaced, setSlugReplaced] = useState(false);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<ClosingAsked | null>(null);
  const changed =
    title !== page.title ||
    slug !== page.slug ||
    description !== page.description ||
    socialImage !== page.socialImage ||
    noindex !== page.noindex;
  // The social image's alt text being written is the Media Library's, saved apart with 'Save alt text' (decision 226).
  const pictures = useEditorPictures([socialImage]);
  const altText = pictures.unsavedAltText;

  // docs/product.md#validation: standard pages keep their slug (the home page's is ''); others are saved with the
  // ends' hyphens trimmed, and an address the site's own pages use is refused as it is typed.
  const nextSlug = page.isStandard ? page.slug : slugToSave(slug, title);
  const slugProblem =
    page.isStandard || nextSlug === "" ? null : pageSlugProblem({ slug: nextSlug, isStandard: false }, [], page.slug);

  // docs/product.md#validation: forced to lowercase, other characters become hyphens, runs collapse.
  const onSlugChange = (typed: string) => {
    setSlug(normalizeSlugInput(typed));
    setSlugReplaced(slugError(typed.toLowerCase()) !== null);
    setSlugMissing(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError(titleRequired);
      toast.error("Error", { description: "Page title is required" });
      return;
    }
    if (slugProblem || socialImageError) return;
    if (!page.isStandard && nextSlug === "") {
      setSlugMissing(true);
      return;
    }
    if (altText.length > 0) setAsking("save");
    else await save();
  };

  const save = async () => {
    setBusy(true);
    try {
      await onSave({ title: title.trim(), slug: nextSlug, description, socialImage, noindex });
      toast.success("Page Details Saved", { description: "Your page settings have been updated." });
      onDone();
    } catch (error) {
      toast.error("Page settings not saved", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    } finally {
      setBusy(false);
    }
  };

  // docs/product.md#publishing: the address is part of the draft, so a live page moves only when it is published.
  const moves = page.liveSlug !== null && nextSlug !== "" && nextSlug !== page.liveSlug;
  const slugHint = page.isStandard
    ? page.slug === ""
      ? "This is the home page: it always lives at /, so its URL cannot change."
      : "Standard pages keep their URL so the links across the site keep working."
    : moves
      ? `${slugReplaced ? `${slugRule} ` : ""}Your page lives at /${page.liveSlug} and will move to /${nextSlug}. Visitors see the new address when you publish; the old one will redirect.`
      : `${slugReplaced ? `${slugRule} ` : ""}Your page will live at /${nextSlug || "…"}. Leave it empty to make one from the title.`;

  // Closing throws the settings typed away without a question, as ever; alt text being written asks first, as in the
  // section editor (decision 222): it is not the settings', and Cancel says nothing about it.
  const requestClose = () => (altText.length > 0 ? setAsking("close") : onDone());

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && requestClose()}
        title="Page Settings"
        description="The page's name, its address on the site, and how search engines and shared links show it."
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
          <TextField
            label="Page Title"
            value={title}
            error={titleError}
            onChange={(event) => {
              setTitle(event.target.value);
              if (event.target.value.trim()) setTitleError(undefined);
            }}
            autoComplete="off"
          />
          <TextField
            label="URL Slug"
            value={slug}
            readOnly={page.isStandard}
            error={slugProblem ?? (slugMissing ? slugNeeded : undefined)}
            hint={slugHint}
            placeholder={page.isStandard ? "(home page)" : "my-page"}
            onChange={(event) => onSlugChange(event.target.value)}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
          />
          <TextAreaField
            label="Meta Description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            hint={
              <span aria-live="polite">
                {description.length} {description.length === 1 ? "character" : "characters"}. Search engines show about
                150–160 characters, so aim for that.
              </span>
            }
          />
          <EditorPicturesProvider pictures={pictures}>
            <SearchSettingsFields
              title={title}
              slug={nextSlug}
              description={description}
              socialImage={socialImage}
              noindex={noindex}
              firstPicture={firstPicture}
              socialImageError={socialImageError}
              onSocialImage={setSocialImage}
              onNoindex={setNoindex}
            />
          </EditorPicturesProvider>
          <div className="flex flex-wrap justify-end gap-3 border-t border-ink/10 pt-4">
            <Button variant="secondary" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || slugProblem !== null}>
              {busy ? "Saving…" : "Save Page Settings"}
            </Button>
          </div>
        </form>
      </Dialog>
      <EditorClosingQuestions
        words={pageSettingsWords}
        changed={!busy && changed}
        altText={altText}
        asking={asking}
        onAskingChange={setAsking}
        onDiscard={onDone}
        onSaveWithout={() => void save()}
      />
    </>
  );
}

/** docs/product.md#routes Page settings form: Page Title, URL Slug, Meta Description, with every rule of docs/product.md#validation. */
export function PageSettingsDialog({ open, onOpenChange, ...props }: PageSettingsDialogProps) {
  return open ? <PageSettingsEditor {...props} onDone={() => onOpenChange(false)} /> : null;
}
