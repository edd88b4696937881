import { type FormEvent, useId, useState } from "react";

import { newId } from "~/lib/ids";
import {
  maxLabelLength,
  menuAddressProblem,
  type MenuLink,
  menuMessages,
  type MenuPageChoice,
} from "~/lib/navigation/menus";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";

import { TargetField, TargetKindChoice } from "../target-kind-choice";

interface AddLinkFormProps {
  /** The menu's name: 'Header'. */
  menuName: string;
  pages: readonly MenuPageChoice[];
  /** Why no link can be added (the menu is full), if so. */
  full: string | null;
  onAdd: (link: MenuLink) => void;
}

type Problems = Partial<Record<"page" | "url" | "label", string>>;

/** Adds a published page, or any address, to one menu; a bad address is explained and nothing typed is lost. */
export function AddLinkForm({ menuName, pages, full, onAdd }: AddLinkFormProps) {
  const id = useId();
  const [kind, setKind] = useState<"page" | "url">("page");
  const [pageId, setPageId] = useState("");
  const [url, setUrl] = useState("");
  const [label, setLabel] = useState("");
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const page = pages.find((choice) => String(choice.id) === pageId);
    const name = label.trim() || (kind === "page" ? (page?.title ?? "") : "");
    const found: Problems = {};
    if (kind === "page" && !page) found.page = menuMessages.pageRequired;
    if (kind === "url") {
      const problem = menuAddressProblem(url);
      if (problem) found.url = problem;
    }
    if (!name) found.label = menuMessages.labelRequired;
    else if (name.length > maxLabelLength) found.label = menuMessages.labelTooLong;
    setProblems(found);
    if (Object.keys(found).length > 0 || full) return;
    onAdd({
      id: newId(),
      label: name,
      target: kind === "page" && page ? { kind: "page", pageId: page.id } : { kind: "url", url: url.trim() },
    });
    setPageId("");
    setUrl("");
    setLabel("");
  };

  return (
    <form aria-label={`Add a link to ${menuName}`} noValidate onSubmit={submit} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-ink">Link to</legend>
        <TargetKindChoice
          name={`${id}-kind`}
          value={kind}
          labels={{ page: "A published page", url: "Any address" }}
          onChange={(value) => {
            setKind(value);
            setProblems({});
          }}
        />
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <TargetField
          kind={kind}
          pages={pages}
          pageId={pageId}
          url={url}
          errors={problems}
          hints={{
            page: "Only published pages are listed. The link follows the page if its address changes.",
            url: "A page of this site, like /collection/modern, or a full address, like https://www.example.com.",
          }}
          placeholder="/collection/modern"
          onPageChange={setPageId}
          onUrlChange={setUrl}
        />
        <TextField
          label="Name in the menu"
          value={label}
          error={problems.label}
          hint={kind === "page" ? "Leave it empty to use the page's title." : "What visitors read, like 'Showroom'."}
          maxLength={maxLabelLength + 20}
          onChange={(event) => setLabel(event.target.value)}
        />
      </div>
      {full && <p className="text-sm text-red-700">{full}</p>}
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={full !== null}>
          Add Link
        </Button>
      </div>
    </form>
  );
}
