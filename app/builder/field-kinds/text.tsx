import { TextAreaField, TextField } from "~/ui/field";

import { defineFieldKind } from "../field-kind";

/**
 * A kind of plain text, typed in `Input`; `hint` is said under it when the field declares none. In an item's row a
 * box of several lines starts two lines high.
 */
export const plainTextKind = (Input: typeof TextField | typeof TextAreaField, hint?: string) =>
  defineFieldKind<"text" | "lines">({
    Editor: ({ field, value, error, set, compact }) => (
      <Input
        label={field.label}
        value={value ?? ""}
        error={error}
        hint={compact ? field.hint : (field.hint ?? hint)}
        {...(compact && Input === TextAreaField && { rows: 2, className: "[&_textarea]:min-h-[2.6rem]" })}
        onChange={(event: { target: { value: string } }) => set(event.target.value)}
      />
    ),
  });

/** One line of plain text: a title, a short line above it. */
export default plainTextKind(TextField);
