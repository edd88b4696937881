import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";

import { type ButtonStyle, buttonStyles } from "~/lib/link-target";
import type { SectionButton } from "~/lib/page-model";
import { Button } from "~/ui/button";
import { selectArrow, TextField } from "~/ui/field";
import { Options } from "~/ui/options";

import { LinkField } from "./link-field";
import type { SectionErrors } from "./section-validation";

/** A section has at most three calls to action: more would compete with each other. */
const maxButtons = 3;

const styleNames: Record<ButtonStyle, string> = {
  primary: "Solid",
  outline: "Outline",
  light: "Light, for a dark picture",
  link: "Text link",
};

interface ButtonsFieldProps {
  label: string;
  hint?: string;
  buttons: readonly SectionButton[];
  onChange: (buttons: SectionButton[]) => void;
  errors: SectionErrors["buttons"];
}

const iconButton = "inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-linen disabled:opacity-30";

/** The calls to action of a hero or text section: label, where it leads (a page of the site or an address), style. */
export function ButtonsField({ label, hint, buttons, onChange, errors }: ButtonsFieldProps) {
  const set = (index: number, change: Partial<SectionButton>) =>
    onChange(buttons.map((button, i) => (i === index ? { ...button, ...change } : button)));
  const move = (index: number, by: number) => {
    const next = [...buttons];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{label}</legend>
      {hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
      {buttons.length === 0 && <p className="mt-1.5 text-xs text-muted">No buttons yet.</p>}
      <ol className="mt-2 space-y-3">
        {buttons.map((button, index) => {
          const name = button.label.trim() || `button ${index + 1}`;
          return (
            <li key={index} className="rounded-md border border-ink/10 bg-linen/40 p-3">
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Button label"
                  value={button.label}
                  error={errors[index]?.label}
                  onChange={(event) => set(index, { label: event.target.value })}
                />
                <LinkField
                  label="Links to"
                  value={button.link}
                  placeholder="/contact or https://…"
                  error={errors[index]?.link}
                  hint="A page of this site (choose from the list), an anchor, or a full address."
                  onChange={(link) => set(index, { link })}
                />
              </div>
              <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
                <label className="text-sm font-medium text-ink">
                  Style
                  <select
                    value={button.style}
                    onChange={(event) => set(index, { style: event.target.value as ButtonStyle })}
                    className={`ml-2 rounded-md border border-ink/20 bg-white px-3 py-1.5 text-sm ${selectArrow.boxed}`}
                  >
                    <Options values={buttonStyles} labels={styleNames} />
                  </select>
                </label>
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === 0}
                    aria-label={`Move button "${name}" up`}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === buttons.length - 1}
                    aria-label={`Move button "${name}" down`}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} text-red-700 hover:bg-red-50`}
                    aria-label={`Remove button "${name}"`}
                    onClick={() => onChange(buttons.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                </span>
              </div>
            </li>
          );
        })}
      </ol>
      {buttons.length < maxButtons && (
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => onChange([...buttons, { label: "", link: "", style: buttons.length ? "outline" : "primary" }])}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Button
        </Button>
      )}
    </fieldset>
  );
}
