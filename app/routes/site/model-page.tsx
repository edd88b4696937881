import { Link } from "react-router";

import { n, rangeLabel } from "~/lib/catalogue/figures";
import { modelPageSearch, specSheetHref } from "~/lib/catalogue/model-page-query";
import { guidePriceNote } from "~/lib/catalogue/prices";
import { seo } from "~/lib/seo";
import { modelPageData } from "~/server/catalogue/model-page.server";
import { notFound } from "~/server/not-found.server";
import { JsonLd } from "~/site/json-ld";
import { DrawingSvg } from "~/site/model/drawing-svg";
import { ModelOverview } from "~/site/model/model-overview";
import { SizeTable } from "~/site/model/size-table";
import { SystemControls } from "~/site/model/system-controls";
import { SizingLink } from "~/site/sizing-link";

import type { Route } from "./+types/model-page";

export function loader({ request, params }: Route.LoaderArgs) {
  const data = modelPageData(params.id, params.model, new URL(request.url));
  if (!data) notFound(request);
  return data;
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { model, outputRange50, heightRange, sizeCount, socialImage } = args.loaderData;
  return seo(args, {
    title: `${model.name}: Sizes, Heat Outputs and Finishes`,
    description: `${model.name} ${model.kind === "towel-rail" ? "heated towel rail" : "radiator"} in ${sizeCount} sizes, ${rangeLabel(heightRange)} mm high, ${rangeLabel(outputRange50)} W at ΔT50, with ΔT30 outputs, drawings and a spec sheet. In ${model.finishes.map((f) => f.name.toLowerCase()).join(", ")}.`,
    image: socialImage?.src,
    imageSize: socialImage?.size,
  });
};

/**
 * /collection/{id}/{model}: one model with every size, output, finish and its drawing. Its state is its address
 * (decision 071); with JavaScript the finish, the system, the filters and a size's drawing follow without a reload
 * (app/enhance/live-form.ts, decision 149).
 */
export default function ModelPage({ loaderData: data }: Route.ComponentProps) {
  const { model, query } = data;
  const drawingHref = (code: string) => `${modelPageSearch(query, { size: code })}#drawing`;
  return (
    <>
      {data.jsonLd.map((item, i) => (
        <JsonLd key={i} data={item} />
      ))}
      <div data-enhance="live-form">
        <div className="container-page pt-28 pb-16 sm:pt-32">
          <nav aria-label="Breadcrumb" className="mb-8 text-sm text-ink-soft">
            <ol className="flex flex-wrap gap-2">
              <li>
                <Link to="/collection" className="hover:text-ink">
                  Collections
                </Link>{" "}
                <span aria-hidden="true">/</span>
              </li>
              <li>
                <Link to={data.collection.path} className="hover:text-ink">
                  {data.collection.title}
                </Link>{" "}
                <span aria-hidden="true">/</span>
              </li>
              <li aria-current="page" className="text-ink">
                {model.name}
              </li>
            </ol>
          </nav>
          <ModelOverview data={data} specSheetHref={specSheetHref(model.id, data.query.system)} />
        </div>
        <section aria-labelledby="sizes-heading" className="bg-linen py-16 sm:py-20">
          <div className="container-page">
            <h2 id="sizes-heading" className="font-display text-4xl">
              Sizes and Heat Outputs
            </h2>
            <p className="mt-3 max-w-3xl text-ink-soft">
              Outputs to EN 442 in watts and BTU/h (1 W = 3.412 BTU/h) at ΔT50 (boiler, 75/65/20 °C) and ΔT30, and at
              your own system as Q = Q50 × (ΔT/50)<sup>n</sup> with this model&rsquo;s exponent n = {model.exponent}.
            </p>
            <SizingLink className="mt-4" />
            <SystemControls
              query={query}
              presets={data.presets}
              presetsNote={data.presetsNote}
              heights={data.heights}
              systemDeltaT={data.systemDeltaT}
            />
            <div data-live-region="model-sizes">
              <p className="mt-8 text-sm text-ink-soft" data-live-summary>
                {data.rows.length === data.sizeCount
                  ? `${data.sizeCount} sizes`
                  : `${data.rows.length} of ${data.sizeCount} sizes`}
              </p>
              <SizeTable
                rows={data.rows}
                systemDeltaT={data.systemDeltaT}
                drawingHref={drawingHref}
                towelRail={model.kind === "towel-rail"}
                finishName={data.finish.name}
                chosen={query.size}
              />
              <p className="mt-6 text-sm text-ink-soft">{guidePriceNote}</p>
            </div>
          </div>
        </section>
        <section
          id="drawing"
          aria-labelledby="drawing-heading"
          className="py-16 sm:py-20"
          data-live-region="model-drawing"
        >
          <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,32rem)_minmax(0,1fr)] lg:gap-16">
            <div>
              <h2 id="drawing-heading" className="font-display text-4xl">
                Technical Drawing
              </h2>
              <p className="mt-3 text-ink-soft">
                {data.selected.code}: {n(data.selected.height)} × {n(data.selected.width)} × {data.selected.depth} mm,
                in millimetres.
              </p>
              {/* Its labels are sized to read on a phone (decision 221): capped, they stay near 17 px on a computer. */}
              <DrawingSvg drawing={data.drawing} className="mt-8 h-auto max-h-[70vh] w-full sm:max-w-lg" />
            </div>
            <div className="max-w-prose text-ink-soft lg:pt-16">
              <h3 className="font-display text-2xl text-ink">About the {model.name}</h3>
              <p className="mt-3 leading-relaxed">{model.description}</p>
              <p className="mt-4 leading-relaxed">
                Standard sizes in {data.finish.name.toLowerCase()} are dispatched in {data.leadTimes.standard}; other
                sizes are made to measure in {data.leadTimes.madeToMeasure}. Every body carries our{" "}
                {model.guaranteeYears}
                -year guarantee.
              </p>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
