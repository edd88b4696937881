/**
 * The models a bracket set or electric part fits, under its row of the fittings table: 'Every model' (the default)
 * or only the models ticked (decisions 213, 224).
 */
export function FittingModelsField({
  row,
  name,
  models,
  modelIds,
  columns,
  onChange,
}: {
  /** 'row 11', naming the group for screen readers. */
  row: string;
  /** The radio buttons' name, unique on the page. */
  name: string;
  models: readonly { id: string; name: string }[];
  /** Undefined for every model; a list (maybe empty while being chosen) for only those. */
  modelIds: readonly string[] | undefined;
  columns: number;
  onChange: (modelIds: string[] | undefined) => void;
}) {
  const only = modelIds !== undefined;
  const toggle = (id: string, ticked: boolean) =>
    onChange(models.map((m) => m.id).filter((m) => (m === id ? ticked : modelIds?.includes(m))));
  return (
    <tr>
      <td />
      <td colSpan={columns + 1} className="px-1 pb-3">
        <fieldset>
          <legend className="text-xs font-medium text-muted">{`Models it fits, ${row}`}</legend>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
            <label className="inline-flex min-h-6 items-center gap-2">
              <input type="radio" name={name} checked={!only} onChange={() => onChange(undefined)} />
              Every model
            </label>
            <label className="inline-flex min-h-6 items-center gap-2">
              <input type="radio" name={name} checked={only} onChange={() => onChange([...(modelIds ?? [])])} />
              Only the models ticked
            </label>
          </div>
          {only && (
            <ul className="mt-1 grid gap-x-5 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
              {models.map((model) => (
                <li key={model.id}>
                  <label className="inline-flex min-h-6 items-center gap-2">
                    <input
                      type="checkbox"
                      checked={modelIds.includes(model.id)}
                      onChange={(event) => toggle(model.id, event.target.checked)}
                    />
                    {model.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      </td>
    </tr>
  );
}
