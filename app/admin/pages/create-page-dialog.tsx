import { type FormEvent, useId, useState } from "react";
import { useFetcher } from "react-router";

import type { PageSummary } from "~/lib/page-model";
import { maxSlugLength, pageSlugProblem, untitledPageTitle } from "~/lib/page-operations";
import { normalizeSlugInput, slugFromTitle } from "~/lib/slug";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { TextField } from "~/ui/field";

import type { PagesActionResult, PagesIntent } from "./pages-action";

interface CreatePageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pages there are, so a slug already taken is said before anything is sent. */
  pages: readonly PageSummary[];
}

/**
 * 'Create New Page' asks for the title first and makes the slug from it as it is typed, until the slug is edited
 * by hand (docs/product.md#new-pages). Both may be left empty: the page is then an 'Untitled Page' at
 * 'untitled-' plus the current time, as before.
 */
export function CreatePageDialog({ open, onOpenChange, pages }: CreatePageDialogProps) {
  const fetcher = useFetcher<PagesActionResult>();
  const formId = useId();
  const [title, setTitle] = useState("");
  const [typedSlug, setTypedSlug] = useState<string | null>(null);
  const slug = typedSlug ?? slugFromTitle(title).slice(0, maxSlugLength).replace(/-+$/, "");
  const problem = slug ? pageSlugProblem({ slug, isStandard: false }, pages, null) : null;
  const busy = fetcher.state !== "idle";
  const [sent, setSent] = useState<PagesIntent | null>(null);
  // The server's refusal stands until the title or slug it was about is changed.
  const serverError =
    fetcher.state === "idle" && fetcher.data?.ok === false && sent?.intent === "create" && sent.slug === slug
      ? fetcher.data.error
      : undefined;

  function close(next: boolean) {
    if (next || busy) return;
    setTitle("");
    setTypedSlug(null);
    onOpenChange(false);
  }

  function create(event: FormEvent) {
    event.preventDefault();
    if (problem || busy) return;
    const intent: PagesIntent = { intent: "create", title: title.trim(), slug: slug.replace(/^-+|-+$/g, "") };
    setSent(intent);
    void fetcher.submit(intent, { method: "POST", encType: "application/json" });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Create New Page"
      description="Give the page a title; its address is made from it. You can change both later in Page Settings."
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy || problem !== null}>
            {busy ? "Creating..." : "Create page"}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={create} className="space-y-5" noValidate>
        <TextField
          label="Page Title"
          value={title}
          maxLength={200}
          placeholder={untitledPageTitle}
          hint={`Left empty, the page is called ‘${untitledPageTitle}’.`}
          onChange={(event) => setTitle(event.target.value)}
          autoFocus
        />
        <TextField
          label="URL Slug"
          value={slug}
          maxLength={maxSlugLength}
          placeholder="untitled-…"
          error={problem ?? serverError}
          hint={
            slug ? `The page's address will be /${slug.replace(/^-+|-+$/g, "")}.` : "Left empty, one is made for you."
          }
          onChange={(event) => setTypedSlug(normalizeSlugInput(event.target.value))}
        />
      </form>
    </Dialog>
  );
}
