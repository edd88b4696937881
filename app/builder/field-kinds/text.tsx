import { TextAreaField, TextField } from "~/ui/field";

import { defineFieldKind } from "../field-kind";

/** A kind of plain text, typed in `Input`; `hint` is said under it when the field declares none. */
export const plainTextKind = (Input: typeof TextField | typeof TextAreaField, hint?: string) =>
  defineFieldKind<"text" | "lines">({
    Editor: ({ prop, field, value, errors, set }) => (
      <Input
        label={field.label}
        value={value ?? ""}
        error={errors?.fields[prop]}
        hint={field.hint ?? hint}
        onChange={(event: { target: { value: string } }) => set(event.target.value)}
      />
    ),
  });

/** One line of plain text: a title, a short line above it. */
export default plainTextKind(TextField);
