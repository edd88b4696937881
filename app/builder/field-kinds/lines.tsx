import { TextAreaField } from "~/ui/field";

import { defineFieldKind } from "../field-kind";

/** Plain text in paragraphs. */
export default defineFieldKind<"lines">({
  Editor: ({ prop, field, value, errors, set }) => (
    <TextAreaField
      label={field.label}
      value={value ?? ""}
      error={errors?.fields[prop]}
      hint={field.hint ?? "Plain text. Leave an empty line between paragraphs."}
      onChange={(event) => set(event.target.value)}
    />
  ),
});
