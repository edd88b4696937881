import { FileImage, FileWarning, ImageUp, Plus, X } from "lucide-react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { type MediaItem, uploadAccept, uploadHint } from "~/lib/media/media-item";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { Dialog } from "~/ui/dialog";

import { AdminApiError } from "../admin-fetch";
import { type ChosenFile, useChosenFiles } from "./chosen-files";
import { formatFileSize } from "./media-format";
import { uploadMediaFiles } from "./upload-request";

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: (items: MediaItem[]) => void;
}

/** "a.jpg", "a.jpg and b.png", "a.jpg, b.png and c.gif". */
function listNames(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

const images = (n: number) => (n === 1 ? "1 image" : `${n} images`);

/** What happened to a batch, in the words of the cards: '2 images uploaded, 1 refused'. */
function batchOutcome(uploaded: number, refused: number): string {
  return `${images(uploaded)} uploaded, ${refused} refused`;
}

/** Files dropped anywhere while the dialog is open are taken, never opened by the browser in place of the admin. */
function useFileDrop(active: boolean, onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  const latest = useRef(onFiles);
  useEffect(() => {
    latest.current = onFiles;
  });
  useEffect(() => {
    if (!active) return;
    let depth = 0;
    const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes("Files") ?? false;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth++;
      setDragging(true);
    };
    const leave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const over = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      latest.current([...(event.dataTransfer?.files ?? [])]);
    };
    const listening = new AbortController();
    const { signal } = listening;
    window.addEventListener("dragenter", enter, { signal });
    window.addEventListener("dragleave", leave, { signal });
    window.addEventListener("dragover", over, { signal });
    window.addEventListener("drop", drop, { signal });
    return () => {
      listening.abort();
      setDragging(false);
    };
  }, [active]);
  return dragging;
}

function ChosenPreview({
  chosen,
  single,
  onRemove,
  disabled,
}: {
  chosen: ChosenFile;
  single: boolean;
  onRemove: () => void;
  disabled: boolean;
}) {
  return (
    <li
      className={cn(
        "overflow-hidden rounded-md border bg-white",
        chosen.state.kind === "refused" ? "border-red-700/40" : "border-ink/10",
      )}
      data-state={chosen.state.kind}
    >
      <div className="flex items-center justify-center bg-linen">
        {chosen.preview ? (
          // docs/product.md#constants: the admin preview image is at most 300 px high.
          <img
            src={chosen.preview}
            alt=""
            className={cn("w-auto max-w-full object-contain", single ? "max-h-[300px]" : "h-32")}
          />
        ) : chosen.state.kind === "ready" ? (
          // A HEIC photo: most browsers cannot show one; the server turns it into a JPEG.
          <p className="flex flex-col items-center gap-2 px-3 py-6 text-center text-xs text-muted">
            <FileImage aria-hidden="true" className="h-10 w-10 text-stone" strokeWidth={1.25} />
            HEIC photo: saved as a JPEG, shown once uploaded
          </p>
        ) : (
          <FileWarning aria-hidden="true" className="my-10 h-10 w-10 text-red-800" strokeWidth={1.25} />
        )}
      </div>
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <p className="min-w-0 self-start text-sm">
          <span className="block truncate font-medium" title={chosen.file.name}>
            {chosen.file.name}
          </span>
          <span className="text-xs text-muted">{formatFileSize(chosen.file.size)}</span>
          {chosen.state.kind === "refused" && (
            <span className="mt-1 block text-sm text-red-800">
              <span className="font-semibold">Not uploaded: </span>
              {chosen.state.reason}
            </span>
          )}
        </p>
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-sm text-muted hover:bg-sand hover:text-ink disabled:opacity-50"
          aria-label={`Remove ${chosen.file.name}`}
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </li>
  );
}

/**
 * 'Upload New' (docs/product.md#states Upload dialog): no file, then the chosen files with previews, then 'Uploading' with
 * the real progress of the bytes; on success it closes and says 'Upload Successful'. Each file is checked by its
 * bytes as it is chosen and sent on its own, so a file that is refused, here or by the server, is marked on its
 * card with the reason while the others upload (docs/product.md#media). When the server cannot be reached the
 * dialog stays open with the files still chosen, so trying again is one click.
 */
