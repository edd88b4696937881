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

/** The connections a model is made for, as choices: advice first, then the model's own in the list's order. */
export const connectionChoices = (allowed: readonly string[]) =>
  connectionOptions.filter((option) => option.value === "" || allowed.includes(option.value));

/** Why a connection was refused on a model's line, naming what the model is made for. */
export function connectionRefusal(modelName: string, allowed: readonly string[]) {
  const named = connectionChoices(allowed)
    .filter((option) => option.value !== "")
    .map((option) => option.label.toLowerCase());
  const advice = "‘Not sure, please advise’";
  return named.length === 1
    ? `${modelName} is made for one pipe connection: ${named[0]}. Please choose it, or ${advice}.`
    : `${modelName} is made for these pipe connections: ${named.join("; ")}. Please choose one, or ${advice}.`;
}

/** How a towel rail heats: on the central heating, on an electric element, or both (an element for the summer). */
export const heatingOptions = [
  { value: "central", label: "Central heating" },
  { value: "electric", label: "Electric" },
  { value: "dual-fuel", label: "Dual fuel" },
] as const;

/** The label of `value` among `options`, or undefined when it is none of them. */
export const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label;
