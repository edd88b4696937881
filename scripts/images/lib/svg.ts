/** Tiny SVG string builders. Numbers are rounded so output is compact and stable. */

export function f(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

export type Attrs = Record<string, string | number | undefined | null | false>;

export function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === "number" ? f(v) : v}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

export const g = (a: Attrs, children: string) => el("g", a, children);
export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}) =>
  el("rect", { x, y, width: Math.max(0, w), height: Math.max(0, h), ...a });
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => el("circle", { cx, cy, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, ...a });
export const path = (d: string, a: Attrs = {}) => el("path", { d, ...a });
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}) =>
  el("line", { x1, y1, x2, y2, ...a });

export type Pt = readonly [number, number];
export const poly = (pts: readonly Pt[], a: Attrs = {}) =>
  el("polygon", { points: pts.map(([x, y]) => `${f(x)},${f(y)}`).join(" "), ...a });

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, op]) =>
      el("stop", { offset: f(o), "stop-color": c, "stop-opacity": op === undefined || op === 1 ? undefined : f(op) }),
    )
    .join("");
}

/** Per-scene registry of gradients and filters, with stable ids and de-duplication. */
export class Defs {
  private items: string[] = [];
  private cache = new Map<string, string>();
  private n = 0;

  private put(key: string, build: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = `d${(this.n++).toString(36)}`;
    this.cache.set(key, id);
    this.items.push(build(id));
    return id;
  }

  /** Linear gradient; coordinates in objectBoundingBox units unless `user` is set. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0, user = false, transform?: string): string {
    const body = stopsXml(stops);
    const a = {
      x1: f(x1),
      y1: f(y1),
      x2: f(x2),
      y2: f(y2),
      gradientUnits: user ? "userSpaceOnUse" : undefined,
      gradientTransform: transform,
    };
    return `url(#${this.put(`L${JSON.stringify(a)}${body}`, (id) => el("linearGradient", { id, ...a }, body))})`;
  }

  radial(
    stops: readonly Stop[],
    cx = 0.5,
    cy = 0.5,
    r = 0.5,
    user = false,
    transform?: string,
    fx?: number,
    fy?: number,
  ): string {
    const body = stopsXml(stops);
    const a = {
      cx: f(cx),
      cy: f(cy),
      r: f(r),
      fx: fx === undefined ? undefined : f(fx),
      fy: fy === undefined ? undefined : f(fy),
      gradientUnits: user ? "userSpaceOnUse" : undefined,
      gradientTransform: transform,
    };
    return `url(#${this.put(`R${JSON.stringify(a)}${body}`, (id) => el("radialGradient", { id, ...a }, body))})`;
  }

  /** Gaussian blur filter; `pad` is the filter region margin as a fraction of the bbox. */
  blur(std: number, pad = 0.6): string {
    const s = f(std);
    const p = Math.round(pad * 100);
    return `url(#${this.put(`B${s}/${p}`, (id) =>
      el(
        "filter",
        {
          id,
          x: `-${p}%`,
          y: `-${p}%`,
          width: `${100 + 2 * p}%`,
          height: `${100 + 2 * p}%`,
          "color-interpolation-filters": "sRGB",
        },
        el("feGaussianBlur", { stdDeviation: s }),
      ),
    )})`;
  }

  clip(content: string): string {
    return `url(#${this.put(`C${content}`, (id) => el("clipPath", { id }, content))})`;
  }

  toString(): string {
    return `<defs>${this.items.join("")}</defs>`;
  }
}
