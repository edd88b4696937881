import { useEffect, useState } from "react";
import { toast } from "sonner";

import { type CatalogueModel, modelSchema } from "~/lib/catalogue/catalogue-schema";
import { Button } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/field";

import { AdminApiError, adminFetch } from "../admin-fetch";
import { ConnectionPositionsField } from "./connection-positions-field";
import { FinishesEditor } from "./finishes-editor";
import { fromDraft, hasUnsavedChanges, type ModelDraft, type Problem, problemsByPlace, toDraft } from "./model-form";
import type { CatalogueStatus } from "./products-screen";
import { SizeTableEditor } from "./size-table-editor";

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
  const [problems, setProblems] = useState<Problem[]>([]);
  const [saving, setSaving] = useState(false);
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

  async function save() {
    const body = fromDraft(draft);
    const checked = modelSchema.safeParse(body);
    if (!checked.success) {
      setProblems(checked.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message })));
      toast.error("Not Saved", { description: "Some figures need correcting. Nothing was saved." });
      return;
    }
    setSaving(true);
    try {
      const saved = await adminFetch<{ model: CatalogueModel; status: CatalogueStatus }>(
        `/api/admin/catalogue/models/${model.id}`,
        { method: "PUT", json: { model: body } },
      );
      setProblems([]);
      // The form shows what was saved: words as the server cleaned them, figures as numbers.
      setDraft(toDraft(saved.model));
      onSaved(saved.model, saved.status);
      toast.success("Draft Saved", { description: "Visitors see the change once you publish the catalogue." });
    } catch (error) {
      if (error instanceof AdminApiError && Array.isArray(error.body.problems))
        setProblems(error.body.problems as Problem[]);
      toast.error("Not Saved", { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      aria-label={`Edit ${model.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-3xl">{model.name}</h2>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save draft"}
        </Button>
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
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save draft"}
        </Button>
      </div>
    </form>
  );
}
