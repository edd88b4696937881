import { cn } from "~/ui/cn";

import { ListEditor } from "./list-editor";
import { badRows, emptySize, type ModelDraft, type Problem, type SizeDraft } from "./model-form";
import { CellInput, RemoveRowCell, RowProblems, RowsTable } from "./rows-table";

const columns: { field: keyof Omit<SizeDraft, "key">; label: string; width: string }[] = [
  { field: "code", label: "Code", width: "w-36" },
  { field: "variant", label: "Build", width: "w-28" },
  { field: "height", label: "Height mm", width: "w-20" },
  { field: "width", label: "Width mm", width: "w-20" },
  { field: "depth", label: "Depth mm", width: "w-16" },
  { field: "sections", label: "Sections", width: "w-16" },
  { field: "output50", label: "ΔT50 W", width: "w-20" },
  { field: "weight", label: "kg", width: "w-16" },
  { field: "water", label: "Litres", width: "w-16" },
  { field: "pipeCentres", label: "Pipe centres mm", width: "w-20" },
  { field: "elementWatts", label: "Element W", width: "w-20" },
  { field: "price", label: "Price (£)", width: "w-20" },
];

/** The model's size table: every cell editable, rows added and removed, each bad row marked with its messages. */
export function SizeTableEditor({
  model,
  problems,
  onChange,
}: {
  model: ModelDraft;
  problems: Problem[];
  onChange: (sizes: SizeDraft[]) => void;
}) {
  const rowsWithProblems = badRows(problems, "sizes");
  const set = (index: number, field: keyof SizeDraft, value: string) =>
    onChange(model.sizes.map((size, i) => (i === index ? { ...size, [field]: value } : size)));
  const tableProblem = problems.find((p) => p.path.length === 1 && p.path[0] === "sizes");
  return (
    <ListEditor
      heading="Sizes"
      count={model.sizes.length}
      addLabel="Add size"
      onAdd={() => onChange([...model.sizes, emptySize(model)])}
      problem={tableProblem?.message}
    >
      {rowsWithProblems.length > 0 && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {rowsWithProblems.length === 1
            ? `Row ${rowsWithProblems[0]} needs`
            : `Rows ${rowsWithProblems.join(", ")} need`}{" "}
          correcting. Nothing was saved.
        </p>
      )}
      <RowsTable labels={columns.map((c) => c.label)}>
        {model.sizes.map((size, index) => {
          const rowProblems = problems.filter((p) => p.path[0] === "sizes" && p.path[1] === index);
          const bad = rowProblems.length > 0;
          return [
            <tr
              key={size.key}
              className={cn("border-t border-ink/10", bad && "bg-red-50")}
              data-invalid={bad || undefined}
            >
              <th scope="row" className="px-2 py-1 font-medium text-muted">
                {index + 1}
              </th>
              {columns.map((c) => (
                <CellInput
                  key={c.field}
                  label={`${c.label}, row ${index + 1}`}
                  value={size[c.field]}
                  width={c.width}
                  invalid={rowProblems.some((p) => p.path[2] === c.field)}
                  inputMode={c.field === "code" || c.field === "variant" ? undefined : "decimal"}
                  onChange={(value) => set(index, c.field, value)}
                />
              ))}
              <RemoveRowCell
                label={`Remove row ${index + 1}${size.code ? ` (${size.code})` : ""}`}
                onRemove={() => onChange(model.sizes.filter((_, i) => i !== index))}
              />
            </tr>,
            bad && (
              <RowProblems
                key={`${size.key}-problems`}
                index={index}
                columns={columns.length}
                messages={rowProblems.map((p) => p.message)}
              />
            ),
          ];
        })}
      </RowsTable>
    </ListEditor>
  );
}
