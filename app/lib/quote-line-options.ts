/**
 * What a quote line asks beside the radiator (decision 135): where the pipes connect and, for towel rails, how they
 * heat. Valves and brackets are the catalogue's fittings (decision 074). Each option: the value a form sends, the
 * label the buyer and the showroom read.
 */

/** Where the pipes meet the radiator, as UK installers describe it; "" when the buyer wants advice. */
export const connectionOptions = [
  { value: "", label: "Not sure, please advise" },
  { value: "bottom-opposite", label: "Bottom, opposite ends" },
  { value: "bottom-same", label: "Bottom, same end" },
  { value: "bottom-centre", label: "Bottom, centre" },
  { value: "side", label: "Side, top and bottom" },
] as const;

/** The positions a radiator's pipes can take: what a model allows, what the finder filters by. */
export const connectionPositions = ["bottom-opposite", "bottom-same", "bottom-centre", "side"] as const;
export type ConnectionPosition = (typeof connectionPositions)[number];

/**
 * A line's choices for its model: the "none" choice (value "") and those the model allows, in the list's order; a
 * chosen value the model does not allow stays, marked, beside the line's refusal, so nothing changes unseen.
 */
export function modelChoices<Choice extends { value: string; label: string }>(
  options: readonly Choice[],
  allowed: readonly string[],
  chosen = "",
): Choice[] {
  const offered = options.filter((option) => option.value === "" || allowed.includes(option.value));
  const refused = options.find((option) => option.value === chosen && !offered.includes(option));
  return refused ? [...offered, { ...refused, label: `${refused.label} (not made for this model)` }] : offered;
}

/** The connections a model is made for, as choices: advice first, then the model's own in the list's order. */
export const connectionChoices = (allowed: readonly string[], chosen?: string) =>
  modelChoices(connectionOptions, allowed, chosen);

/**
 * Why a choice was refused on a model's line, naming what the model is made for: `named` in lower case, `one` and
 * `several` what they are ("one pipe connection", "these pipe connections"), `none` the choice that always goes.
 */
export function madeForRefusal(
  modelName: string,
  named: readonly string[],
  { one, several, none }: { one: string; several: string; none: string },
) {
  const fallback = `‘${none}’`;
  if (named.length === 0) return `${modelName} is made for none of them. Please choose ${fallback}.`;
  return named.length === 1
    ? `${modelName} is made for ${one}: ${named[0]}. Please choose it, or ${fallback}.`
    : `${modelName} is made for ${several}: ${named.join("; ")}. Please choose one, or ${fallback}.`;
}

/** Why a connection was refused on a model's line, naming what the model is made for. */
export const connectionRefusal = (modelName: string, allowed: readonly string[]) =>
  madeForRefusal(
    modelName,
    connectionChoices(allowed)
      .filter((option) => option.value !== "")
      .map((option) => option.label.toLowerCase()),
    { one: "one pipe connection", several: "these pipe connections", none: "Not sure, please advise" },
  );

/** Why brackets were refused on a model's line, naming those it takes (their labels, as the buyer read them). */
export const bracketsRefusal = (modelName: string, taken: readonly string[]) =>
  madeForRefusal(
    modelName,
    taken.map((label) => label.toLowerCase()),
    { one: "one set of brackets", several: "these brackets and feet", none: "No brackets" },
  );

/** How a towel rail heats: on the central heating, on an electric element, or both (an element for the summer). */
export const heatingOptions = [
  { value: "central", label: "Central heating" },
  { value: "electric", label: "Electric" },
  { value: "dual-fuel", label: "Dual fuel" },
] as const;

/**
 * Whether a line's heating runs on the water of the central heating: an electric towel rail has no pipes, so it takes
 * no valves and no pipe connection (a radiator's heating, "", does).
 */
export const takesPipes = (heating: string) => heating !== "electric";

/** The label of `value` among `options`, or undefined when it is none of them. */
export const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label;
