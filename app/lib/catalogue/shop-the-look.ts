import { modelPath } from "./catalogue-queries";
import type { Catalogue } from "./catalogue-schema";

/** The product a room picture shows, where its page is: "Shop the look" in the gallery's lightbox. */
export interface ShopTheLook {
  /** e.g. "Retto Vertical in Matte black", or "The Retto series" for a close-up. */
  label: string;
  /** The model page in that finish, or the series' collection page. */
  href: string;
}

const lastWord = (name: string) => name.toLowerCase().split(" ").at(-1)!;
const at = (text: string, word: string) => text.search(new RegExp(`\\b${word}\\b`));

/**
 * The model and finish a picture's alt text names ("Retto Vertical flat-panel radiator in matte black …"): the
 * longest model name it contains, then the first colour named after it, by a finish's last word ("brass" for
 * Brushed or Antique brass), if the model is made in it. A text that names only a series (a close-up) links to
 * the series' collection page; one that names neither, nothing.
 */
export function shopTheLook(alt: string, catalogue: Catalogue): ShopTheLook | undefined {
  const text = alt.toLowerCase();
  const byLength = <T extends { name: string }>(items: readonly T[]) =>
    [...items].sort((a, b) => b.name.length - a.name.length);
  const model = byLength(catalogue.models).find((candidate) => text.includes(candidate.name.toLowerCase()));
  if (!model) {
    const series = byLength(catalogue.series).find((candidate) => at(text, candidate.name.toLowerCase()) >= 0);
    return series && { label: `The ${series.name} series`, href: `/collection/${series.collectionPage}` };
  }
  const after = text.slice(text.indexOf(model.name.toLowerCase()) + model.name.length);
  const colours = [...new Set(catalogue.models.flatMap((m) => m.finishes.map((finish) => lastWord(finish.name))))];
  const first = colours
    .map((colour) => ({ colour, at: at(after, colour) }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => a.at - b.at)[0]?.colour;
  const finish = model.finishes.find((candidate) => lastWord(candidate.name) === first);
  return finish
    ? { label: `${model.name} in ${finish.name}`, href: `${modelPath(catalogue, model)}?finish=${finish.id}` }
    : { label: model.name, href: modelPath(catalogue, model) };
}
