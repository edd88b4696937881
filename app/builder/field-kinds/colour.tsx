import { ColourField } from "../colour-field";
import { defineFieldKind } from "../field-kind";

/** A hex colour, as a swatch and its code (the Style tab's background). The page model's schema checks it. */
export default defineFieldKind<"colour">({
  Editor: ({ field, value, error, set }) => (
    <ColourField label={field.label} value={value ?? ""} error={error} onChange={set} />
  ),
});
