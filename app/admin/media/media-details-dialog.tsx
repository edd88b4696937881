import { type FormEvent, useState } from "react";
import { toast } from "sonner";

import { centreFocalPoint, type FocalPoint, type MediaItem } from "~/lib/media/media-item";
import { Button } from "~/ui/button";
import { DiscardChangesDialog } from "~/ui/confirm-dialog";
import { Dialog } from "~/ui/dialog";
import { TextAreaField, TextField } from "~/ui/field";

import { AdminApiError, adminFetch } from "../admin-fetch";
import { altTextHint } from "./alt-text-hint";
import { FocalPointPicker } from "./focal-point-picker";
import { formatFileSize, formatMediaType, formatUploadDate } from "./media-format";
import { MediaImage } from "./media-image";

interface MediaDetailsDialogProps {
  /** The image being edited; null when the dialog is closed. */
  item: MediaItem | null;
  onClose: () => void;
  onSaved: (item: MediaItem) => void;
}

/** The item as saved now, from a 409 answer to a save based on an older revision. */
function conflictingItem(error: AdminApiError): MediaItem | null {
  const current = error.body.current as { media?: MediaItem } | undefined;
  return current?.media ?? null;
}

/** Edits an image's alt text, name and focal point (docs/product.md#media); closing with unsaved changes asks first. */
export function MediaDetailsDialog({ item, onClose, onSaved }: MediaDetailsDialogProps) {
  const [name, setName] = useState("");
  const [alt, setAlt] = useState("");
  const [focalPoint, setFocalPoint] = useState<FocalPoint>(centreFocalPoint);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  /** The revision a save is based on: the item's, or after a conflict the newer one, to save on top of it. */
  const [baseRevision, setBaseRevision] = useState(0);

  // Another image's fields start from its own values.
  const [shownItem, setShownItem] = useState<MediaItem | null>(null);
  if (item !== shownItem) {
    setShownItem(item);
    setName(item?.name ?? "");
    setAlt(item?.alt ?? "");
    setFocalPoint(item?.focalPoint ?? centreFocalPoint);
    setBaseRevision(item?.revision ?? 0);
    setError(null);
  }

  const changed =
    item !== null &&
    (name !== item.name ||
      alt !== item.alt ||
      focalPoint.x !== item.focalPoint.x ||
      focalPoint.y !== item.focalPoint.y);

  function requestClose() {
    if (changed) setConfirmDiscard(true);
    else onClose();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!item) return;
    setSaving(true);
    setError(null);
    try {
      const { media } = await adminFetch<{ media: MediaItem }>(`/api/admin/media/${item.id}`, {
        method: "PATCH",
        json: { name, alt, focalPoint, revision: baseRevision },
      });
      toast.success("Image Details Saved", {
        description: `The alt text, name and focal point of "${media.name}" have been saved.`,
      });
      onSaved(media);
    } catch (caught) {
      const newer = caught instanceof AdminApiError && caught.status === 409 ? conflictingItem(caught) : null;
      if (newer) {
        // Nothing was overwritten: saving again replaces the newer values with these, closing keeps them.
        setBaseRevision(newer.revision);
        setError(
          `${caught instanceof Error ? caught.message : ""} Now saved: name "${newer.name}", alt text "${newer.alt}", focal point ${newer.focalPoint.x}% across, ${newer.focalPoint.y}% down. Save Changes again to replace them with yours, or close to keep them.`,
        );
        return;
      }
      setError(caught instanceof AdminApiError ? caught.message : "The server could not be reached. Please try again.");
    } finally {
      setSaving(false);
    }
  }

  const formId = "media-details-form";
  return (
    <>
      <Dialog
        open={item !== null}
        onOpenChange={(open) => !open && requestClose()}
        title="Image Details"
        size="lg"
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={saving}>
              {saving ? "Saving..." : "Save Changes"}
            </Button>
          </>
        }
      >
        {item && (
          <form
            id={formId}
            onSubmit={(event) => void save(event)}
            className="grid gap-5 sm:grid-cols-[minmax(0,20rem)_1fr]"
          >
            <div>
              {item.width && item.height ? (
                <FocalPointPicker item={item} value={focalPoint} onChange={setFocalPoint} />
              ) : (
                <div className="flex items-center justify-center overflow-hidden rounded-md bg-linen">
                  <MediaImage
                    url={item.url}
                    alt={item.alt}
                    sizes="20rem"
                    className="max-h-[300px] w-full object-contain"
                  />
                </div>
              )}
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-muted">
                <dt>Type</dt>
                <dd className="text-ink-soft">{formatMediaType(item.type)}</dd>
                <dt>Size</dt>
                <dd className="text-ink-soft">{formatFileSize(item.size)}</dd>
                {item.width && item.height && (
                  <>
                    <dt>Pixels</dt>
                    <dd className="text-ink-soft">
                      {item.width} × {item.height}
                    </dd>
                  </>
                )}
                <dt>Uploaded</dt>
                <dd className="text-ink-soft">{formatUploadDate(item.uploadDate)}</dd>
              </dl>
            </div>
            <div className="space-y-5">
              <TextField
                label="Name"
                value={name}
                required
                maxLength={200}
                onChange={(event) => setName(event.target.value)}
              />
              <TextAreaField
                label="Alt text"
                value={alt}
                maxLength={500}
                hint={altTextHint}
                onChange={(event) => setAlt(event.target.value)}
              />
              {error && (
                <p
                  role="alert"
                  className="rounded-md border border-red-700/20 bg-red-50 px-3 py-2 text-sm text-red-900"
                >
                  {error}
                </p>
              )}
            </div>
          </form>
        )}
      </Dialog>
      <DiscardChangesDialog open={confirmDiscard} onOpenChange={setConfirmDiscard} onDiscard={onClose}>
        You have changed the name, alt text or focal point of this image. Closing now throws those changes away; choose
        Save Changes to keep them.
      </DiscardChangesDialog>
    </>
  );
}
