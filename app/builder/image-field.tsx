import { ImagePlus, X } from "lucide-react";

import { MediaImage } from "~/admin/media/media-image";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";

interface ImageFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Opens the media picker for this field (docs/product.md#states Image choice). */
  onBrowse: () => void;
  error?: string;
}

/** An image address with 'Browse' for the media library and a preview that falls back to a placeholder. */
export function ImageField({ label, value, onChange, onBrowse, error }: ImageFieldProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_8rem] sm:items-start">
      <div>
        <div className="flex items-end gap-2">
          <TextField
            label={label}
            value={value}
            error={error}
            placeholder="Choose from the library, or paste an address"
            onChange={(event) => onChange(event.target.value.trim())}
            className="min-w-0 flex-1"
          />
          <Button variant="secondary" onClick={onBrowse} className="mb-px shrink-0">
            <ImagePlus aria-hidden="true" className="h-4 w-4" />
            Browse
          </Button>
        </div>
        {value && (
          <button
            type="button"
            onClick={() => onChange("")}
            className="mt-2 inline-flex items-center gap-1 text-xs font-medium text-muted underline-offset-4 hover:text-ink hover:underline"
          >
            <X aria-hidden="true" className="h-3 w-3" />
            Remove image<span className="sr-only"> from {label}</span>
          </button>
        )}
      </div>
      <div className="aspect-[4/3] w-32 overflow-hidden rounded-md border border-ink/10 bg-linen">
        {value ? (
          <MediaImage url={value} alt={`${label} preview`} className="h-full w-full object-cover" />
        ) : (
          <p className="flex h-full items-center justify-center p-2 text-center text-xs text-muted">No image chosen</p>
        )}
      </div>
    </div>
  );
}
