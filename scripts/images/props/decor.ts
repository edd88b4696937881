import { darken, lighten } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import { circle, ellipse, g, path, rect } from "../lib/svg";
import { floorShadow, onPlane, wallShadow } from "../products/parts";
import { cylinder } from "./box";

export type PlantKind = "olive" | "fiddle" | "branches" | "grass";

/** A potted plant standing on y (floor or a surface) at depth z. */
export interface PlantSpec {
  x: number;
  z: number;
  y?: number;
  height: number;
  kind: PlantKind;
  pot: string;
  potR?: number;
  potH?: number;
  greens?: readonly string[];
}

const GREENS = ["#5d6b4a", "#6f7d57", "#7f8b64", "#4e5a3e", "#8c9670"];

function leaf(x: number, y: number, len: number, wid: number, angle: number, fill: string, vein?: string): string {
  const d = `M0 0 Q${wid} ${-len * 0.45} 0 ${-len} Q${-wid} ${-len * 0.45} 0 0 Z`;
  const v = vein
    ? path(`M0 0 L0 ${-len * 0.92}`, { stroke: vein, "stroke-width": Math.max(0.6, wid * 0.08), opacity: 0.5 })
    : "";
  const shade = path(`M0 0 Q${wid} ${-len * 0.45} 0 ${-len} Z`, { fill: "#000", opacity: 0.14 });
  return g(
    { transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})` },
    path(d, { fill }) + shade + v,
  );
}

export function plant(ctx: Ctx, s: PlantSpec): string {
  const r = s.potR ?? 170;
  const ph = s.potH ?? 360;
  const y0 = s.y ?? 0;
  const greens = s.greens ?? GREENS;
  const rng = ctx.rng;
  let out = y0 === 0 ? floorShadow(ctx, s.x - r * 1.1, s.x + r * 1.1, s.z - r, s.z + r, 0.35, 54) : "";
  out += wallShadow(
    ctx,
    s.x - r,
    y0 + s.height,
    s.z,
    `<rect x="0" y="0" width="${2 * r}" height="${s.height}" rx="${r}"/>`,
    0.6,
  );
  out += cylinder(ctx, s.x, s.z, r, y0, y0 + ph, s.pot, darken(s.pot, 0.45), 0.82);
  // Foliage in local mm on the plane through the pot's centre; origin at the soil.
  const top = y0 + ph;
  let body = "";
  if (s.kind === "olive") {
    const trunkH = s.height - ph;
    body += path(
      `M0 0 C ${-10} ${-trunkH * 0.3} 20 ${-trunkH * 0.5} 5 ${-trunkH * 0.75} S -30 ${-trunkH * 0.9} -20 ${-trunkH}`,
      { fill: "none", stroke: "#5b4a3a", "stroke-width": 14, "stroke-linecap": "round" },
    );
    body += path(`M5 ${-trunkH * 0.7} Q 80 ${-trunkH * 0.8} 120 ${-trunkH * 0.95}`, {
      fill: "none",
      stroke: "#5b4a3a",
      "stroke-width": 7,
    });
    for (let i = 0; i < 260; i++) {
      const a = rng.next() * Math.PI * 2;
      const rad = Math.sqrt(rng.next()) * trunkH * 0.42;
      const cx = Math.cos(a) * rad * 1.05;
      const cy = -trunkH * 0.78 + Math.sin(a) * rad * 0.72;
      const col = rng.pick(["#7d8a6a", "#93a080", "#6a775a", "#a5ae93", "#5f6b51"]);
      body += leaf(cx, cy, rng.range(40, 70), rng.range(7, 11), rng.range(-180, 180), col);
    }
  } else if (s.kind === "fiddle") {
    const stems = 3;
    for (let k = 0; k < stems; k++) {
      const sx = (k - 1) * 40;
      const hh = (s.height - ph) * (0.75 + k * 0.12);
      body += path(`M${sx} 0 Q ${sx + (k - 1) * 60} ${-hh * 0.5} ${sx + (k - 1) * 90} ${-hh}`, {
        fill: "none",
        stroke: "#4a5a38",
        "stroke-width": 8,
      });
      for (let i = 0; i < 9; i++) {
        const t = 0.25 + (i / 9) * 0.78;
        const lx = sx + (k - 1) * 90 * t * t;
        const ly = -hh * t;
        const side = i % 2 ? 1 : -1;
        body += leaf(
          lx,
          ly,
          rng.range(180, 260),
          rng.range(70, 95),
          side * rng.range(35, 70),
          rng.pick(greens),
          darken(rng.pick(greens), 0.4),
        );
      }
    }
  } else if (s.kind === "grass") {
    for (let i = 0; i < 70; i++) {
      const a = rng.range(-38, 38);
      const len = (s.height - ph) * rng.range(0.55, 1);
      const bend = rng.range(-120, 120);
      const ex = Math.sin((a * Math.PI) / 180) * len;
      body += path(
        `M${rng.range(-40, 40).toFixed(1)} 0 Q ${(ex * 0.4 + bend).toFixed(1)} ${(-len * 0.6).toFixed(1)} ${ex.toFixed(1)} ${(-len).toFixed(1)}`,
        {
          fill: "none",
          stroke: rng.pick(["#8a8f5e", "#9c9a68", "#6f774c", "#b3ad7c"]),
          "stroke-width": rng.range(3, 7),
          "stroke-linecap": "round",
        },
      );
    }
  } else {
    // Dried or leafy branches in a tall vase.
    for (let i = 0; i < 6; i++) {
      const a = rng.range(-28, 28);
      const len = (s.height - ph) * rng.range(0.6, 1);
      const ex = Math.sin((a * Math.PI) / 180) * len;
      const mx = ex * 0.5 + rng.range(-40, 40);
      body += path(`M0 0 Q ${mx.toFixed(1)} ${(-len * 0.55).toFixed(1)} ${ex.toFixed(1)} ${(-len).toFixed(1)}`, {
        fill: "none",
        stroke: "#5a4a3a",
        "stroke-width": 4,
      });
      for (let j = 0; j < 14; j++) {
        const t = 0.3 + (j / 14) * 0.7;
        const lx = mx * 2 * t * (1 - t) + ex * t * t;
        const ly = -len * (0.55 * 2 * t * (1 - t) + t * t);
        body += leaf(
          lx,
          ly,
          rng.range(45, 80),
          rng.range(14, 24),
          (j % 2 ? 1 : -1) * rng.range(40, 80) + a,
          rng.pick(greens),
        );
      }
    }
  }
  out += onPlane(ctx, s.z, s.x, top, body);
  // Rim drawn after the stems so they sit inside the pot.
  const [rx, ry] = ctx.cam.p(s.x, top, s.z);
  const u = ctx.cam.unit(s.z);
  out += ellipse(rx, ry, r * u, Math.max(1, r * u * 0.12), {
    fill: "none",
    stroke: lighten(s.pot, 0.15),
    "stroke-width": 6 * u,
  });
  return g({}, out);
}

/** A ceramic vase: tall bottle, round jar or open bowl, at world (x, y, z). */
export function vase(
  ctx: Ctx,
  x: number,
  y: number,
  z: number,
  h: number,
  w: number,
  color: string,
  kind: "bottle" | "jar" | "bowl" = "jar",
): string {
  const fill = ctx.defs.linear(
    ctx.dir > 0
      ? [
          [0, darken(color, 0.05)],
          [0.3, lighten(color, 0.18)],
          [0.6, color],
          [1, darken(color, 0.35)],
        ]
      : [
          [0, darken(color, 0.35)],
          [0.4, color],
          [0.7, lighten(color, 0.18)],
          [1, darken(color, 0.05)],
        ],
  );
  const hw = w / 2;
  let d: string;
  if (kind === "bottle")
    d = `M${-hw * 0.22} ${-h} L${hw * 0.22} ${-h} L${hw * 0.2} ${-h * 0.72} Q${hw} ${-h * 0.6} ${hw} ${-h * 0.3} Q${hw} 0 ${hw * 0.6} 0 L${-hw * 0.6} 0 Q${-hw} 0 ${-hw} ${-h * 0.3} Q${-hw} ${-h * 0.6} ${-hw * 0.2} ${-h * 0.72} Z`;
  else if (kind === "jar")
    d = `M${-hw * 0.45} ${-h} L${hw * 0.45} ${-h} Q${hw * 1.05} ${-h * 0.8} ${hw} ${-h * 0.45} Q${hw * 0.95} 0 ${hw * 0.45} 0 L${-hw * 0.45} 0 Q${-hw * 0.95} 0 ${-hw} ${-h * 0.45} Q${-hw * 1.05} ${-h * 0.8} ${-hw * 0.45} ${-h} Z`;
  else
    d = `M${-hw} ${-h} L${hw} ${-h} Q${hw * 0.95} ${-h * 0.1} ${hw * 0.35} 0 L${-hw * 0.35} 0 Q${-hw * 0.95} ${-h * 0.1} ${-hw} ${-h} Z`;
  const shadow = ellipse(hw * 0.4 * ctx.dir, -2, hw * 1.1, 10, {
    fill: "#000",
    opacity: 0.25,
    filter: ctx.defs.blur(6, 0.6),
  });
  const inner =
    kind === "bowl"
      ? ellipse(0, -h, hw, Math.max(6, hw * 0.18), { fill: darken(color, 0.3) })
      : ellipse(0, -h, kind === "bottle" ? hw * 0.22 : hw * 0.45, 5, { fill: darken(color, 0.45) });
  return onPlane(ctx, z, x, y, shadow + path(d, { fill }) + inner);
}

/** A stack of books lying flat, or standing, on a surface at height y. */
export function books(ctx: Ctx, x: number, y: number, z: number, colors: readonly string[], standing = false): string {
  let body = "";
  let v = 0;
  let u = 0;
  for (const [i, c] of colors.entries()) {
    if (standing) {
      const bw = 28 + ((i * 7) % 14);
      const bh = 220 + ((i * 37) % 60);
      body +=
        rect(u, -bh, bw, bh, { fill: c }) +
        rect(u, -bh, bw, bh, {
          fill: ctx.defs.linear([
            [0, "#fff", 0.12],
            [0.4, "#fff", 0],
            [1, "#000", 0.2],
          ]),
        }) +
        rect(u + 3, -bh * 0.8, bw - 6, 3, { fill: lighten(c, 0.35), opacity: 0.5 });
      u += bw + 1;
    } else {
      const bw = 230 - ((i * 23) % 50);
      const bh = 28 + ((i * 11) % 16);
      const off = ((i * 31) % 30) - 15;
      body += rect(off, v - bh, bw, bh, { fill: c, rx: 2 }) + rect(off, v - bh, bw, 3, { fill: lighten(c, 0.25) });
      v -= bh;
    }
  }
  return onPlane(ctx, z, x, y, body);
}

/** A framed abstract artwork on the wall: (x, y) = bottom-left (world mm). */
export function art(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  palette: readonly string[],
  frame = "#2b241d",
  style: "arch" | "circle" | "blocks" | "lines" = "arch",
  mat = "#f1ece3",
): string {
  const z = 25;
  const f = 22;
  const m = Math.min(w, h) * 0.12;
  const iw = w - 2 * f - 2 * m;
  const ih = h - 2 * f - 2 * m;
  const ox = f + m;
  const oy = f + m;
  let comp = rect(ox, oy, iw, ih, { fill: palette[0] });
  if (style === "arch") {
    const aw = iw * 0.55;
    comp += path(
      `M${ox + iw * 0.22} ${oy + ih} L${ox + iw * 0.22} ${oy + ih * 0.45} A${aw / 2} ${aw / 2} 0 0 1 ${ox + iw * 0.22 + aw} ${oy + ih * 0.45} L${ox + iw * 0.22 + aw} ${oy + ih} Z`,
      { fill: palette[1] },
    );
    comp += circle(ox + iw * 0.72, oy + ih * 0.25, iw * 0.1, { fill: palette[2] });
  } else if (style === "circle") {
    comp += circle(ox + iw * 0.5, oy + ih * 0.45, iw * 0.3, { fill: palette[1] });
    comp += rect(ox, oy + ih * 0.72, iw, ih * 0.28, { fill: palette[2] });
  } else if (style === "blocks") {
    comp += rect(ox + iw * 0.1, oy + ih * 0.1, iw * 0.45, ih * 0.6, { fill: palette[1] });
    comp += rect(ox + iw * 0.42, oy + ih * 0.42, iw * 0.48, ih * 0.48, { fill: palette[2], opacity: 0.9 });
  } else {
    for (let i = 0; i < 7; i++) {
      comp += path(
        `M${ox + iw * 0.1} ${oy + ih * (0.2 + i * 0.1)} Q${ox + iw * 0.5} ${oy + ih * (0.1 + i * 0.1)} ${ox + iw * 0.9} ${oy + ih * (0.25 + i * 0.09)}`,
        { fill: "none", stroke: palette[1], "stroke-width": 3 },
      );
    }
  }
  const body =
    rect(0, 0, w, h, { fill: frame }) +
    rect(f, f, w - 2 * f, h - 2 * f, { fill: mat }) +
    rect(f, f, w - 2 * f, 6, { fill: "#000", opacity: 0.12 }) +
    comp +
    rect(f, f, w - 2 * f, h - 2 * f, {
      fill: ctx.defs.linear(
        [
          [0, "#fff", 0.14],
          [0.5, "#fff", 0],
          [1, "#fff", 0.04],
        ],
        0,
        0,
        1,
        1,
      ),
    }) +
    rect(0, 0, w, 3, { fill: lighten(frame, 0.3), opacity: 0.6 });
  return wallShadow(ctx, x, y + h, z, rect(0, 0, w, h), 0.7) + onPlane(ctx, z, x, y + h, body);
}

/** A mirror on the wall reflecting the room opposite; round or arched; framed in a metal finish. */
export function mirror(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  frameColor: string,
  reflect: string,
  shape: "round" | "arch" | "rect" = "round",
): string {
  const z = 30;
  const d =
    shape === "round"
      ? `M0 ${h / 2} A${w / 2} ${h / 2} 0 1 1 ${w} ${h / 2} A${w / 2} ${h / 2} 0 1 1 0 ${h / 2} Z`
      : shape === "arch"
        ? `M0 ${h} L0 ${w / 2} A${w / 2} ${w / 2} 0 0 1 ${w} ${w / 2} L${w} ${h} Z`
        : `M0 0 L${w} 0 L${w} ${h} L0 ${h} Z`;
  const glass = ctx.defs.linear(
    [
      [0, lighten(reflect, 0.25)],
      [0.45, reflect],
      [0.55, darken(reflect, 0.08)],
      [1, darken(reflect, 0.2)],
    ],
    0,
    0,
    0.3,
    1,
  );
  const glint = ctx.defs.linear(
    [
      [0, "#fff", 0],
      [0.38, "#fff", 0],
      [0.45, "#fff", 0.28],
      [0.52, "#fff", 0],
      [0.6, "#fff", 0.12],
      [0.64, "#fff", 0],
      [1, "#fff", 0],
    ],
    0,
    0,
    1,
    0.6,
  );
  const body =
    path(d, { fill: glass }) +
    path(d, { fill: glint }) +
    path(d, { fill: "none", stroke: frameColor, "stroke-width": 16 }) +
    path(d, {
      fill: "none",
      stroke: lighten(frameColor, 0.4),
      "stroke-width": 3,
      opacity: 0.6,
      transform: `translate(${-2 * ctx.dir} -2)`,
    });
  return wallShadow(ctx, x, y + h, z, path(d), 0.8) + onPlane(ctx, z, x, y + h, body);
}

/** A table lamp with a glowing linen shade standing on a surface at height y. */
export function tableLamp(ctx: Ctx, x: number, y: number, z: number, base: string, shade = "#efe6d6", h = 560): string {
  const c = ctx.cam;
  const [gx, gy] = c.p(x, y + h * 0.8, 0);
  const glowR = 700 * c.k;
  const glowFill = ctx.defs.radial([
    [0, "#ffdca8", 0.42],
    [0.5, "#ffdca8", 0.12],
    [1, "#ffdca8", 0],
  ]);
  const glowEl = ellipse(gx, gy, glowR, glowR * 0.85, { fill: glowFill });
  const shadeFill = ctx.defs.linear([
    [0, lighten(shade, 0.1)],
    [0.5, "#fff7e8"],
    [1, darken(shade, 0.08)],
  ]);
  const body =
    ellipse(0, -6, 90, 12, { fill: "#000", opacity: 0.18, filter: ctx.defs.blur(6, 0.6) }) +
    path(`M-70 0 Q-95 -110 -40 ${-h * 0.45} L40 ${-h * 0.45} Q95 -110 70 0 Z`, {
      fill: ctx.defs.linear([
        [0, lighten(base, 0.2)],
        [0.4, base],
        [1, darken(base, 0.3)],
      ]),
    }) +
    rect(-6, -h * 0.62, 12, h * 0.2, { fill: "#8d7a5a" }) +
    path(`M-110 ${-h * 0.6} L110 ${-h * 0.6} L85 ${-h} L-85 ${-h} Z`, { fill: shadeFill }) +
    rect(-110, -h * 0.6 - 4, 220, 4, { fill: "#fff3dc", opacity: 0.9 });
  return glowEl + onPlane(ctx, z, x, y, body);
}

/** Floor lamp: slim stem, round base, drum shade. */
export function floorLamp(ctx: Ctx, x: number, z: number, metal = "#2a2724", shade = "#ece3d2", h = 1600): string {
  const c = ctx.cam;
  const [gx, gy] = c.p(x, h - 100, 0);
  const glowFill = ctx.defs.radial([
    [0, "#ffdca8", 0.35],
    [0.5, "#ffdca8", 0.1],
    [1, "#ffdca8", 0],
  ]);
  const body =
    rect(-140, -14, 280, 14, { rx: 7, fill: metal }) +
    rect(-7, -h + 200, 14, h - 210, { fill: metal }) +
    path(`M-180 ${-h + 220} L180 ${-h + 220} L150 ${-h} L-150 ${-h} Z`, {
      fill: ctx.defs.linear([
        [0, lighten(shade, 0.08)],
        [0.5, "#fff7e8"],
        [1, darken(shade, 0.1)],
      ]),
    });
  return (
    ellipse(gx, gy, 800 * c.k, 650 * c.k, { fill: glowFill }) +
    floorShadow(ctx, x - 150, x + 150, z - 150, z + 150, 0.25, 54) +
    onPlane(ctx, z, x, 0, body)
  );
}

/** Pendant light hanging from above the frame. */
export function pendant(ctx: Ctx, x: number, y: number, z: number, color: string, r = 180): string {
  const fill = ctx.defs.linear(
    ctx.dir > 0
      ? [
          [0, lighten(color, 0.2)],
          [0.5, color],
          [1, darken(color, 0.3)],
        ]
      : [
          [0, darken(color, 0.3)],
          [0.5, color],
          [1, lighten(color, 0.2)],
        ],
  );
  const body =
    rect(-2, -4000, 4, 4000 - r * 0.6, { fill: "#222" }) +
    path(`M${-r} 0 A${r} ${r * 0.9} 0 0 1 ${r} 0 Z`, { fill }) +
    ellipse(0, 0, r, r * 0.12, { fill: "#fff4dc" });
  return onPlane(ctx, z, x, y, body);
}
