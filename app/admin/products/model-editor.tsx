import { useEffect, useState } from "react";

import { type CatalogueModel, modelSchema } from "~/lib/catalogue/catalogue-schema";
import { TextAreaField, TextField } from "~/ui/field";

import { adminFetch } from "../admin-fetch";
import { ConnectionPositionsField } from "./connection-positions-field";
import { FinishesEditor } from "./finishes-editor";
import { fromDraft, hasUnsavedChanges, type ModelDraft, problemsByPlace, toDraft } from "./model-form";
import type { CatalogueStatus } from "./products-screen";
import { SaveDraftButton } from "./save-draft-button";
import { SizeTableEditor } from "./size-table-editor";
import { useDraftSave } from "./use-draft-save";

/**
 * One model's text, finishes and sizes, saved whole as a draft: a bad figure anywhere saves nothing. Says whether
 * the form holds unsaved changes, for the screen's state and its question before leaving.
 */
export function ModelEditor({
  model,
  onSaved,
  onUnsavedChange,
}: {
  model: CatalogueModel;
  onSaved: (model: CatalogueModel, status: CatalogueStatus) => void;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const [draft, setDraft] = useState<ModelDraft>(() => toDraft(model));
  const { problems, saving, save } = useDraftSave({
    schema: modelSchema,
    invalid: "Some figures need correcting. Nothing was saved.",
    send: (body) =>
      adminFetch<{ model: CatalogueModel; status: CatalogueStatus }>(`/api/admin/catalogue/models/${model.id}`, {
        method: "PUT",
        json: { model: body },
      }),
    onSaved: (saved) => {
      // The form shows what was saved: words as the server cleaned them, figures as numbers.
      setDraft(toDraft(saved.model));
      onSaved(saved.model, saved.status);
    },
  });
  const unsaved = hasUnsavedChanges(draft, model);
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);
  const places = problemsByPlace(problems);
  const field = (
    name: "name" | "summary" | "material" | "connection" | "exponent" | "wallClearance" | "guaranteeYears",
  ) => ({
    value: draft[name],
    error: places.get(name),
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });

  return (
    <form
      aria-label={`Edit ${model.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save(fromDraft(draft));
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-3xl">{model.name}</h2>
        <SaveDraftButton saving={saving} />
      </div>
      {problems.length > 0 && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          Some figures need correcting. Nothing was saved.
        </p>
      )}
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <TextField label="Name" {...field("name")} />
        <TextField label="Material" {...field("material")} />
        <TextAreaField label="Summary" className="md:col-span-2" {...field("summary")} />
        <TextAreaField
          label="Description"
          className="md:col-span-2"
          value={draft.description}
          error={places.get("description")}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
        <TextField label="Connection" {...field("connection")} />
        <div className="grid grid-cols-3 gap-3">
          <TextField label="EN 442 exponent n" inputMode="decimal" {...field("exponent")} />
          <TextField label="Wall clearance mm" inputMode="numeric" {...field("wallClearance")} />
          <TextField label="Guarantee years" inputMode="numeric" {...field("guaranteeYears")} />
        </div>
        <ConnectionPositionsField
          value={draft.connections}
          error={places.get("connections")}
          onChange={(connections) => setDraft({ ...draft, connections })}
        />
      </div>
      <FinishesEditor model={draft} problems={problems} onChange={(finishes) => setDraft({ ...draft, finishes })} />
      <SizeTableEditor model={draft} problems={problems} onChange={(sizes) => setDraft({ ...draft, sizes })} />
      <div className="mt-6 flex justify-end">
        <SaveDraftButton saving={saving} />
      </div>
    </form>
  );
}
