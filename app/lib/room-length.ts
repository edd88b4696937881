/**
 * Room measurements as people type them: metres ("4.2", "4.2 m", "420 cm", "4200 mm") or feet and inches
 * ("13 ft 9 in", "13' 9\"", "13ft", "9 in"). The result is in metres, or a message that says what to type.
 */
export type LengthResult = { ok: true; metres: number } | { ok: false; message: string };

const FOOT = 0.3048;
const INCH = 0.0254;
const number = String.raw`(\d+(?:[.,]\d+)?)`;
const metric = new RegExp(String.raw`^${number}\s*(m|metres?|meters?|cm|mm)?$`, "i");
const imperial = new RegExp(
  String.raw`^(?:${number}\s*(?:ft|feet|foot|')\s*)?(?:${number}\s*(?:in|inch|inches|"|''))?$`,
  "i",
);

const metricUnits: Record<string, number> = { m: 1, cm: 0.01, mm: 0.001 };

function toNumber(text: string): number {
  return Number(text.replace(",", "."));
}

/** Reads one measurement; `label` names the field in the message ('Length', 'Ceiling height'). */
export function parseLength(input: string, label: string): LengthResult {
  const text = input.trim();
  if (text === "") return { ok: false, message: `${label} is required.` };
  const asMetric = metric.exec(text);
  if (asMetric) {
    const unit = (asMetric[2] ?? "m").toLowerCase();
    const factor = metricUnits[unit] ?? 1;
    return { ok: true, metres: toNumber(asMetric[1]!) * factor };
  }
  const asImperial = imperial.exec(text);
  if (asImperial && (asImperial[1] || asImperial[2])) {
    const feet = asImperial[1] ? toNumber(asImperial[1]) : 0;
    const inches = asImperial[2] ? toNumber(asImperial[2]) : 0;
    return { ok: true, metres: feet * FOOT + inches * INCH };
  }
  return {
    ok: false,
    message: `${label} must be a measurement, such as 4.2 (metres), 420 cm or 13 ft 9 in.`,
  };
}

/** A measurement within the bounds a room can have, or the message that says why not. */
export function roomLength(input: string, label: string, bounds: { min: number; max: number }): LengthResult {
  const parsed = parseLength(input, label);
  if (!parsed.ok) return parsed;
  if (parsed.metres < bounds.min || parsed.metres > bounds.max) {
    return {
      ok: false,
      message: `${label} must be between ${formatMetres(bounds.min)} and ${formatMetres(bounds.max)}.`,
    };
  }
  return { ok: true, metres: Math.round(parsed.metres * 1000) / 1000 };
}

/** '4.2 m', '0.5 m'. */
function formatMetres(metres: number): string {
  return `${Number(metres.toFixed(2))} m`;
}
