import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { modelPath } from "~/lib/catalogue/catalogue-queries";
import type { Catalogue, CatalogueModel } from "~/lib/catalogue/catalogue-schema";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { adminFetch } from "../admin-fetch";
import { ScreenHeader } from "../screen-header";
import { ModelEditor } from "./model-editor";

export interface CatalogueStatus {
  draftRevision: number;
  publishedRevision: number;
  publishedAt: string;
  hasUnpublishedChanges: boolean;
}

export const productsTitle = "Products";
export const productsDescription =
  "Series, models, finishes and sizes. Changes are drafts until you publish the catalogue; visitors see only what is published.";

/** /admin/products: pick a model on the left, edit it on the right, publish the whole catalogue from the header. */
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
  const [params] = useSearchParams();
  const selected = catalogue.models.find((m) => m.id === params.get("model")) ?? catalogue.models[0]!;

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

  return (
    <>
      <ScreenHeader
        title={productsTitle}
        description={productsDescription}
        actions={
          <>
            <p role="status" className="self-center text-sm text-muted">
              {status.hasUnpublishedChanges ? "Unpublished changes" : "Everything is published"}
            </p>
            <Button onClick={() => void publish()} disabled={publishing || !status.hasUnpublishedChanges}>
              {publishing ? "Publishing…" : "Publish catalogue"}
            </Button>
          </>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Series and models">
          {catalogue.series.map((series) => (
            <div key={series.id} className="mb-5">
              <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{series.name}</h2>
              <ul className="mt-1.5">
                {catalogue.models
                  .filter((m) => m.seriesId === series.id)
                  .map((model) => (
                    <li key={model.id}>
                      <Link
                        to={`?model=${model.id}`}
                        aria-current={model.id === selected.id ? "page" : undefined}
                        className={cn(
                          "block rounded-sm px-2 py-1.5 text-sm",
                          model.id === selected.id ? "bg-ink text-white" : "hover:bg-sand",
                        )}
                      >
                        {model.name}
                      </Link>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="min-w-0">
          <p className="mb-4 text-sm text-muted">
            Public page:{" "}
            <a href={modelPath(catalogue, selected)} target="_blank" rel="noreferrer" className="underline">
              {modelPath(catalogue, selected)}
            </a>
          </p>
          <ModelEditor key={selected.id} model={selected} onSaved={saved} />
        </div>
      </div>
    </>
  );
}
