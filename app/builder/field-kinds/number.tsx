import { TextField } from "~/ui/field";

import { defineFieldKind } from "../field-kind";

const inWords = (number: number) => number.toLocaleString("en-GB");

/** What a number must be within its declared bounds, in words: 'from 1 to 6', 'at least 1'. */
function boundsOf({ min, max }: { min?: number; max?: number }): string {
  if (min !== undefined && max !== undefined) return `from ${inWords(min)} to ${inWords(max)}`;
  return min !== undefined ? `of at least ${inWords(min)}` : `of at most ${inWords(max ?? 0)}`;
}

/** A whole number, typed or stepped, within the bounds the field declares. Left empty, an optional one is left out. */
export default defineFieldKind<"number">({
  Editor: ({ field, value, error, set }) => (
    <TextField
      type="number"
      inputMode="numeric"
      step={1}
      min={field.min}
      max={field.max}
      label={field.label}
      value={value ?? ""}
      error={error}
      hint={field.hint}
      onChange={(event) => set(event.target.value === "" ? undefined : Number(event.target.value))}
    />
  ),
  check: (value, field) =>
    value !== undefined &&
    ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max))
      ? `Use a number ${boundsOf(field)}.`
      : undefined,
});
