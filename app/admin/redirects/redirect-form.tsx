import { TriangleAlert } from "lucide-react";
import { type FormEvent, useId, useState } from "react";

import { AdminApiError } from "~/admin/admin-fetch";
import {
  type RedirectInput,
  type RedirectPageChoice,
  redirectStatuses,
  redirectStatusLabels,
} from "~/lib/redirect-rules";
import { Button } from "~/ui/button";
import { SelectField, TextField } from "~/ui/field";
import { Options } from "~/ui/options";

import { TargetField, TargetKindChoice } from "../target-kind-choice";
import { inputOf, leavesSite, type RedirectField, redirectProblems, type RedirectValues } from "./redirect-values";

interface RedirectFormProps {
  /** The form's name for screen readers: 'Add a redirect'. */
  label: string;
  initial: RedirectValues;
  pages: readonly RedirectPageChoice[];
  submitLabel: string;
  /** Sends the redirect; rejects with the server's message when it is refused. */
  onSubmit: (input: RedirectInput) => Promise<void>;
  onCancel?: () => void;
  /** After a redirect is added the form empties for the next one, keeping the kind of target and the status. */
  resetAfterSubmit?: boolean;
}

const siteOrigin = () => (typeof window === "undefined" ? "" : window.location.origin);

/** Old address → a page or an address, permanent or temporary (docs/product.md#redirects). */
export function RedirectForm({
  label,
  initial,
  pages,
  submitLabel,
  onSubmit,
  onCancel,
  resetAfterSubmit,
}: RedirectFormProps) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<RedirectField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const external = leavesSite(values, siteOrigin());

  const change = (next: Partial<RedirectValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = redirectProblems(values, siteOrigin());
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(inputOf(values));
      if (resetAfterSubmit) setValues({ ...initial, targetKind: values.targetKind, status: values.status });
    } catch (error) {
      setRefusal(error instanceof AdminApiError ? error.message : "The redirect was not saved. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label={label} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Old address"
          value={values.fromPath}
          error={problems.fromPath}
          hint="A path on this site, like /old-page. It is saved with a leading slash, without a trailing one, in lower case."
          placeholder="/old-page"
          onChange={(event) => change({ fromPath: event.target.value })}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField
          label="Kind"
          value={values.status}
          onChange={(event) => change({ status: Number(event.target.value) as RedirectValues["status"] })}
          hint="Permanent tells search engines the page has moved for good; temporary, that it will be back."
        >
          <Options values={redirectStatuses} labels={redirectStatusLabels} />
        </SelectField>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Send visitors to</legend>
        <TargetKindChoice
          name={`${id}-target`}
          value={values.targetKind}
          labels={{ page: "A page on this site", url: "Another address" }}
          onChange={(targetKind) => change({ targetKind })}
        />
        <div className="mt-3">
          <TargetField
            kind={values.targetKind}
            pages={pages}
            pageId={values.pageId}
            url={values.url}
            errors={{ page: problems.target, url: problems.target }}
            hints={{
              page: "Visitors follow the page wherever it lives, even after it moves again.",
              url: "A path on this site, like /new-page, or a full web address starting with https://.",
            }}
            placeholder="/new-page"
            onPageChange={(pageId) => change({ pageId })}
            onUrlChange={(url) => change({ url, confirmExternal: false })}
          />
        </div>
      </fieldset>
      {external && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
            This sends visitors to another site.
          </p>
          <label className="mt-2 flex items-start gap-2">
            <input
              type="checkbox"
              checked={values.confirmExternal}
              onChange={(event) => change({ confirmExternal: event.target.checked })}
              className="mt-0.5 h-4 w-4 accent-ink"
              aria-invalid={problems.confirmExternal ? true : undefined}
              aria-describedby={problems.confirmExternal ? `${id}-confirm` : undefined}
            />
            Yes, send visitors to another site
          </label>
          {problems.confirmExternal && (
            <p id={`${id}-confirm`} className="mt-1.5 text-red-700">
              {problems.confirmExternal}
            </p>
          )}
        </div>
      )}
      {refusal && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3 border-t border-ink/10 pt-4">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