export function UploadDialog({ open, onOpenChange, onUploaded }: UploadDialogProps) {
  const { chosen, problems, add, refuse, remove, clear } = useChosenFiles();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const uploading = progress !== null;
  // While uploading, a drop is still caught (so the browser does not open the file) but not taken.
  const dragging = useFileDrop(open, (files) => !uploading && void add(files));

  function close() {
    upload.current?.abort();
    clear();
    setFailure(null);
    onOpenChange(false);
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    void add([...(event.target.files ?? [])]);
    event.target.value = "";
  }

  const ready = chosen.filter((item) => item.state.kind === "ready");
  const refusedCount = chosen.length - ready.length;

  /** Sends the files one by one; says how it went in a toast that agrees with the cards. */
  async function start() {
    const controller = new AbortController();
    upload.current = controller;
    setFailure(null);
    setProgress(0);
    const total = ready.reduce((sum, item) => sum + item.file.size, 0);
    let sent = 0;
    const uploaded: { key: string; item: MediaItem }[] = [];
    let refusedNow = 0;
    let unreachable: string | null = null;
    try {
      for (const chosenFile of ready) {
        try {
          const [item] = await uploadMediaFiles([chosenFile.file], {
            onProgress: (fraction) => setProgress((sent + fraction * chosenFile.file.size) / total),
            signal: controller.signal,
          });
          if (item) uploaded.push({ key: chosenFile.key, item });
        } catch (error) {
          if (error instanceof DOMException && error.name === "AbortError") return;
          console.error(`Uploading ${chosenFile.file.name} failed:`, error);
          // The server refused this file (its type, its size, its content): the others still go.
          if (error instanceof AdminApiError && error.status >= 400 && error.status < 500) {
            refuse(chosenFile.key, error.message);
            refusedNow++;
          } else {
            // The server could not be reached or failed: the rest would fare no better.
            unreachable = error instanceof AdminApiError ? error.message : "Something went wrong. Please try again.";
            break;
          }
        }
        sent += chosenFile.file.size;
      }
    } finally {
      upload.current = null;
      setProgress(null);
    }
    const items = uploaded.map(({ item }) => item);
    if (items.length > 0) onUploaded(items);
    remove(uploaded.map(({ key }) => key));
    const refused = refusedCount + refusedNow;
    if (unreachable) {
      setFailure(unreachable);
      toast.error("Upload Failed", { description: "There was an error uploading your file. Please try again." });
    } else if (refused === 0) {
      toast.success("Upload Successful", {
        description: `${listNames(items.map((item) => item.name))} ${items.length === 1 ? "has" : "have"} been added to the library.`,
      });
      close();
    } else if (items.length > 0) {
      toast.warning(batchOutcome(items.length, refused), {
        description: `${listNames(items.map((item) => item.name))} ${items.length === 1 ? "has" : "have"} been added to the library. The reason for each refused file is on its card.`,
      });
    } else {
      toast.error("Upload Failed", {
        description: `${refused === 1 ? "The file was" : `All ${refused} files were`} refused. The reason is on ${refused === 1 ? "its card" : "each card"}.`,
      });
    }
  }

  const percent = Math.round((progress ?? 0) * 100);
  const count = images(ready.length);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Upload New Media"
      description="Add images to the library; you can then choose them for any section."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void start()} disabled={ready.length === 0 || uploading}>
            {uploading ? "Uploading..." : ready.length > 1 ? `Upload ${count}` : "Upload"}
          </Button>
        </>
      }
    >
      <input
        ref={input}
        type="file"
        accept={uploadAccept}
        multiple
        onChange={choose}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
      />
      {uploading ? (
        <div className="py-8">
          <p className="text-sm font-medium" id="upload-progress-label">
            {percent < 100 ? `Uploading ${count}... ${percent}%` : "Uploading... preparing web-ready versions"}
          </p>
          <div
            role="progressbar"
            aria-labelledby="upload-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-3 h-2.5 overflow-hidden rounded-full bg-sand"
          >
            <div
              className="h-full rounded-full bg-bronze transition-[width] duration-200"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="mt-3 text-xs text-muted">Keep this window open until the upload has finished.</p>
        </div>
      ) : (
        <div className="space-y-4">
          <div
            className={cn(
              "flex flex-col items-center justify-center rounded-lg border-2 border-dashed px-6 text-center transition-colors",
              chosen.length ? "py-5" : "py-12",
              dragging ? "border-bronze bg-linen" : "border-ink/20",
            )}
          >
            {chosen.length === 0 && (
              <ImageUp aria-hidden="true" className="mb-3 h-10 w-10 text-stone" strokeWidth={1.25} />
            )}
            <p className="text-sm text-ink-soft">{dragging ? "Drop the images to add them" : "Drag images here, or"}</p>
            <Button variant="secondary" className="mt-3" onClick={() => input.current?.click()}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {chosen.length ? "Add more images" : "Choose images"}
            </Button>
            <p className="mt-3 text-xs text-muted">{uploadHint}</p>
          </div>
          {(failure || problems.length > 0 || refusedCount > 0) && (
            <div
              role="alert"
              className="space-y-1 rounded-md border border-red-700/20 bg-red-50 px-4 py-3 text-sm text-red-900"
            >
              {failure && <p className="font-medium">{failure}</p>}
              {refusedCount > 0 && (
                <p>
                  {refusedCount === 1 ? "1 file cannot be uploaded" : `${refusedCount} files cannot be uploaded`}: the
                  reason is on {refusedCount === 1 ? "its card" : "each card"} below.
                  {ready.length === 1 && " The other image will upload."}
                  {ready.length > 1 && ` The other ${ready.length} images will upload.`}
                </p>
              )}
              {problems.map((problem) => (
                <p key={problem}>{problem}</p>
              ))}
            </div>
          )}
          {chosen.length > 0 && (
            <ul
              aria-label="Chosen images"
              className={cn("grid gap-3", chosen.length > 1 && "grid-cols-2 sm:grid-cols-3")}
            >
              {chosen.map((item) => (
                <ChosenPreview
                  key={item.key}
                  chosen={item}
                  single={chosen.length === 1}
                  onRemove={() => remove([item.key])}
                  disabled={uploading}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
