import { TextField } from "~/ui/field";

import { defineFieldKind } from "../field-kind";

/** One line of plain text: a title, a short line above it. */
export default defineFieldKind<"text">({
  Editor: ({ prop, field, value, errors, set }) => (
    <TextField
      label={field.label}
      value={value ?? ""}
      error={errors?.fields[prop]}
      hint={field.hint}
      onChange={(event) => set(event.target.value)}
    />
  ),
});
