import { defineFieldKind } from "../field-kind";
import { ImageField } from "../image-field";

/** A picture from the media library or an address. */
export default defineFieldKind<"image">({
  Editor: ({ field, value, error, set, onBrowse }) => (
    <ImageField label={field.label} value={value ?? ""} error={error} onChange={set} onBrowse={() => onBrowse(set)} />
  ),
});
