import { type KeyboardEvent, type MouseEvent, useState } from "react";

import type { FocalPoint, MediaItem } from "~/lib/media/media-item";
import { TextField } from "~/ui/field";

import { MediaImage } from "./media-image";

interface FocalPointPickerProps {
  item: MediaItem;
  value: FocalPoint;
  onChange: (value: FocalPoint) => void;
}

/** A coordinate as the picker keeps it: within the picture, to one decimal. */
const clampPercent = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;

/** Arrow keys move the point one percent, ten with Shift. */
const arrowSteps: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The shapes the site crops pictures to, shown so the administrator sees the point kept in each. */
const cropPreviews = [
  { name: "Phone hero", className: "aspect-[9/16] w-14" },
  { name: "Card", className: "aspect-[4/5] w-20" },
  { name: "Wide", className: "aspect-[16/9] w-36" },
];

const instructions =
  "Click the part of the picture that must stay in view when the site crops it, or move the point with the arrow keys (Shift for larger steps) or the fields below.";

/** A number field for one coordinate: it may be emptied while typing; the point moves with each number typed. */
function PercentField({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      max={100}
      step={1}
      value={draft ?? value}
      onChange={(event) => {
        setDraft(event.target.value);
        if (event.target.value !== "" && !Number.isNaN(event.target.valueAsNumber)) {
          onChange(event.target.valueAsNumber);
        }
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

/**
 * The focal point of an image (decision 167): a click on the picture puts it there, the arrow keys move it, and
 * two number fields hold it, so it can be set by pointer, keyboard or typing. Small crops beside it show what the
 * site's heroes and cards will keep in view.
 */
export function FocalPointPicker({ item, value, onChange }: FocalPointPickerProps) {
  const position = `Focal point: ${value.x}% across, ${value.y}% down`;
  const set = (x: number, y: number) => onChange({ x: clampPercent(x), y: clampPercent(y) });

  function pick(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    // A click from the keyboard (Enter, Space) has no position: it leaves the point where it is.
    if (event.detail === 0 || box.width === 0 || box.height === 0) return;
    set(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  }

  function nudge(event: KeyboardEvent<HTMLButtonElement>) {
    const step = arrowSteps[event.key];
    if (!step) return;
    event.preventDefault();
    const size = event.shiftKey ? 10 : 1;
    set(value.x + step[0] * size, value.y + step[1] * size);
  }

  const field = (label: string, axis: keyof FocalPoint) => (
    <PercentField
      label={label}
      value={value[axis]}
      onChange={(typed) => set(axis === "x" ? typed : value.x, axis === "y" ? typed : value.y)}
    />
  );

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-ink">Focal point</legend>
      <p id="focal-point-instructions" className="mt-1 text-xs text-muted">
        {instructions}
      </p>
      <div className="mt-3 flex justify-center rounded-md bg-linen">
        <button
          type="button"
          onClick={pick}
          onKeyDown={nudge}
          aria-label={position}
          aria-describedby="focal-point-instructions"
          className="relative block cursor-crosshair focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bronze"
          data-focal-point-target
        >
          <MediaImage
            url={item.url}
            alt=""
            sizes="20rem"
            loading="eager"
            className="block max-h-[300px] w-auto max-w-full"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute h-7 w-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_2px_rgb(0_0_0/0.55)]"
            style={{ left: `${value.x}%`, top: `${value.y}%` }}
            data-focal-point-marker
          />
        </button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {field("Across (%)", "x")}
        {field("Down (%)", "y")}
      </div>
      <ul aria-label="Crops on the site" className="mt-3 flex items-end gap-3">
        {cropPreviews.map((crop) => (
          <li key={crop.name} className="text-center text-xs text-muted">
            <div className={`${crop.className} overflow-hidden rounded-sm bg-linen`}>
              <MediaImage
                url={item.url}
                alt=""
                sizes="10rem"
                className="h-full w-full object-cover"
                focalPoint={value}
              />
            </div>
            <span className="mt-1 block">{crop.name}</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {position}
      </p>
    </fieldset>
  );
}
