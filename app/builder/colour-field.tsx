import { useId } from "react";

interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** '#abc' → '#aabbcc'; the native colour input takes only the six-digit form. */
function sixDigitHex(value: string, fallback = "#ffffff"): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : fallback;
}

/** A colour swatch picker with its hex code beside it, each editable (docs/product.md#routes Style tab). */
export function ColourField({ label, value, onChange, error }: ColourFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1.5 flex items-center gap-3">
        <input
          type="color"
          aria-label={`${label} swatch`}
          value={sixDigitHex(value)}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-ink/20 bg-white p-1"
        />
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          className="block w-36 rounded-md border border-ink/20 bg-white px-3 py-2 font-mono text-sm focus:border-ink focus:outline-none aria-[invalid=true]:border-red-700"
        />
      </div>
      <p id={`${id}-message`} className={error ? "mt-1.5 text-sm text-red-700" : "mt-1.5 text-xs text-muted"}>
        {error ?? "A hex colour such as #ffffff (white) or #f8f9fa (soft grey)."}
      </p>
    </div>
  );
}
