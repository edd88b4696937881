import { type FormEvent, useRef, useState } from "react";
import { toast } from "sonner";

import { AdminApiError, adminFetch } from "~/admin/admin-fetch";
import { useHydrated } from "~/admin/use-hydrated";
import {
  minimumPasswordLength,
  type PasswordChangeField,
  type PasswordChangeProblem,
  passwordChangeProblem,
  type PasswordChangeValues,
} from "~/lib/settings/password-change";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";

export const emptyPasswordChange: PasswordChangeValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

const fields: { name: PasswordChangeField; label: string; autoComplete: string; hint?: string }[] = [
  { name: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  {
    name: "newPassword",
    label: "New Password",
    autoComplete: "new-password",
    hint: `At least ${minimumPasswordLength} characters. A few unrelated words make a strong password that is easy to remember.`,
  },
  { name: "confirmPassword", label: "Confirm New Password", autoComplete: "new-password" },
];

interface SecuritySettingsFormProps {
  values: PasswordChangeValues;
  onChange: (values: PasswordChangeValues) => void;
}

/** Security tab: changes the admin password; every other signed-in browser is signed out (docs/product.md#sign-in). */
export function SecuritySettingsForm({ values, onChange }: SecuritySettingsFormProps) {
  const [problem, setProblem] = useState<PasswordChangeProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);

  function refuse(found: PasswordChangeProblem) {
    setProblem(found);
    toast.error(found.title, { description: found.description });
    form.current?.querySelector<HTMLElement>(`[name="${found.field}"]`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = passwordChangeProblem(values);
    if (found) return refuse(found);
    setBusy(true);
    try {
      await adminFetch("/api/admin/password", { method: "POST", json: values });
      setProblem(null);
      onChange(emptyPasswordChange);
      toast.success("Password Updated", {
        description: "Use your new password from now on. Every other browser that was signed in has been signed out.",
      });
    } catch (error) {
      if (!(error instanceof AdminApiError)) {
        toast.error("Password Not Changed", { description: "The server could not be reached. Please try again." });
        return;
      }
      const title = typeof error.body.title === "string" ? error.body.title : "Password Not Changed";
      if (typeof error.body.field === "string") {
        refuse({ field: error.body.field as PasswordChangeField, title, description: error.message });
      } else {
        toast.error(title, { description: error.message });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} method="post" onSubmit={(event) => void submit(event)} noValidate className="max-w-md space-y-5">
      <p className="text-sm text-ink-soft">
        Change the password used to sign in to this admin area. Anyone else signed in elsewhere is signed out.
      </p>
      {fields.map((field) => (
        <TextField
          key={field.name}
          type="password"
          label={field.label}
          name={field.name}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          onChange={(event) => {
            onChange({ ...values, [field.name]: event.target.value });
            if (problem?.field === field.name) setProblem(null);
          }}
          error={problem?.field === field.name ? problem.description : undefined}
          hint={field.hint}
          maxLength={1024}
          aria-required="true"
        />
      ))}
      <div className="border-t border-ink/10 pt-6">
        <Button type="submit" disabled={busy || !hydrated}>
          {busy ? "Updating..." : "Update Password"}
        </Button>
      </div>
    </form>
  );
}
