import { defineFieldKind } from "../field-kind";
import { ImageField } from "../image-field";

/** A picture from the media library or an address. */
export default defineFieldKind<"image">({
  Editor: ({ prop, field, value, errors, set, onBrowse }) => (
    <ImageField
      label={field.label}
      value={value ?? ""}
      error={errors?.fields[prop]}
      onChange={set}
      onBrowse={onBrowse}
    />
  ),
});
