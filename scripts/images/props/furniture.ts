import { darken, lighten } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import { g, rect } from "../lib/svg";
import { floorShadow, onPlane } from "../products/parts";
import { box, cylinder, paintOf } from "./box";

/** Timber with a faint grain, for fronts of slabs and boards. */
export function timberFill(ctx: Ctx, color: string, vertical = false): string {
  return ctx.defs.linear(
    [
      [0, darken(color, 0.04)],
      [0.2, lighten(color, 0.05)],
      [0.35, darken(color, 0.03)],
      [0.6, lighten(color, 0.04)],
      [0.8, darken(color, 0.05)],
      [1, color],
    ],
    0,
    0,
    vertical ? 0 : 1,
    vertical ? 1 : 0,
  );
}

/** A solid oak bench: top slab and four square legs. */
export function bench(ctx: Ctx, x: number, w: number, zFront: number, depth = 380, h = 450, wood = "#b88d5e"): string {
  const z1 = zFront - depth;
  const leg = 48;
  const inset = 70;
  const p = paintOf(wood);
  let out = floorShadow(ctx, x + 20, x + w - 20, z1 + 20, zFront - 10, 0.3, 72);
  for (const lz of [z1 + 40, zFront - 40 - leg]) {
    for (const lx of [x + inset, x + w - inset - leg])
      out += box(
        ctx,
        { x1: lx, x2: lx + leg, y1: 0, y2: h - 45, z1: lz, z2: lz + leg },
        { ...p, front: darken(wood, 0.08) },
      );
  }
  out += box(
    ctx,
    { x1: x, x2: x + w, y1: h - 45, y2: h, z1, z2: zFront },
    { ...p, front: timberFill(ctx, wood), top: lighten(wood, 0.18) },
  );
  return g({}, out);
}

/** A round timber stool (or side table). */
export function stool(ctx: Ctx, cx: number, cz: number, r = 170, h = 450, wood = "#a37a4f"): string {
  let out = floorShadow(ctx, cx - r, cx + r, cz - r, cz + r, 0.28, 63);
  for (const [dx, dz] of [
    [-0.6, -0.3],
    [0.6, -0.3],
    [0, 0.65],
  ] as const) {
    out += cylinder(ctx, cx + dx * r, cz + dz * r, 16, 0, h - 40, darken(wood, 0.1));
  }
  out += cylinder(ctx, cx, cz, r, h - 40, h, wood, lighten(wood, 0.18));
  return out;
}

/** A slim console table with a lower shelf. */
export function consoleTable(
  ctx: Ctx,
  x: number,
  w: number,
  h = 800,
  depth = 320,
  color = "#2b2622",
  zWall = 20,
): string {
  const z1 = zWall;
  const z2 = zWall + depth;
  const leg = 26;
  const p = paintOf(color);
  let out = floorShadow(ctx, x, x + w, z1, z2, 0.22, 72);
  for (const lx of [x + 10, x + w - 10 - leg]) {
    out += box(ctx, { x1: lx, x2: lx + leg, y1: 0, y2: h - 30, z1: z1 + 10, z2: z1 + 10 + leg }, p);
  }
  out += box(ctx, { x1: x + 10, x2: x + w - 10, y1: 140, y2: 162, z1: z1 + 10, z2: z2 - 10 }, p);
  for (const lx of [x + 10, x + w - 10 - leg]) {
    out += box(ctx, { x1: lx, x2: lx + leg, y1: 0, y2: h - 30, z1: z2 - 10 - leg, z2: z2 - 10 }, p);
  }
  out += box(ctx, { x1: x, x2: x + w, y1: h - 30, y2: h, z1, z2 }, p);
  return out;
}

/** A low sideboard with door seams, on a recessed plinth. */
export function sideboard(
  ctx: Ctx,
  x: number,
  w: number,
  h = 720,
  depth = 420,
  color = "#8a6a4a",
  doors = 3,
  zWall = 10,
): string {
  const z1 = zWall;
  const z2 = zWall + depth;
  const p = paintOf(color);
  let out = floorShadow(ctx, x, x + w, z1, z2 + 30, 0.3, 72);
  out += box(ctx, { x1: x + 40, x2: x + w - 40, y1: 0, y2: 90, z1, z2: z2 - 50 }, { ...p, front: darken(color, 0.45) });
  out += box(ctx, { x1: x, x2: x + w, y1: 90, y2: h, z1, z2 }, { ...p, front: timberFill(ctx, color, true) });
  let seams = "";
  for (let i = 1; i < doors; i++)
    seams += rect((w * i) / doors - 1.5, 0, 3, h - 90, { fill: darken(color, 0.45), opacity: 0.7 });
  seams += rect(0, 0, w, 3, { fill: lighten(color, 0.25), opacity: 0.6 });
  out += onPlane(ctx, z2, x, h, seams);
  return out;
}

