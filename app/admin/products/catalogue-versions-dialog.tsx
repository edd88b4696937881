import { useEffect, useState } from "react";

import type { CatalogueVersionSummary } from "~/lib/catalogue/catalogue-changes";
import type { Catalogue } from "~/lib/catalogue/catalogue-schema";
import { Button } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { Dialog } from "~/ui/dialog";

import { adminFetch } from "../admin-fetch";
import { VersionList } from "../version-list";
import type { CatalogueStatus } from "./products-screen";

/**
 * docs/product.md#products Versions of the catalogue: every publish with its date and what changed; any of them can
 * be restored into the draft, which visitors see only once it is published.
 */
export function CatalogueVersionsDialog({
  open,
  onOpenChange,
  publishedRevision,
  unsavedModel,
  onRestored,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reloads the list after each publish. */
  publishedRevision: number;
  /** The model whose edits a restore would throw away, if any. */
  unsavedModel: string | null;
  onRestored: (number: number, answer: { catalogue: Catalogue; status: CatalogueStatus }) => void;
}) {
  const [versions, setVersions] = useState<CatalogueVersionSummary[] | "failed" | null>(null);
  const [asking, setAsking] = useState(false);
  // Kept while the question closes, so its words do not change under the administrator's eyes.
  const [chosen, setChosen] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    adminFetch<{ versions: CatalogueVersionSummary[] }>("/api/admin/catalogue/versions").then(
      // Every publish of the catalogue keeps a version, and nothing else changes what visitors see: the newest is live.
      (answer) => current && setVersions(answer.versions.map((version, index) => ({ ...version, live: index === 0 }))),
      () => current && setVersions("failed"),
    );
    return () => {
      current = false;
    };
  }, [open, publishedRevision]);

  async function restore(number: number) {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await adminFetch<{ catalogue: Catalogue; status: CatalogueStatus }>(
        `/api/admin/catalogue/versions/${number}`,
        { method: "POST", json: {} },
      );
      setAsking(false);
      onRestored(number, answer);
      onOpenChange(false);
    } catch (error) {
      setAsking(false);
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) setProblem(null);
          onOpenChange(next);
        }}
        title="Catalogue versions"
        description="Each publish keeps a version of the whole catalogue. Restoring one makes it your draft; visitors see it once you publish."
        size="lg"
        steadyHeight
      >
        {problem && (
          <p role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {problem}
          </p>
        )}
        <VersionList
          versions={versions}
          none="No versions yet. The next publish keeps the catalogue as it was, and the catalogue it publishes."
          action={(version) => (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setChosen(version.number);
                setAsking(true);
              }}
            >
              Restore version {version.number}
            </Button>
          )}
        />
      </Dialog>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Restore version ${chosen} as the draft?`}
        confirmLabel={`Restore version ${chosen}`}
        busy={busy}
        onConfirm={() => void restore(chosen)}
      >
        Every model&apos;s words, finishes and sizes in the draft become version {chosen}&apos;s. Visitors see nothing
        until you publish the catalogue.
        {unsavedModel && ` Your unsaved changes to ${unsavedModel} are lost.`}
      </ConfirmDialog>
    </>
  );
}
