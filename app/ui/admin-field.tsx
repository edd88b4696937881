import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import { cn } from "./cn";

const control =
  "mt-1.5 block w-full rounded-md border border-ink/20 bg-white px-3 py-2 text-sm text-ink placeholder:text-muted/70 focus:border-ink focus:outline-none aria-[invalid=true]:border-red-700 read-only:bg-linen read-only:text-muted";

interface AdminFieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

function Shell({ id, label, error, hint, className, children }: AdminFieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-message`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-message`} className="mt-1.5 text-xs text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A labelled admin input with its error or hint announced to screen readers. */
export function AdminInput({
  label,
  error,
  hint,
  className,
  ...input
}: AdminFieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-message` : undefined}
        className={control}
        {...input}
      />
    </Shell>
  );
}

export function AdminTextarea({
  label,
  error,
  hint,
  className,
  ...input
}: AdminFieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-message` : undefined}
        className={cn(control, "min-h-28 resize-y")}
        {...input}
      />
    </Shell>
  );
}
