import { useState } from "react";

import { Button } from "~/ui/button";
import { openWhileSet } from "~/ui/dialog";
import { TextField } from "~/ui/field";

import { MediaPicker } from "../media/media-picker";
import { ListEditor } from "./list-editor";
import { type FinishDraft, type ModelDraft, type Problem, problemsByPlace, rowKey } from "./model-form";

/** A finish's fields typed as one line of text, each with its message. */
type FinishText = "name" | "id" | "ral" | "hex" | "standardDays" | "surchargePercent";
type FieldProps = Parameters<typeof TextField>[0];

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
        {model.finishes.map((finish, index) => {
          const field = (name: FinishText, label: string, more?: Pick<FieldProps, "inputMode" | "hint">) => (
            <TextField
              label={label}
              {...more}
              value={finish[name]}
              error={error(index, name)}
              onChange={(e) => set(index, { [name]: e.target.value })}
            />
          );
          return (
            <li key={finish.key} className="rounded-md border border-ink/10 bg-white p-4">
              <fieldset>
                <legend className="flex items-center gap-2 text-sm font-semibold">
                  <span className="h-4 w-4 rounded-full border border-ink/20" style={{ background: finish.hex }} />
                  {finish.name || `Finish ${index + 1}`}
                </legend>
                <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {field("name", "Name")}
                  {field("id", "Id (in addresses)")}
                  {field("ral", "RAL")}
                  {field("hex", "Swatch colour")}
                  {field("standardDays", "Standard sizes, working days")}
                  {field("surchargePercent", "Surcharge (%)", { inputMode: "numeric", hint: "Of each size's price" })}
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
          );
        })}
      </ul>
      <MediaPicker
        {...openWhileSet(picking, setPicking)}
        onSelect={(item) => {
          if (picking !== null) set(picking, { mediaId: item.id });
          setPicking(null);
        }}
      />
    </ListEditor>
  );
}
