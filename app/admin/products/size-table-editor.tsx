import { ListEditor } from "./list-editor";
import { Trash2 } from "lucide-react";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { badRows, emptySize, type ModelDraft, type Problem, type SizeDraft } from "./model-form";

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
      {/* Relative: the hidden labels of the last column stay inside the scrolling box, not beyond the page. */}
      <div className="relative mt-4 overflow-x-auto rounded-md border border-ink/10 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-linen text-xs text-muted">
            <tr>
              <th scope="col" className="px-2 py-2 font-medium">
                Row
              </th>
              {columns.map((c) => (
                <th key={c.field} scope="col" className="px-1 py-2 font-medium">
                  {c.label}
                </th>
              ))}
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
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
                  {columns.map((c) => {
                    const invalid = rowProblems.some((p) => p.path[2] === c.field);
                    return (
                      <td key={c.field} className="px-1 py-1">
                        <input
                          value={size[c.field]}
                          onChange={(event) => set(index, c.field, event.target.value)}
                          aria-label={`${c.label}, row ${index + 1}`}
                          aria-invalid={invalid || undefined}
                          inputMode={c.field === "code" || c.field === "variant" ? undefined : "decimal"}
                          className={cn(
                            "block rounded border border-ink/15 px-1.5 py-1 text-sm",
                            c.width,
                            invalid && "border-red-700 bg-white",
                          )}
                        />
                      </td>
                    );
                  })}
                  <td className="px-2 py-1">
                    <Button
                      variant="ghost"
                      aria-label={`Remove row ${index + 1}${size.code ? ` (${size.code})` : ""}`}
                      onClick={() => onChange(model.sizes.filter((_, i) => i !== index))}
                      className="px-2"
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </td>
                </tr>,
                bad && (
                  <tr key={`${size.key}-problems`} className="bg-red-50">
                    <td />
                    <td colSpan={columns.length + 1} className="px-1 pb-2 text-sm text-red-700">
                      {`Row ${index + 1}: `}
                      {rowProblems.map((p) => p.message).join(" ")}
                    </td>
                  </tr>
                ),
              ];
            })}
          </tbody>
        </table>
      </div>
    </ListEditor>
  );
}
