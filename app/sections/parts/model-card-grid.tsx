import { rangeLabel } from "~/lib/catalogue/figures";
import type { ModelCard } from "~/lib/catalogue/model-page-data";
import { ArrowLink } from "~/ui/arrow-link";

/** Models as cards, from the published catalogue, each leading to its sizes and outputs. */
export function ModelCards({ models }: { models: readonly ModelCard[] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {models.map((model) => (
        <li key={model.id} className="flex flex-col border border-ink/10 bg-white p-6 text-ink">
          <h3 className="font-display text-2xl">{model.name}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">{model.summary}</p>
          <p className="mt-4 text-sm">
            {model.sizeCount} sizes, {rangeLabel(model.heightRange)} mm high,{" "}
            <strong>{rangeLabel(model.outputRange50)} W at ΔT50</strong>
          </p>
          <ul className="mt-4 flex gap-2" aria-label={`Finishes of ${model.name}`}>
            {model.finishes.map((f) => (
              <li
                key={f.name}
                title={f.name}
                aria-label={f.name}
                className="h-5 w-5 rounded-full border border-ink/15"
                style={{ background: f.hex }}
              />
            ))}
          </ul>
          <ArrowLink to={model.path} className="mt-6 self-start border-ink">
            {`Sizes and outputs of ${model.name}`}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}

/** The models of a collection page, under their heading (docs/product.md#catalogue). */
export function ModelList({ models }: { models: readonly ModelCard[] }) {
  if (models.length === 0) return null;
  return (
    <section aria-labelledby="models-heading" className="py-20 sm:py-24">
      <div className="container-page">
        <h2 id="models-heading" className="border-b border-ink/15 pb-5 font-display text-3xl sm:text-4xl">
          Models, Sizes and Outputs
        </h2>
        <ModelCards models={models} />
      </div>
    </section>
  );
}
