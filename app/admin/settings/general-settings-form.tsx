import { Check } from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";

import { useHydrated } from "~/admin/use-hydrated";
import { brand } from "~/content/brand";
import {
  siteSettingsErrors,
  type SiteSettingsField,
  siteSettingsLimits,
  type SiteSettingsValues,
} from "~/lib/settings/site-settings-schema";
import { Button } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { TextAreaField, TextField } from "~/ui/field";

import { UnsavedChangesGuard } from "../unsaved-changes-guard";
import type { SettingsActionResult } from "./settings-action";
import { useSavedIndicator } from "./use-saved-indicator";

interface GeneralSettingsFormProps {
  /** What the server holds (the root loader's data). */
  saved: SiteSettingsValues;
  /** The revision of `saved`, which a save names. */
  revision: number;
  /** What the administrator has typed and not saved yet; null when nothing. */
  draft: SiteSettingsValues | null;
  onDraftChange: (draft: SiteSettingsValues | null) => void;
}

/** General tab: site name and description, saved for the whole site, or reset to the defaults. */
export function GeneralSettingsForm({ saved, revision, draft, onDraftChange }: GeneralSettingsFormProps) {
  const fetcher = useFetcher<SettingsActionResult>();
  const values = draft ?? saved;
  const [errors, setErrors] = useState<Partial<Record<SiteSettingsField, string>>>({});
  const [savedVisible, showSaved] = useSavedIndicator();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle" || !hydrated;
  const dirty =
    draft !== null && (draft.siteName !== saved.siteName || draft.siteDescription !== saved.siteDescription);

  // An answer arrives once the action and the reload of the root data are done.
  const answered = useRef<SettingsActionResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || answered.current === result) return;
    answered.current = result;
    if (result.ok) {
      onDraftChange(null);
      // The fetcher's answer arrives from outside React's render; this effect is where it is taken in.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setErrors({});
      if (!result.reset) showSaved();
    } else {
      setErrors(result.errors);
    }
  }, [fetcher.state, fetcher.data, onDraftChange, showSaved]);

  function change(field: SiteSettingsField, value: string) {
    onDraftChange({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  /** A required setting's name, value, limit and message, and what typing in it does. */
  const field = (name: SiteSettingsField) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(name, event.target.value),
    error: errors[name],
    maxLength: siteSettingsLimits[name],
    "aria-required": true,
  });

  function save(event: FormEvent) {
    event.preventDefault();
    const found = siteSettingsErrors(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      toast.error("Settings Not Saved", { description: Object.values(found)[0] });
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void fetcher.submit({ ...values, revision }, { method: "PUT", encType: "application/json" });
  }

  function reset() {
    setConfirmingReset(false);
    void fetcher.submit({ revision }, { method: "DELETE", encType: "application/json" });
  }

  return (
    <>
      <form ref={form} onSubmit={save} noValidate className="max-w-2xl space-y-6">
        <TextField
          label="Site Name"
          hint="Shown in the header and footer of every page, and after each page title in the browser tab."
          autoComplete="off"
          {...field("siteName")}
        />
        <TextAreaField
          label="Site Description"
          hint="A short line about the business: the home page's title, and where search engines and link previews describe the site."
          rows={3}
          {...field("siteDescription")}
        />
        <div className="flex flex-wrap items-center gap-3 border-t border-ink/10 pt-6">
          <Button type="submit" disabled={busy}>
            {busy && fetcher.formMethod === "PUT" ? "Saving..." : "Save Settings"}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setConfirmingReset(true)}>
            Reset to Defaults
          </Button>
          <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
            {savedVisible ? (
              <>
                <Check aria-hidden="true" className="h-4 w-4" />
                Saved
              </>
            ) : (
              dirty && <span className="font-normal text-muted">You have unsaved changes.</span>
            )}
          </p>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingReset}
        onOpenChange={setConfirmingReset}
        title="Reset to defaults?"
        confirmLabel="Reset to Defaults"
        onConfirm={reset}
      >
        The site name goes back to ‘{brand.siteName}’ and the description to ‘{brand.siteDescription}’. The public site
        changes at once.
      </ConfirmDialog>
      <UnsavedChangesGuard when={dirty} what="the site name and description" />
    </>
  );
}
