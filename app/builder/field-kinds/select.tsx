import { defineFieldKind } from "../field-kind";

/** One of the declared choices, such as the series or the model a catalogue section shows. */
export default defineFieldKind<"select">({
  Editor: ({ field, value, set }) => (
    <label className="block text-sm font-medium text-ink">
      {field.label}
      <select
        value={value ?? ""}
        onChange={(event) => set(event.target.value)}
        className="mt-1.5 block w-full rounded-md border border-ink/20 bg-white px-3 py-2 text-sm"
      >
        {field.options.map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </select>
      {field.hint && <span className="mt-1.5 block text-xs font-normal text-muted">{field.hint}</span>}
    </label>
  ),
  check: (value, field) =>
    value && !field.options.some(([option]) => option === value) ? "Choose one of the listed options." : undefined,
});
