/** A choice of a select: the value it sends and the label it shows. */
export interface Choice<Value extends string | number> {
  value: Value;
  label: string;
}

/** A select's options, in order: the `choices`, or one for each of `values` shown by its label. */
export function Options<Value extends string | number>(
  props: { choices: readonly Choice<Value>[] } | { values: readonly Value[]; labels: Readonly<Record<Value, string>> },
) {
  const choices =
    "choices" in props ? props.choices : props.values.map((value) => ({ value, label: props.labels[value] }));
  return choices.map(({ value, label }) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
