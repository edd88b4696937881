import { SelectField } from "~/ui/field";

import { defineFieldKind } from "../field-kind";

/** One of the declared choices, such as the series or the model a catalogue section shows. */
export default defineFieldKind<"select">({
  Editor: ({ field, value, error, set }) => (
    <SelectField
      label={field.label}
      value={value ?? ""}
      error={error}
      hint={field.hint}
      onChange={(event) => set(event.target.value)}
    >
      {field.options.map(([option, name]) => (
        <option key={option} value={option}>
          {name}
        </option>
      ))}
    </SelectField>
  ),
  check: (value, field) =>
    value && !field.options.some(([option]) => option === value) ? "Choose one of the listed options." : undefined,
});
