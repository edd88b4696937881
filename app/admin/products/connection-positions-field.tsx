import { useId } from "react";

import { connectionOptions, type ConnectionPosition, connectionPositions } from "~/lib/quote-line-options";

/** Where a model's pipes can connect: the positions the finder filters by (decision 131), one or more. */
export function ConnectionPositionsField({
  value,
  error,
  onChange,
}: {
  value: readonly ConnectionPosition[];
  error?: string;
  onChange: (positions: ConnectionPosition[]) => void;
}) {
  const id = useId();
  const toggle = (position: ConnectionPosition, on: boolean) =>
    onChange(connectionPositions.filter((p) => (p === position ? on : value.includes(p))));
  return (
    <fieldset className="md:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">Where the pipes can connect</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {connectionOptions
          .filter((option) => option.value !== "")
          .map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={value.includes(option.value as ConnectionPosition)}
                onChange={(event) => toggle(option.value as ConnectionPosition, event.target.checked)}
                className="h-4 w-4 accent-ink"
                aria-invalid={error ? true : undefined}
              />
              {option.label}
            </label>
          ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
