/** The catalogue's products as the scenes build them: dimensions, and the series and finish an alt text names. */
import type { Finish, Product } from "./scene";

/** Catalogue dimensions in metres (width x height) and the model's build parameters. */
export const MODELS: Record<string, Omit<Product, "finish" | "x">> = {
  "retto-horizontal": { type: "retto", width: 1.2, height: 0.5, seams: "horizontal" },
  "retto-vertical": { type: "retto", width: 0.45, height: 1.8, seams: "vertical" },
  "retto-double": { type: "retto", width: 1.0, height: 0.6, seams: "vertical", double: true },
  "flusso-vertical": { type: "flusso", width: 0.42, height: 1.8, tubes: "vertical" },
  "flusso-horizontal": { type: "flusso", width: 1.2, height: 0.55, tubes: "horizontal" },
  "flusso-slim": { type: "flusso", width: 0.28, height: 1.8, tubes: "vertical" },
  "augusto-2": { type: "augusto", width: 1.0, height: 0.6, columns: 2 },
  "augusto-3": { type: "augusto", width: 1.0, height: 0.6, columns: 3 },
  "augusto-4": { type: "augusto", width: 0.83, height: 0.6, columns: 4 },
  "augusto-rail": { type: "towel-rail", width: 0.6, height: 0.95, style: "augusto" },
  "volo-ladder": { type: "towel-rail", width: 0.5, height: 1.2, style: "ladder" },
  "volo-arc": { type: "towel-rail", width: 0.5, height: 1.2, style: "arc" },
  "volo-wall": { type: "towel-rail", width: 0.6, height: 1.0, style: "wall" },
  soffio: { type: "towel-rail", width: 0.5, height: 1.1, style: "soffio" },
  breva: { type: "towel-rail", width: 0.5, height: 1.2, style: "breva" },
};

/**
 * How a product is fitted in a home, in rooms and in the studio alike: the height of its bottom edge above the
 * floor in metres (a floor-standing rail on its feet, column radiators on feet, towel rails higher on the wall) and
 * its valves (wheel valves on the traditional columns).
 */
export function fitting(model: Omit<Product, "finish" | "x">): { bottom: number; valve: "wheel" | "thermostatic" } {
  const bottom =
    model.style === "augusto"
      ? 0
      : model.type === "towel-rail"
        ? 0.3
        : model.type === "augusto"
          ? 0.12
          : model.height > 1.2
            ? 0.2
            : 0.15;
  return { bottom, valve: model.type === "augusto" ? "wheel" : "thermostatic" };
}

const MODEL_NAMES: [RegExp, string][] = [
  [/Retto Horizontal/, "retto-horizontal"],
  [/Retto Vertical/, "retto-vertical"],
  [/Retto Double/, "retto-double"],
  [/Retto/, "retto-vertical"],
  [/Flusso Vertical/, "flusso-vertical"],
  [/Flusso Horizontal/, "flusso-horizontal"],
  [/Flusso Slim/, "flusso-slim"],
  [/Flusso/, "flusso-vertical"],
  [/Augusto Towel Rail/, "augusto-rail"],
  [/Augusto 2-column/i, "augusto-2"],
  [/Augusto 4-column/i, "augusto-4"],
  [/Augusto/, "augusto-3"],
  [/Volo Ladder/, "volo-ladder"],
  [/Volo Arc/, "volo-arc"],
  [/Volo Wall/, "volo-wall"],
  [/Soffio/, "soffio"],
  [/Breva/, "breva"],
];

const FINISHES: [RegExp, Finish][] = [
  [/brushed brass/, "brass"],
  [/antique brass/, "antique-brass"],
  [/raw lacquered steel/, "raw-steel"],
  [/matte black/, "black"],
  [/chrome/, "chrome"],
  [/anthracite/, "anthracite"],
  [/white/, "white"],
];

export function modelOf(alt: string): { key: string; index: number } {
  for (const [re, key] of MODEL_NAMES) {
    const m = re.exec(alt);
    if (m) return { key, index: m.index };
  }
  throw new Error(`No series named in: ${alt}`);
}

/** The first finish named after the series: "Augusto Towel Rail in chrome ... a white towel" is chrome. */
export function finishOf(alt: string, from: number): Finish {
  const tail = alt.slice(from);
  let best: [number, Finish] | undefined;
  for (const [re, f] of FINISHES) {
    const m = re.exec(tail);
    if (m && (!best || m.index < best[0])) best = [m.index, f];
  }
  if (!best) throw new Error(`No finish named in: ${alt}`);
  return best[1];
}