/** Kitchen run: plinth, doors, stone worktop with upstand. */
export function kitchenRun(
  ctx: Ctx,
  x: number,
  w: number,
  color: string,
  worktop: string,
  handle = "#b08a4a",
  doorW = 600,
): string {
  const depth = 600;
  const h = 910;
  const p = paintOf(color);
  let out = floorShadow(ctx, x, x + w, 0, depth + 40, 0.3, 90);
  out += box(ctx, { x1: x, x2: x + w, y1: 0, y2: 110, z1: 0, z2: depth - 70 }, { ...p, front: darken(color, 0.55) });
  out += box(
    ctx,
    { x1: x, x2: x + w, y1: 110, y2: h - 30, z1: 0, z2: depth - 20 },
    {
      ...p,
      front: ctx.defs.linear(
        [
          [0, lighten(color, 0.04)],
          [1, darken(color, 0.06)],
        ],
        0,
        0,
        0,
        1,
      ),
    },
  );
  let seams = "";
  for (let u = doorW; u < w - 10; u += doorW)
    seams += rect(u - 1.5, 0, 3, h - 140, { fill: darken(color, 0.35), opacity: 0.8 });
  seams += rect(0, 170, w, 3, { fill: darken(color, 0.35), opacity: 0.8 });
  for (let u = 0; u < w - 10; u += doorW) seams += rect(u + doorW / 2 - 80, 60, 160, 12, { rx: 6, fill: handle });
  out += onPlane(ctx, depth - 20, x, h - 30, seams);
  out += box(
    ctx,
    { x1: x - 10, x2: x + w + 10, y1: h - 30, y2: h, z1: 0, z2: depth + 10 },
    {
      front: darken(worktop, 0.08),
      top: lighten(worktop, 0.06),
      side: darken(worktop, 0.15),
      bottom: darken(worktop, 0.3),
    },
  );
  out += box(
    ctx,
    { x1: x - 10, x2: x + w + 10, y1: h, y2: h + 100, z1: 0, z2: 18 },
    { front: worktop, top: lighten(worktop, 0.1), side: darken(worktop, 0.1) },
  );
  return out;
}

/** An open oak shelf on the wall at height y, with optional objects drawn by the caller. */
export function shelf(ctx: Ctx, x: number, w: number, y: number, depth = 240, wood = "#b08556"): string {
  return (
    onPlane(
      ctx,
      0,
      x,
      y - 30,
      rect(20, 40, w - 20, 30, { fill: "#1b140c", opacity: 0.25, filter: ctx.defs.blur(12, 0.5) }),
    ) +
    box(
      ctx,
      { x1: x, x2: x + w, y1: y - 36, y2: y, z1: 0, z2: depth },
      { ...paintOf(wood), front: timberFill(ctx, wood) },
    )
  );
}

/** Soft vertical shading for upholstery. */
function upholstery(ctx: Ctx, color: string): string {
  return ctx.defs.linear(
    [
      [0, lighten(color, 0.1)],
      [0.35, color],
      [1, darken(color, 0.14)],
    ],
    0,
    0,
    0,
    1,
  );
}

/** Top surface of a cushion between two depths, seen from above (a flat polygon). */
function seatTop(ctx: Ctx, x1: number, x2: number, y: number, z1: number, z2: number, color: string): string {
  const c = ctx.cam;
  if (y >= c.spec.eyeY) return "";
  return `<polygon points="${[c.p(x1, y, z1), c.p(x2, y, z1), c.p(x2, y, z2), c.p(x1, y, z2)].map((p) => p.map((n) => n.toFixed(1)).join(",")).join(" ")}" fill="${lighten(color, 0.14)}"/>`;
}

