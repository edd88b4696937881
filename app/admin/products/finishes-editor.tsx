import { useState } from "react";

import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";

import { MediaPicker } from "../media/media-picker";
import { ListEditor } from "./list-editor";
import { type FinishDraft, type ModelDraft, type Problem, problemsByPlace, rowKey } from "./model-form";

/** The model's finishes: name, RAL, swatch colour, price surcharge, lead times and a picture from the media library. */
export function FinishesEditor({
  model,
  problems,
  onChange,
}: {
  model: ModelDraft;
  problems: Problem[];
  onChange: (finishes: FinishDraft[]) => void;
}) {
  const [picking, setPicking] = useState<number | null>(null);
  const places = problemsByPlace(problems);
  const set = (index: number, changes: Partial<FinishDraft>) =>
    onChange(model.finishes.map((f, i) => (i === index ? { ...f, ...changes } : f)));
  const error = (index: number, field: string) => places.get(`finishes.${index}.${field}`);
  const add = () =>
    onChange([
      ...model.finishes,
      {
        key: rowKey(),
        id: "",
        name: "",
        ral: "",
        hex: "#ffffff",
        standardDays: "5",
        weeksFrom: "4",
        weeksTo: "6",
        mediaId: null,
        surchargePercent: "0",
      },
    ]);
  return (
    <ListEditor
      heading="Finishes"
      count={model.finishes.length}
      addLabel="Add finish"
      onAdd={add}
      problem={places.get("finishes")}
    >
      <ul className="mt-4 grid gap-4 xl:grid-cols-2">
        {model.finishes.map((finish, index) => (
          <li key={finish.key} className="rounded-md border border-ink/10 bg-white p-4">
            <fieldset>
              <legend className="flex items-center gap-2 text-sm font-semibold">
                <span className="h-4 w-4 rounded-full border border-ink/20" style={{ background: finish.hex }} />
                {finish.name || `Finish ${index + 1}`}
              </legend>
              <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
                <TextField
                  label="Name"
                  value={finish.name}
                  error={error(index, "name")}
                  onChange={(e) => set(index, { name: e.target.value })}
                />
                <TextField
                  label="Id (in addresses)"
                  value={finish.id}
                  error={error(index, "id")}
                  onChange={(e) => set(index, { id: e.target.value })}
                />
                <TextField
                  label="RAL"
                  value={finish.ral}
                  error={error(index, "ral")}
                  onChange={(e) => set(index, { ral: e.target.value })}
                />
                <TextField
                  label="Swatch colour"
                  value={finish.hex}
                  error={error(index, "hex")}
                  onChange={(e) => set(index, { hex: e.target.value })}
                />
                <TextField
                  label="Standard sizes, working days"
                  value={finish.standardDays}
                  error={error(index, "standardDays")}
                  onChange={(e) => set(index, { standardDays: e.target.value })}
                />
                <TextField
                  label="Surcharge (%)"
                  inputMode="numeric"
                  hint="Of each size's price"
                  value={finish.surchargePercent}
                  error={error(index, "surchargePercent")}
                  onChange={(e) => set(index, { surchargePercent: e.target.value })}
                />
                <div className="grid grid-cols-2 gap-2">
                  <TextField
                    label="Made to measure, weeks from"
                    value={finish.weeksFrom}
                    onChange={(e) => set(index, { weeksFrom: e.target.value })}
                  />
                  <TextField
                    label="to"
                    value={finish.weeksTo}
                    error={error(index, "madeToMeasureWeeks")}
                    onChange={(e) => set(index, { weeksTo: e.target.value })}
                  />
                </div>
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
                <span className="text-muted">
                  {finish.mediaId ? `Picture: media ${finish.mediaId}` : "Picture: the site's own"}
                </span>
                <Button variant="secondary" onClick={() => setPicking(index)}>
                  Choose picture
                </Button>
                {finish.mediaId && (
                  <Button variant="ghost" onClick={() => set(index, { mediaId: null })}>
                    Use the site&rsquo;s own picture
                  </Button>
                )}
                <Button
                  variant="ghost"
                  aria-label={`Remove finish ${finish.name || index + 1}`}
                  onClick={() => onChange(model.finishes.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      <MediaPicker
        open={picking !== null}
        onOpenChange={(open) => !open && setPicking(null)}
        onSelect={(item) => {
          if (picking !== null) set(picking, { mediaId: item.id });
          setPicking(null);
        }}
      />
    </ListEditor>
  );
}
