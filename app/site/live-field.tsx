import type { ReactNode } from "react";

const label = "text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase";
const control =
  "mt-2 block w-full rounded-none border-0 border-b border-ink/25 bg-transparent px-0 py-2 text-base text-ink focus:border-ink focus:outline-none aria-[invalid=true]:border-red-700";

/**
 * A labelled field of a live GET form (decision 149): its message sits in its own live region, so the server's
 * verdict replaces it while the field being typed in keeps its value and focus.
 */
export function LiveField({
  id,
  name,
  text,
  error,
  hint,
  children,
}: {
  id: string;
  name: string;
  text: string;
  error?: string;
  hint?: string;
  children: (props: object) => ReactNode;
}) {
  const message = error ?? hint;
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {children({
        id,
        name,
        className: control,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": message ? `${id}-message` : undefined,
      })}
      <div data-live-region={`${id}-message`}>
        {message && (
          <p id={`${id}-message`} className={error ? "mt-1.5 text-sm text-red-700" : "mt-1.5 text-xs text-muted"}>
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
