import { defineFieldKind } from "../field-kind";
import { RichTextField } from "../rich-text-field";

/** The section's words with bold, italic, links and bulleted lists (its `content` and `richContent`). */
export default defineFieldKind<"rich-text">({
  Editor: ({ field, section, error, onChange }) => (
    <RichTextField
      label={field.label}
      text={section.content}
      rich={section.richContent}
      error={error}
      onChange={onChange}
    />
  ),
});
