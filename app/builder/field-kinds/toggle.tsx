import { defineFieldKind } from "../field-kind";

/** A switch, with its label and hint beside it. */
export default defineFieldKind<"toggle">({
  Editor: ({ field, value, set }) => (
    <label className="flex items-start gap-3 text-sm font-medium text-ink">
      <input
        type="checkbox"
        checked={value ?? false}
        onChange={(event) => set(event.target.checked)}
        className="mt-0.5 h-4 w-4 accent-ink"
      />
      <span>
        {field.label}
        {field.hint && <span className="block text-xs font-normal text-muted">{field.hint}</span>}
      </span>
    </label>
  ),
});
