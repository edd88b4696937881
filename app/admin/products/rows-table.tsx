import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";

/**
 * A list edited as a table (a model's sizes, the valves and brackets): the scrolling box and the head, 'Row', the
 * columns' labels and a hidden 'Remove'; the rows are the children.
 */
export function RowsTable({ labels, children }: { labels: readonly string[]; children: ReactNode }) {
  return (
    // Relative: the hidden labels of the last column stay inside the scrolling box, not beyond the page.
    <div className="relative mt-4 overflow-x-auto rounded-md border border-ink/10 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-linen text-xs text-muted">
          <tr>
            <th scope="col" className="px-2 py-2 font-medium">
              Row
            </th>
            {labels.map((label) => (
              <th key={label} scope="col" className="px-1 py-2 font-medium">
                {label}
              </th>
            ))}
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The last cell of a row: its remove button, named by the row. */
export function RemoveRowCell({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <td className="px-2 py-1">
      <Button variant="ghost" aria-label={label} onClick={onRemove} className="px-2">
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </Button>
    </td>
  );
}

/** A bad row's messages, on a row of their own under it: 'Row 3: Height must be a number.' */
export function RowProblems({ index, columns, messages }: { index: number; columns: number; messages: string[] }) {
  return (
    <tr className="bg-red-50">
      <td />
      <td colSpan={columns + 1} className="px-1 pb-2 text-sm text-red-700">
        {`Row ${index + 1}: `}
        {messages.join(" ")}
      </td>
    </tr>
  );
}

/** One editable cell, labelled by its column and row ('Price (£), row 3') for screen readers. */
export function CellInput({
  label,
  value,
  width,
  invalid,
  inputMode,
  onChange,
}: {
  label: string;
  value: string;
  /** A Tailwind width class, e.g. "w-20". */
  width: string;
  invalid: boolean;
  inputMode?: "decimal" | "numeric";
  onChange: (value: string) => void;
}) {
  return (
    <td className="px-1 py-1">
      <input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={label}
        aria-invalid={invalid || undefined}
        inputMode={inputMode}
        className={cn(
          "block rounded border border-ink/15 px-1.5 py-1 text-sm",
          width,
          invalid && "border-red-700 bg-white",
        )}
      />
    </td>
  );
}
