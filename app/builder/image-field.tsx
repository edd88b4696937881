import { ImagePlus, X } from "lucide-react";

import { MediaImage } from "~/admin/media/media-image";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";

import { LibraryAltText } from "./alt-text-editor";
import { useMediaLookup } from "./media-lookup";

interface ImageFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Opens the media picker for this field (docs/product.md#states Image choice). */
  onBrowse: () => void;
  error?: string;
}

/** 'Image (optional)' is 'image' in the words that name the field's parts. */
const nounOf = (label: string) => label.replace(/\s*\(optional\)$/, "");

/** The site's own imagery (`/img/{id}-{width}.{format}`), which has its alt text from the site, not the library. */
const isSitePicture = (url: string) => url.startsWith("/img/");

/** A picture's name, over its alt text or whatever is said about it. */
function PictureTitle({ name }: { name: string }) {
  return (
    <p className="truncate text-sm font-semibold text-ink" title={name}>
      {name}
    </p>
  );
}

/**
 * What the administrator recognises a picture by: its name and alt text in the Media Library, which can be written
 * here, else where it is from.
 */
function PictureName({ url }: { url: string }) {
  const lookup = useMediaLookup();
  if (!url) return <p className="text-sm text-muted">No image chosen</p>;
  if (isSitePicture(url)) {
    const picture = lookup.sitePictureAt(url);
    if (picture)
      return (
        <>
          <PictureTitle name="From the site's own imagery" />
          <p className="line-clamp-2 text-xs text-ink-soft" title={picture.alt}>
            Alt text: {picture.alt}
          </p>
        </>
      );
    return <p className="text-sm text-ink-soft">One of the site&apos;s own pictures, with its own alt text.</p>;
  }
  const item = lookup.itemAt(url);
  if (!item) {
    if (lookup.state === "loading") return <p className="text-sm text-muted">Looking for it in the Media Library…</p>;
    if (lookup.state === "failed") return null;
    return (
      <p className="text-sm text-ink-soft">Not in the Media Library: an address pasted, or a picture in the trash.</p>
    );
  }
  return (
    <>
      <PictureTitle name={item.name} />
      <LibraryAltText item={item} />
    </>
  );
}

/**
 * A picture field: its thumbnail with its name and alt text from the Media Library ('Add alt text' or 'Edit alt
 * text' to write it), 'Browse' to choose another,
 * 'Remove image', and under them, in small, the address it holds, which can also be pasted (docs/product.md#states Image
 * choice). The thumbnail falls back to a placeholder.
 */
export function ImageField({ label, value, onChange, onBrowse, error }: ImageFieldProps) {
  const noun = nounOf(label);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <div className="mt-1.5 flex gap-3">
        <div className="aspect-[4/3] w-24 shrink-0 self-start overflow-hidden rounded-md border border-ink/10 bg-linen sm:w-32">
          {value ? (
            <MediaImage url={value} alt={`${noun} preview`} sizes="8rem" className="h-full w-full object-cover" />
          ) : (
            <span aria-hidden="true" className="flex h-full items-center justify-center">
              <ImagePlus className="h-6 w-6 text-stone" strokeWidth={1.5} />
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <PictureName url={value} />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-1">
            <Button
              variant="secondary"
              onClick={onBrowse}
              aria-label={`Browse the Media Library for the ${noun.toLowerCase()}`}
              className="shrink-0"
            >
              <ImagePlus aria-hidden="true" className="h-4 w-4" />
              Browse
            </Button>
            {value && (
              <button
                type="button"
                onClick={() => onChange("")}
                aria-label={noun === "Image" ? "Remove image" : `Remove image from the ${noun.toLowerCase()}`}
                className="inline-flex min-h-9 items-center gap-1 text-xs font-medium text-muted underline-offset-4 hover:text-ink hover:underline"
              >
                <X aria-hidden="true" className="h-3 w-3" />
                Remove image
              </button>
            )}
          </div>
          <TextField
            label={`${noun} address`}
            value={value}
            title={value || undefined}
            error={error}
            placeholder="Or paste an address"
            onChange={(event) => onChange(event.target.value.trim())}
            className="pt-1 [&_input]:mt-1 [&_input]:py-1.5 [&_input]:text-xs [&_input]:text-ink-soft [&>label]:text-xs [&>label]:text-muted"
          />
        </div>
      </div>
    </fieldset>
  );
}
