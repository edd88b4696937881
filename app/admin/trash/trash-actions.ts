import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";

import { AdminApiError, adminFetch } from "../admin-fetch";

const reasonOf = (error: unknown) =>
  error instanceof AdminApiError ? error.message : "The server could not be reached.";

/** One thing in the trash, as the screen handles it: where it lives in the API and how it is called. */
export interface TrashEntry {
  /** The item's address under /api/admin: `page-trash/4`, `media-trash/ab12`. */
  address: string;
  /** What the toasts call it: 'Page' or 'Image'. */
  kind: "Page" | "Image";
  name: string;
  restoredTo: string;
}

/** Restoring and deleting for good, with their toasts; the screen's lists reload after each. */
export function useTrashActions() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function restore(entry: TrashEntry) {
    try {
      await adminFetch(`/api/admin/${entry.address}`, { method: "POST", json: {} });
      toast.success(`${entry.kind} Restored`, { description: `"${entry.name}" is back in ${entry.restoredTo}.` });
      await revalidator.revalidate();
    } catch (error) {
      toast.error("Could Not Restore", { description: reasonOf(error) });
    }
  }

  async function deleteForGood(entry: TrashEntry): Promise<boolean> {
    setBusy(true);
    try {
      await adminFetch(`/api/admin/${entry.address}`, { method: "DELETE" });
      toast.success(`${entry.kind} Deleted Forever`, { description: `"${entry.name}" is gone for good.` });
      await revalidator.revalidate();
      return true;
    } catch (error) {
      toast.error("Could Not Delete", { description: reasonOf(error) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { restore, deleteForGood, busy };
}
