import { useEffect, useState } from "react";

import {
  type CatalogueFitting,
  type CatalogueModel,
  type FittingKind,
  fittingKinds,
  fittingsSchema,
} from "~/lib/catalogue/catalogue-schema";
import { fittingUnit } from "~/lib/catalogue/prices";
import { cn } from "~/ui/cn";
import { selectArrow } from "~/ui/field";
import { Options } from "~/ui/options";

import { adminFetch } from "../admin-fetch";
import { FittingModelsField } from "./fitting-models-field";
import { emptyFitting, type FittingDraft, fittingsUnsaved, fromFittingDrafts, toFittingDrafts } from "./fittings-form";
import { ListEditor } from "./list-editor";
import type { CatalogueStatus } from "./products-screen";
import { CellInput, RemoveRowCell, RowProblems, RowsTable } from "./rows-table";
import { SaveDraftButton } from "./save-draft-button";
import { useDraftSave } from "./use-draft-save";

const kindLabels: Record<FittingKind, string> = {
  valves: `Valves (${fittingUnit.valves})`,
  brackets: `Brackets (${fittingUnit.brackets})`,
  element: `Electric element (${fittingUnit.element})`,
  "t-piece": `Dual-fuel T-piece (${fittingUnit["t-piece"]})`,
};

/** The parts only a towel rail takes (decision 224): their 'Models it fits' lists the towel rails. */
const electricParts = new Set<FittingKind>(["element", "t-piece"]);

const columns: { field: Exclude<keyof FittingDraft, "key" | "kind" | "modelIds">; label: string; width: string }[] = [
  { field: "name", label: "Name", width: "w-60" },
  { field: "finish", label: "Finish", width: "w-44" },
  { field: "id", label: "Id", width: "w-64" },
  { field: "price", label: "Price (£)", width: "w-20" },
];

/**
 * The valves, brackets and towel rails' electric parts the models can be ordered with, the models each bracket set
 * or part fits, and their prices, saved whole as a draft: a bad row saves nothing. Says whether the form holds unsaved changes, as the model editor does.
 */
export function FittingsEditor({
  fittings,
  models,
  onSaved,
  onUnsavedChange,
}: {
  fittings: CatalogueFitting[];
  /** The catalogue's models, in order, for 'Models it fits': a towel rail's electric part lists the towel rails. */
  models: readonly { id: string; name: string; kind: CatalogueModel["kind"] }[];
  onSaved: (fittings: CatalogueFitting[], status: CatalogueStatus) => void;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const [drafts, setDrafts] = useState(() => toFittingDrafts(fittings));
  const towelRails = models.filter((model) => model.kind === "towel-rail");
  const unsaved = fittingsUnsaved(drafts, fittings);
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);
  const { problems, saving, save } = useDraftSave({
    schema: fittingsSchema,
    invalid: "Some fittings need correcting. Nothing was saved.",
    send: (body) =>
      adminFetch<{ fittings: CatalogueFitting[]; status: CatalogueStatus }>("/api/admin/catalogue/fittings", {
        method: "PUT",
        json: { fittings: body },
      }),
    onSaved: (saved) => {
      setDrafts(toFittingDrafts(saved.fittings));
      onSaved(saved.fittings, saved.status);
    },
  });
  const set = (index: number, changes: Partial<FittingDraft>) =>
    setDrafts(drafts.map((d, i) => (i === index ? { ...d, ...changes } : d)));

  const listProblem = problems.find((p) => p.path.length === 0)?.message;
  return (
    <form
      aria-label="Edit valves, brackets and electric parts"
      onSubmit={(event) => {
        event.preventDefault();
        void save(fromFittingDrafts(drafts));
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-3xl">Valves, Brackets and Electric Parts</h2>
        <SaveDraftButton saving={saving} />
      </div>
      <p className="mt-2 max-w-2xl text-sm text-muted">
        Valves are offered with every model; brackets, feet and electric parts with every model or only those ticked. A
        towel rail ordered electric includes its first element that fits, one ordered dual fuel that element and its
        first T-piece. Guide prices in whole pounds including VAT: valves per pair, brackets and feet per set, electric
        parts each.
      </p>
      {problems.length > 0 && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          Some fittings need correcting. Nothing was saved.
        </p>
      )}
      <ListEditor
        heading="Fittings"
        count={drafts.length}
        addLabel="Add fitting"
        onAdd={() => setDrafts([...drafts, emptyFitting()])}
        problem={listProblem}
      >
        <RowsTable labels={["Kind", ...columns.map((c) => c.label)]}>
          {drafts.map((fitting, index) => {
            const rowProblems = problems.filter((p) => p.path[0] === index);
            const row = `row ${index + 1}`;
            return [
              <tr key={fitting.key} className={cn("border-t border-ink/10", rowProblems.length > 0 && "bg-red-50")}>
                <th scope="row" className="px-2 py-1 font-medium text-muted">
                  {index + 1}
                </th>
                <td className="px-1 py-1">
                  <select
                    value={fitting.kind}
                    aria-label={`Kind, ${row}`}
                    onChange={(e) => set(index, { kind: e.target.value as FittingDraft["kind"] })}
                    className={`block rounded border border-ink/15 bg-white px-1.5 py-1 text-sm ${selectArrow.cell}`}
                  >
                    <Options values={fittingKinds} labels={kindLabels} />
                  </select>
                </td>
                {columns.map((c) => (
                  <CellInput
                    key={c.field}
                    label={`${c.label}, ${row}`}
                    value={fitting[c.field]}
                    width={c.width}
                    invalid={rowProblems.some((p) => p.path[1] === c.field)}
                    inputMode={c.field === "price" ? "numeric" : undefined}
                    onChange={(value) => set(index, { [c.field]: value })}
                  />
                ))}
                <RemoveRowCell
                  label={`Remove ${row}${fitting.name ? ` (${fitting.name})` : ""}`}
                  onRemove={() => setDrafts(drafts.filter((_, i) => i !== index))}
                />
              </tr>,
              fitting.kind !== "valves" && (
                <FittingModelsField
                  key={`${fitting.key}-models`}
                  row={row}
                  name={`fits-${fitting.key}`}
                  models={electricParts.has(fitting.kind) ? towelRails : models}
                  modelIds={fitting.modelIds}
                  columns={columns.length + 1}
                  onChange={(modelIds) => set(index, { modelIds })}
                />
              ),
              rowProblems.length > 0 && (
                <RowProblems
                  key={`${fitting.key}-problems`}
                  index={index}
                  columns={columns.length + 1}
                  messages={rowProblems.map((p) => p.message)}
                />
              ),
            ];
          })}
        </RowsTable>
      </ListEditor>
      <div className="mt-6 flex justify-end">
        <SaveDraftButton saving={saving} />
      </div>
    </form>
  );
}