/** A rounded lounge chair in bouclé or linen. */
export function armchair(ctx: Ctx, x: number, w: number, color: string, zFront = 1100): string {
  const depth = 800;
  const z1 = zFront - depth;
  const soft = upholstery(ctx, color);
  const armW = 170;
  let out = floorShadow(ctx, x, x + w, z1 + 60, zFront, 0.42, 108);
  out += onPlane(ctx, z1 + 140, x + 50, 800, rect(0, 0, w - 100, 640, { rx: 160, fill: soft }));
  out += seatTop(ctx, x + armW, x + w - armW, 430, z1 + 260, zFront - 60, color);
  out += onPlane(
    ctx,
    zFront - 50,
    x,
    440,
    rect(armW - 10, 0, w - 2 * armW + 20, 170, { rx: 50, fill: soft }) +
      rect(armW, 165, w - 2 * armW, 230, { fill: darken(color, 0.14) }),
  );
  for (const ax of [x, x + w - armW])
    out +=
      seatTop(ctx, ax + 15, ax + armW - 15, 610, z1 + 120, zFront - 20, color) +
      onPlane(ctx, zFront, ax, 620, rect(0, 0, armW, 580, { rx: 80, fill: soft }));
  for (const lx of [x + 50, x + w - 85])
    out += box(ctx, { x1: lx, x2: lx + 35, y1: 0, y2: 45, z1: zFront - 60, z2: zFront - 25 }, paintOf("#2a1f17"));
  return g({}, out);
}

/** A bed against the wall: upholstered headboard, pillows, duvet and a folded throw. */
export function bed(
  ctx: Ctx,
  x: number,
  w: number,
  linen: string,
  headboard: string,
  throwColor: string,
  length = 2100,
): string {
  const p = paintOf(linen);
  let out = floorShadow(ctx, x - 20, x + w + 20, 0, length + 40, 0.3, 126);
  out += onPlane(
    ctx,
    20,
    x - 40,
    1250,
    rect(0, 0, w + 80, 1250, {
      rx: 30,
      fill: ctx.defs.linear(
        [
          [0, lighten(headboard, 0.08)],
          [1, darken(headboard, 0.08)],
        ],
        0,
        0,
        0,
        1,
      ),
    }) + rect(10, 10, w + 60, 8, { rx: 4, fill: lighten(headboard, 0.2), opacity: 0.6 }),
  );
  out += box(ctx, { x1: x, x2: x + w, y1: 60, y2: 300, z1: 40, z2: length }, paintOf(darken(headboard, 0.05)));
  // Pillows.
  const pw = (w - 60) / 2;
  for (const px of [x + 20, x + 40 + pw]) {
    out += onPlane(
      ctx,
      200,
      px,
      740,
      rect(0, 0, pw, 300, {
        rx: 80,
        fill: ctx.defs.linear(
          [
            [0, lighten(linen, 0.12)],
            [1, darken(linen, 0.06)],
          ],
          0,
          0,
          0,
          1,
        ),
      }),
    );
  }
  // Duvet: a soft slab with the top in perspective.
  out += box(
    ctx,
    { x1: x - 30, x2: x + w + 30, y1: 260, y2: 560, z1: 420, z2: length + 30 },
    {
      ...p,
      front: ctx.defs.linear(
        [
          [0, lighten(linen, 0.05)],
          [1, darken(linen, 0.1)],
        ],
        0,
        0,
        0,
        1,
      ),
      top: lighten(linen, 0.1),
      side: darken(linen, 0.1),
    },
  );
  // Throw across the foot.
  out += box(
    ctx,
    { x1: x - 36, x2: x + w + 36, y1: 330, y2: 572, z1: length - 500, z2: length + 36 },
    { front: darken(throwColor, 0.05), top: throwColor, side: darken(throwColor, 0.15) },
  );
  return g({}, out);
}

/** A bedside table with a drawer. */
export function bedside(ctx: Ctx, x: number, w = 450, h = 520, color = "#7b5a3e"): string {
  const p = paintOf(color);
  return (
    floorShadow(ctx, x, x + w, 20, 420, 0.25, 72) +
    box(ctx, { x1: x, x2: x + w, y1: 60, y2: h, z1: 20, z2: 420 }, { ...p, front: timberFill(ctx, color) }) +
    onPlane(
      ctx,
      420,
      x,
      h,
      rect(0, 150, w, 3, { fill: darken(color, 0.4) }) +
        rect(w / 2 - 30, 70, 60, 8, { rx: 4, fill: darken(color, 0.35) }),
    ) +
    box(ctx, { x1: x + 30, x2: x + 60, y1: 0, y2: 60, z1: 380, z2: 410 }, p) +
    box(ctx, { x1: x + w - 60, x2: x + w - 30, y1: 0, y2: 60, z1: 380, z2: 410 }, p)
  );
}
