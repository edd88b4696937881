import { Signpost } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";

import { adminFetch } from "~/admin/admin-fetch";
import { ScreenHeader } from "~/admin/screen-header";
import type { AdminScreen } from "~/admin/screen-states";
import type { Redirect, RedirectInput, RedirectPageChoice } from "~/lib/redirect-rules";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { Dialog, openWhileSet } from "~/ui/dialog";

import { RedirectForm } from "./redirect-form";
import { RedirectList } from "./redirect-list";
import { emptyRedirect, valuesOf } from "./redirect-values";

export const redirectsScreen: AdminScreen = {
  title: "Redirects",
  description:
    "Old addresses that send visitors on. Publishing a page at a new address adds one from the old address; add your own for links from elsewhere.",
  what: "The redirects",
};

/** /admin/redirects (docs/product.md#redirects): add a redirect, and the list to edit or remove them. */
export function RedirectsScreen({ redirects, pages }: { redirects: Redirect[]; pages: RedirectPageChoice[] }) {
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<Redirect | null>(null);
  const [removing, setRemoving] = useState<Redirect | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (json: RedirectInput) => {
    await adminFetch("/api/admin/redirects", { method: "POST", json });
    await revalidate();
    toast.success("Redirect Added", { description: "Visitors to the old address are sent on from now." });
  };
  const save = async (json: RedirectInput) => {
    if (!editing) return;
    await adminFetch(`/api/admin/redirects/${editing.id}`, { method: "PUT", json });
    await revalidate();
    setEditing(null);
    toast.success("Redirect Saved");
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await adminFetch(`/api/admin/redirects/${removing.id}`, { method: "DELETE" });
      await revalidate();
      setRemoving(null);
      toast.success("Redirect Removed");
    } catch (error) {
      toast.error("Redirect not removed", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ScreenHeader {...redirectsScreen} />
      <div className="max-w-5xl space-y-10">
        <section aria-labelledby="add-redirect-heading" className="rounded-lg border border-ink/10 bg-white p-5 sm:p-8">
          <h2 id="add-redirect-heading" className="mb-5 text-lg font-semibold">
            Add a redirect
          </h2>
          <RedirectForm
            label="Add a redirect"
            initial={emptyRedirect}
            pages={pages}
            submitLabel="Add Redirect"
            onSubmit={add}
            resetAfterSubmit
          />
        </section>
        <section aria-labelledby="redirects-heading">
          <h2 id="redirects-heading" className="mb-4 text-lg font-semibold">
            {redirects.length === 1 ? "1 redirect" : `${redirects.length} redirects`}
          </h2>
          {redirects.length === 0 ? (
            <div className="rounded-lg border border-dashed border-ink/20 bg-white px-6 py-12 text-center">
              <Signpost aria-hidden="true" className="mx-auto h-10 w-10 text-stone" strokeWidth={1.25} />
              <p className="mx-auto mt-4 max-w-md text-sm text-muted">
                No redirects yet. When a published page moves to a new address, its old address appears here.
              </p>
            </div>
          ) : (
            <RedirectList redirects={redirects} onEdit={setEditing} onRemove={setRemoving} />
          )}
        </section>
      </div>
      <Dialog {...openWhileSet(editing, setEditing)} title="Edit Redirect" size="lg">
        {editing && (
          <RedirectForm
            label="Edit the redirect"
            initial={valuesOf(editing)}
            pages={pages}
            submitLabel="Save Redirect"
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        {...openWhileSet(removing, setRemoving)}
        title="Remove this redirect?"
        confirmLabel="Remove Redirect"
        onConfirm={() => void remove()}
        busy={busy}
      >
        Visitors to <span className="font-mono">{removing?.fromPath}</span> will find the page-not-found page instead.
      </ConfirmDialog>
    </>
  );
}
