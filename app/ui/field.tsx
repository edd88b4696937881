import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";
import { cn } from "./cn";

const control =
  "mt-2 block w-full rounded-none border-0 border-b border-ink/25 bg-transparent px-0 py-2.5 text-base text-ink placeholder:text-muted/70 transition-colors focus:border-ink focus:ring-0 focus:outline-none aria-[invalid=true]:border-red-700";

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
}

function FieldShell({
  id,
  label,
  error,
  hint,
  className,
  children,
}: FieldProps & { id: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, { error, hint }: FieldProps) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        className={control}
        {...input}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        className={cn(control, "min-h-36 resize-y")}
        {...input}
      />
    </FieldShell>
  );
}
