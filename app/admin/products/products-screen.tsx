import { useCallback, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";

import { modelPath } from "~/lib/catalogue/catalogue-queries";
import type { Catalogue, CatalogueFitting, CatalogueModel } from "~/lib/catalogue/catalogue-schema";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";

import { adminFetch } from "../admin-fetch";
import { ScreenHeader } from "../screen-header";
import type { AdminScreen } from "../screen-states";
import { UnsavedChangesGuard } from "../unsaved-changes-guard";
import { CatalogueVersionsDialog } from "./catalogue-versions-dialog";
import { FittingsEditor } from "./fittings-editor";
import { ModelEditor } from "./model-editor";

export interface CatalogueStatus {
  draftRevision: number;
  publishedRevision: number;
  publishedAt: string;
  hasUnpublishedChanges: boolean;
}

export const productsScreen: AdminScreen = {
  title: "Products",
  description:
    "Series, models, finishes, sizes and their prices, valves, brackets and electric parts. Changes are drafts until you publish the catalogue; visitors see only what is published.",
  what: "The catalogue",
};

const navLinkClass = (current: boolean) =>
  cn("block rounded-sm px-2 py-1.5 text-sm", current ? "bg-ink text-white" : "hover:bg-sand");

/** The state the header states: what the administrator has typed comes first, then what visitors see. */
function catalogueState(unsaved: boolean, status: CatalogueStatus): string {
  if (unsaved) return "Unsaved changes";
  return status.hasUnpublishedChanges ? "Draft changes not published" : "Everything is published";
}

/**
 * /admin/products: pick a model (or the valves, brackets and electric parts, `?show=fittings`) on the left, edit it on the right,
 * publish the whole catalogue from the header.
 * Unsaved edits ask before another model or another screen is shown; the header's Versions lists every publish.
 */
export function ProductsScreen({
  catalogue: initial,
  status: initialStatus,
}: {
  catalogue: Catalogue;
  status: CatalogueStatus;
}) {
  const [catalogue, setCatalogue] = useState(initial);
  const [status, setStatus] = useState(initialStatus);
  const [publishing, setPublishing] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  // Raised by each restore, so the editor starts again from the restored model.
  const [restores, setRestores] = useState(0);
  const [params] = useSearchParams();
  const showingFittings = params.get("show") === "fittings";
  const selected = catalogue.models.find((m) => m.id === params.get("model")) ?? catalogue.models[0]!;
  /** What the form on the right edits, as the questions before losing its changes name it. */
  const editing = showingFittings ? "the valves, brackets and electric parts" : selected.name;
  const onUnsavedChange = useCallback((next: boolean) => setUnsaved(next), []);

  async function publish() {
    setPublishing(true);
    try {
      const answer = await adminFetch<{ status: CatalogueStatus }>("/api/admin/catalogue/publish", {
        method: "POST",
        json: {},
      });
      setStatus(answer.status);
      toast.success("Catalogue Published", {
        description: "Model pages, collection pages and spec sheets show it now.",
      });
    } catch (error) {
      toast.error("Not Published", { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setPublishing(false);
    }
  }

  const saved = (model: CatalogueModel, next: CatalogueStatus) => {
    setCatalogue({ ...catalogue, models: catalogue.models.map((m) => (m.id === model.id ? model : m)) });
    setStatus(next);
  };

  const fittingsSaved = (fittings: CatalogueFitting[], next: CatalogueStatus) => {
    setCatalogue({ ...catalogue, fittings });
    setStatus(next);
  };

  const restored = (number: number, answer: { catalogue: Catalogue; status: CatalogueStatus }) => {
    setCatalogue(answer.catalogue);
    setStatus(answer.status);
    setRestores((n) => n + 1);
    toast.success(`Version ${number} Restored`, {
      description: "It is your draft now. Publish the catalogue to show it to visitors.",
    });
  };

  return (
    <>
      <ScreenHeader
        {...productsScreen}
        actions={
          <>
            <p role="status" className="self-center text-sm text-muted">
              <span
                aria-hidden="true"
                className={cn(
                  "mr-1.5 inline-block size-2 rounded-full",
                  unsaved ? "bg-amber-500" : status.hasUnpublishedChanges ? "bg-sky-600" : "bg-emerald-600",
                )}
              />
              {catalogueState(unsaved, status)}
            </p>
            <Button variant="secondary" onClick={() => setVersionsOpen(true)}>
              Versions
            </Button>
            <Button onClick={() => void publish()} disabled={publishing || unsaved || !status.hasUnpublishedChanges}>
              {publishing ? "Publishing…" : "Publish catalogue"}
            </Button>
          </>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Series and models">
          {catalogue.series.map((series) => (
            <div key={series.id} className="mb-5">
              <p id={`series-${series.id}`} className="text-xs font-semibold tracking-wide text-muted uppercase">
                {series.name}
              </p>
              <ul className="mt-1.5" aria-labelledby={`series-${series.id}`}>
                {catalogue.models
                  .filter((m) => m.seriesId === series.id)
                  .map((model) => (
                    <li key={model.id}>
                      <Link
                        to={`?model=${model.id}`}
                        aria-current={!showingFittings && model.id === selected.id ? "page" : undefined}
                        className={navLinkClass(!showingFittings && model.id === selected.id)}
                      >
                        {model.name}
                      </Link>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
          <p id="catalogue-wide" className="text-xs font-semibold tracking-wide text-muted uppercase">
            Every model
          </p>
          <ul className="mt-1.5" aria-labelledby="catalogue-wide">
            <li>
              <Link
                to="?show=fittings"
                aria-current={showingFittings ? "page" : undefined}
                className={navLinkClass(showingFittings)}
              >
                Valves, brackets and electric parts
              </Link>
            </li>
          </ul>
        </nav>
        <div className="min-w-0">
          {showingFittings ? (
            <FittingsEditor
              key={`fittings-${restores}`}
              fittings={catalogue.fittings}
              models={catalogue.models}
              onSaved={fittingsSaved}
              onUnsavedChange={onUnsavedChange}
            />
          ) : (
            <>
              <p className="mb-4 text-sm text-muted">
                Public page:{" "}
                <a href={modelPath(catalogue, selected)} target="_blank" rel="noreferrer" className="underline">
                  {modelPath(catalogue, selected)}
                </a>
              </p>
              <ModelEditor
                key={`${selected.id}-${restores}`}
                model={selected}
                onSaved={saved}
                onUnsavedChange={onUnsavedChange}
              />
            </>
          )}
        </div>
      </div>
      <UnsavedChangesGuard when={unsaved} what={editing} withinScreen />
      <CatalogueVersionsDialog
        open={versionsOpen}
        onOpenChange={setVersionsOpen}
        publishedRevision={status.publishedRevision}
        unsavedModel={unsaved ? editing : null}
        onRestored={restored}
      />
    </>
  );
}
