import { Download } from "lucide-react";
import { Link } from "react-router";

import { focusStyle, type Picture as PictureData } from "~/content/picture";
import { rangeLabel } from "~/lib/catalogue/figures";
import type { ModelPageData } from "~/lib/catalogue/model-page-data";
import { modelPageSearch } from "~/lib/catalogue/model-page-query";
import { formatPrice } from "~/lib/price-format";
import { Picture } from "~/sections/parts/picture";
import { buttonClass } from "~/ui/button";
import { cn } from "~/ui/cn";

/** The model's picture in the chosen finish, the finish swatches, the key figures and the two calls to action. */
export function ModelOverview({ data, specSheetHref }: { data: ModelPageData<PictureData>; specSheetHref: string }) {
  const { model, finish, image, selected } = data;
  const finishName = (id: string) => model.finishes.find((f) => f.id === id)?.name ?? id;
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
      <figure data-live-region="model-picture">
        <div className="aspect-[4/5] overflow-hidden bg-sand">
          {image?.kind === "picture" && (
            <Picture
              picture={image.picture}
              sizes="(min-width: 1024px) 40vw, 92vw"
              priority
              imgClassName="h-full w-full object-cover"
            />
          )}
          {image?.kind === "media" && (
            <img
              src={image.url}
              alt={image.alt}
              width={image.width ?? undefined}
              height={image.height ?? undefined}
              className="h-full w-full object-cover"
              style={focusStyle(image.focalPoint)}
            />
          )}
        </div>
        <figcaption className="mt-3 text-sm text-ink-soft" data-live-summary>
          {image?.kind === "picture" && image.finishShown
            ? `Shown in ${finishName(image.finishShown)}; ${finish.name} is pictured on request.`
            : `Shown in ${finish.name}.`}
        </figcaption>
      </figure>
      <div data-live-region="model-details">
        <p className="eyebrow">{data.seriesName}</p>
        <h1 className="mt-3 font-display text-5xl leading-tight sm:text-6xl">{model.name}</h1>
        <p className="mt-4 text-xl">
          From <span className="font-semibold">{formatPrice(data.fromPrice)}</span>{" "}
          <span className="text-base text-ink-soft">in {finish.name}, including VAT</span>
        </p>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">{model.summary}</p>
        <fieldset className="mt-8">
          <legend className="text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase">
            Finish:{" "}
            <span className="text-ink">
              {finish.name}
              {finish.ral ? `, ${finish.ral}` : ""}
            </span>
          </legend>
          <ul className="mt-3 flex flex-wrap gap-3">
            {model.finishes.map((f) => (
              <li key={f.id}>
                <Link
                  to={modelPageSearch(data.query, { finish: f.id })}
                  aria-label={`${f.name}${f.ral ? ` ${f.ral}` : ""}`}
                  aria-current={f.id === finish.id ? "true" : undefined}
                  className={cn(
                    "block h-11 w-11 rounded-full border-2 p-0.5",
                    f.id === finish.id ? "border-ink" : "border-transparent hover:border-ink/40",
                  )}
                >
                  <span
                    className="block h-full w-full rounded-full border border-ink/15"
                    style={{ background: f.hex }}
                  />
                </Link>
              </li>
            ))}
          </ul>
        </fieldset>
        <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-4 border-t border-ink/15 pt-6 text-sm">
          <Fact term="Output at ΔT50">{rangeLabel(data.outputRange50)} W</Fact>
          <Fact term="Sizes">
            {data.sizeCount}, {rangeLabel(data.heightRange)} mm high
          </Fact>
          <Fact term="Material">{model.material}</Fact>
          <Fact term="Connection">{model.connection}</Fact>
          <Fact term={`Lead time in ${finish.name}`}>
            Standard sizes {data.leadTimes.standard}; made to measure {data.leadTimes.madeToMeasure}
          </Fact>
          <Fact term="Guarantee">{model.guaranteeYears} years on the body</Fact>
        </dl>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={selected.quoteHref} className={buttonClass({ variant: "primary", size: "lg" })}>
            Request a quote
          </Link>
          <a href={specSheetHref} download className={buttonClass({ variant: "outline", size: "lg" })}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Spec sheet (PDF)
          </a>
        </div>
        <p className="mt-3 text-sm text-ink-soft">
          The quote names size {selected.code} in {finish.name}; choose another size in the table below.
        </p>
      </div>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="mt-0.5 font-medium">{children}</dd>
    </div>
  );
}
