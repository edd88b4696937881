import { darken, lighten } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import { augusto, augustoWidth } from "../products/augusto";
import { art, books, mirror, plant, tableLamp, vase } from "../props/decor";
import { armchair, bed, bedside, bench, kitchenRun, shelf, sideboard, stool } from "../props/furniture";
import { box, paintOf } from "../props/box";
import { opening, windowFront } from "../rooms/architecture";
import { oakBoards, rug, stoneTiles } from "../rooms/floors";
import { floorLight, wallLight } from "../rooms/light";
import { BOOKS, CERAMIC, FLOOR, TEXTILE, WALL } from "../rooms/palettes";
import { plaster, rail, sideWall, wainscot } from "../rooms/walls";
import type { Scene } from "./compose";
import { base, cam, env, grade, scene } from "./kit";

/** Panelled lower wall with a dado rail at `h`. */
const panelled =
  (color: string, h = 950, panelW = 620) =>
  (c: Ctx) =>
    wainscot(c, color, { y2: h }, panelW) + rail(c, lighten(color, 0.04), h - 10, 50);

/** Built-in bookcase filled with books, x..x+w on the wall. */
function bookcase(c: Ctx, x: number, w: number, h: number, color: string): string {
  let out = box(
    c,
    { x1: x, x2: x + w, y1: 0, y2: h, z1: 0, z2: 340 },
    { ...paintOf(color), front: darken(color, 0.35) },
  );
  const shelves = [120, 520, 900, 1280, 1660, 2040].filter((y) => y < h - 200);
  for (const y of shelves) {
    out += box(c, { x1: x + 30, x2: x + w - 30, y1: y - 30, y2: y, z1: 0, z2: 330 }, paintOf(color));
    let bx = x + 50;
    const set: string[] = [];
    while (bx < x + w - 160) {
      set.push(c.rng.pick(BOOKS));
      bx += 35;
    }
    out += books(c, x + 50, y, 260, set.slice(0, Math.floor((w - 120) / 40)), true);
  }
  out +=
    box(c, { x1: x, x2: x + 40, y1: 0, y2: h, z1: 0, z2: 350 }, paintOf(color)) +
    box(c, { x1: x + w - 40, x2: x + w, y1: 0, y2: h, z1: 0, z2: 350 }, paintOf(color));
  return out;
}

export const classicScenes: Record<string, Scene> = {
  "gallery-augusto-3-anthracite-living": scene(
    cam(-2200, 4400, 2500, 1200, 4600),
    env(WALL.sage, FLOOR.oak),
    (c) => plaster(c, WALL.sage),
    panelled(WALL.sageDeep, 700),
    (c) =>
      windowFront(c, {
        x: -700,
        y: 780,
        w: 1400,
        h: 2000,
        frame: "#efeae0",
        wall: WALL.sage,
        style: "sash",
        outside: ["#f2efe6", "#b9c2a4"],
        sill: "#efeae0",
      }),
    (c) => wallLight(c, { x: -2150, y: 1000, w: 900, h: 1200, slope: 0.3, cols: 2, rows: 3, soft: 14, strength: 0.16 }),
    base(lighten(WALL.sageDeep, 0.1), 180),
    (c) => oakBoards(c, FLOOR.oak, 150),
    (c) => floorLight(c, -600, 1200, 80, 1500, 2, 0.14, 0.1),
    (c) =>
      augusto(c, {
        x: -augustoWidth(22) / 2,
        bottom: 110,
        h: 560,
        sections: 22,
        cols: 3,
        finish: "anthracite",
        valveFinish: "antique-brass",
      }),
    (c) => armchair(c, 1200, 900, TEXTILE.oat, 1300),
    (c) => plant(c, { x: -1700, z: 400, height: 1500, kind: "fiddle", pot: "#b3694b", potR: 170, potH: 360 }),
    grade({ wash: 0.18 }),
  ),

  "gallery-augusto-2-white-hallway": scene(
    cam(-1300, 2600, 2500, 1350, 4200),
    env(WALL.pink, FLOOR.limestone, "right"),
    (c) => plaster(c, WALL.pink),
    panelled(lighten(WALL.pink, 0.06), 950, 520),
    (c) => opening(c, -1250, 800, 2150, WALL.pink, "#7b6357", false),
    (c) => wallLight(c, { x: 100, y: 1100, w: 900, h: 1200, slope: 0.45, cols: 2, rows: 3, soft: 14, strength: 0.26 }),
    (c) => art(c, 0, 1350, 650, 800, ["#efe7da", "#6b7560", "#b36e52"], "#b8924f", "arch"),
    base(lighten(WALL.pink, 0.08), 170),
    (c) => stoneTiles(c, "#ebe4d8", 300, "#b9b0a3", 0.03, "#a69a8b"),
    (c) =>
      augusto(c, { x: -50, bottom: 110, h: 600, sections: 14, cols: 2, finish: "white", valveFinish: "antique-brass" }),
    grade({ wash: 0.16 }),
  ),

  "gallery-augusto-4-brass-dining": scene(
    cam(-2200, 4400, 2450, 1200, 4600),
    env(WALL.deepGreen, FLOOR.oakDark),
    (c) => plaster(c, WALL.deepGreen, {}, 0.9),
    (c) => wallLight(c, { x: -2150, y: 900, w: 1300, h: 1300, slope: 0.3, cols: 3, rows: 2, soft: 16, strength: 0.16 }),
    (c) => art(c, -1300, 1250, 1100, 900, ["#2c3324", "#a7864c", "#d8cdb4"], "#8a6a3a", "circle", "#1f241c"),
    base(darken(WALL.deepGreen, 0.1), 170),
    (c) => oakBoards(c, FLOOR.oakDark, 140),
    (c) =>
      augusto(c, {
        x: -1500,
        bottom: 110,
        h: 620,
        sections: 20,
        cols: 4,
        finish: "antique-brass",
        valveFinish: "antique-brass",
      }),
    (c) => sideboard(c, 300, 1800, 760, 450, "#5a3f2d", 3),
    (c) =>
      vase(c, 600, 760, 250, 380, 200, CERAMIC[0], "bottle") + tableLamp(c, 1500, 760, 250, "#2f2a25", "#efe6d6", 560),
    grade({ wash: 0.12, vignette: 0.32 }),
  ),

  "gallery-augusto-detail-brass-study": scene(
    cam(-500, 1200, 1400, 700, 1800),
    env(WALL.ink, FLOOR.oakDark),
    (c) => plaster(c, WALL.ink, {}, 0.9),
    panelled(WALL.inkSoft, 900, 560),
    (c) => wallLight(c, { x: -700, y: 300, w: 700, h: 900, slope: 0.5, cols: 2, rows: 2, soft: 8, strength: 0.16 }),
    base(WALL.inkSoft, 170),
    (c) => oakBoards(c, FLOOR.oakDark, 140),
    (c) =>
      augusto(c, {
        x: -200,
        bottom: 110,
        h: 620,
        sections: 16,
        cols: 3,
        finish: "antique-brass",
        valveFinish: "antique-brass",
      }),
    grade({ wash: 0.14, vignette: 0.3 }),
  ),

  "gallery-augusto-3-white-bedroom": scene(
    cam(-2200, 4400, 2450, 1150, 4600),
    env(WALL.clay, FLOOR.oak),
    (c) => plaster(c, WALL.clay, {}, 1.1),
    (c) => wallLight(c, { x: -2150, y: 1000, w: 1200, h: 1200, slope: 0.3, cols: 2, rows: 2, soft: 14, strength: 0.2 }),
    (c) => rail(c, lighten(WALL.clay, 0.08), 2250, 45),
    base(lighten(WALL.clay, 0.05), 170),
    (c) => oakBoards(c, FLOOR.oak, 150),
    (c) =>
      augusto(c, {
        x: -1900,
        bottom: 110,
        h: 560,
        sections: 18,
        cols: 3,
        finish: "white",
        valveFinish: "antique-brass",
      }),
    (c) => bedside(c, -700, 460, 540, "#6e5240"),
    (c) => tableLamp(c, -470, 540, 220, "#ede4d4", "#efe6d6", 520),
    (c) => bed(c, 0, 1700, TEXTILE.cream, "#9c6a55", TEXTILE.sage, 2100),
    grade({ wash: 0.16 }),
  ),

  "gallery-augusto-2-anthracite-hallway": scene(
    cam(-1300, 2600, 2600, 1350, 4200),
    env(WALL.ink, FLOOR.oak),
    (c) => plaster(c, WALL.ink, {}, 0.9),
    panelled(WALL.inkSoft, 1000, 560),
    (c) =>
      wallLight(c, { x: -1250, y: 1000, w: 900, h: 1300, slope: 0.45, cols: 2, rows: 3, soft: 14, strength: 0.18 }),
    base(WALL.inkSoft, 170),
    (c) => oakBoards(c, FLOOR.oak, 150),
    (c) =>
      augusto(c, {
        x: -800,
        bottom: 150,
        h: 1800,
        sections: 9,
        cols: 2,
        finish: "anthracite",
        feet: false,
        valveFinish: "antique-brass",
      }),
    (c) => bench(c, -100, 1200, 420, 360, 450, "#b08556"),
    (c) => books(c, 100, 450, 260, [BOOKS[7], BOOKS[3]]),
    (c) => vase(c, 800, 450, 260, 300, 160, CERAMIC[0], "bottle"),
    grade({ wash: 0.14, vignette: 0.3 }),
  ),

  "gallery-augusto-4-black-kitchen": scene(
    cam(-1400, 2700, 2500, 1350, 4000),
    env(WALL.bone, FLOOR.limestone, "right"),
    (c) => plaster(c, WALL.bone),
    (c) => wallLight(c, { x: 200, y: 1150, w: 900, h: 1100, slope: 0.4, cols: 2, rows: 2, soft: 14, strength: 0.3 }),
    base(WALL.bone, 150),
    (c) => stoneTiles(c, "#d9d1c3", 450, "#b3aa9b", 0.05),
    (c) => kitchenRun(c, 100, 1800, WALL.sageDeep, "#e9e4da", "#b08a4a", 450),
    (c) => shelf(c, 150, 1200, 1800, 240, "#9a7048"),
    (c) =>
      vase(c, 350, 1800, 130, 120, 240, CERAMIC[1], "bowl") +
      vase(c, 700, 1800, 130, 260, 170, CERAMIC[6], "jar") +
      vase(c, 1050, 1800, 130, 140, 180, CERAMIC[0], "jar"),
    (c) =>
      augusto(c, {
        x: -1250,
        bottom: 110,
        h: 720,
        sections: 12,
        cols: 4,
        finish: "matte-black",
        valveFinish: "antique-brass",
      }),
    grade({ wash: 0.16 }),
  ),

  "gallery-augusto-2-white-living": scene(
    cam(-2300, 4600, 2500, 1150, 4800),
    env(WALL.warmLime, FLOOR.oak),
    (c) => plaster(c, WALL.warmLime),
    (c) =>
      windowFront(c, {
        x: -900,
        y: 750,
        w: 1800,
        h: 2100,
        frame: "#efeae0",
        wall: WALL.warmLime,
        style: "sash",
        outside: ["#f3efe6", "#c2c9ae"],
        sill: "#efeae0",
        curtain: TEXTILE.linen,
      }),
    (c) => rail(c, lighten(WALL.warmLime, 0.05), 2350, 40),
    base(lighten(WALL.warmLime, 0.05), 180),
    (c) => oakBoards(c, FLOOR.oak, 150),
    (c) => rug(c, "#d6cab6", -1400, 1400, 700, 2600, "#a58a6a"),
    (c) =>
      augusto(c, {
        x: -augustoWidth(30) / 2,
        bottom: 110,
        h: 500,
        sections: 30,
        cols: 2,
        finish: "white",
        valveFinish: "antique-brass",
      }),
    (c) => stool(c, 1500, 500, 200, 430, "#8a6548"),
    (c) => plant(c, { x: -1800, z: 400, height: 1400, kind: "olive", pot: "#c9bba6", potR: 170, potH: 350 }),
    grade({ wash: 0.16 }),
  ),

  "gallery-augusto-3-brass-library": scene(
    cam(-2300, 4600, 2500, 1200, 4800),
    env(WALL.charcoal, FLOOR.oakDark),
    (c) => plaster(c, WALL.charcoal, {}, 1.2),
    (c) => bookcase(c, -2400, 1300, 2600, darken(WALL.charcoal, 0.05)),
    (c) => bookcase(c, 1100, 1300, 2600, darken(WALL.charcoal, 0.05)),
    (c) => art(c, -550, 1250, 1000, 750, ["#3b3a36", "#b08a4a", "#8a7a66"], "#2a2622", "lines", "#d9cfbd"),
    base(darken(WALL.charcoal, 0.08), 170),
    (c) => oakBoards(c, FLOOR.oakDark, 140),
    (c) =>
      augusto(c, {
        x: -augustoWidth(16) / 2,
        bottom: 110,
        h: 620,
        sections: 16,
        cols: 3,
        finish: "antique-brass",
        valveFinish: "antique-brass",
      }),
    (c) => armchair(c, 700, 900, TEXTILE.rust, 1700),
    grade({ wash: 0.1, vignette: 0.34 }),
  ),

  "gallery-augusto-4-anthracite-living": scene(
    cam(-2600, 4800, 2700, 1300, 4600, -500),
    env(WALL.pink, FLOOR.oak),
    (c) => plaster(c, WALL.pink),
    (c) => sideWall(c, "left", -2000, lighten(WALL.pink, 0.02), 3000),
    (c) => sideWindowL(c),
    (c) =>
      wallLight(c, { x: -1900, y: 700, w: 1200, h: 1500, slope: 0.25, cols: 2, rows: 3, soft: 14, strength: 0.22 }),
    (c) => rail(c, lighten(WALL.pink, 0.06), 2500, 45),
    base(lighten(WALL.pink, 0.06), 180),
    (c) => oakBoards(c, FLOOR.oak, 150),
    (c) => floorLight(c, -1900, 1100, 400, 2300, 2, 0.2, 0.8),
    (c) =>
      augusto(c, {
        x: -700,
        bottom: 110,
        h: 620,
        sections: 24,
        cols: 4,
        finish: "anthracite",
        valveFinish: "antique-brass",
      }),
    (c) => art(c, -400, 1300, 900, 700, ["#efe7da", "#b36e52", "#4f5b4c"], "#b8924f", "blocks"),
    (c) => armchair(c, 800, 850, "#d8cbb6", 1500),
    grade({ wash: 0.16 }),
  ),

  "gallery-augusto-detail-white-living": scene(
    cam(-500, 1100, 1050, 650, 1700),
    env(WALL.warmLime, FLOOR.oak),
    (c) => plaster(c, WALL.warmLime),
    (c) => wallLight(c, { x: -600, y: 200, w: 600, h: 800, slope: 0.5, cols: 2, rows: 2, soft: 6, strength: 0.3 }),
    base(lighten(WALL.warmLime, 0.06), 180),
    (c) => oakBoards(c, FLOOR.oak, 150),
    (c) =>
      augusto(c, {
        x: -250,
        bottom: 120,
        h: 600,
        sections: 20,
        cols: 3,
        finish: "white",
        valveFinish: "antique-brass",
      }),
    grade({ wash: 0.16, vignette: 0.22 }),
  ),

  "gallery-augusto-3-black-bedroom": scene(
    cam(-1300, 2600, 2500, 1200, 4200),
    env(WALL.sage, FLOOR.oakLight),
    (c) => plaster(c, WALL.sage),
    panelled(WALL.sageDeep, 1100, 560),
    (c) => wallLight(c, { x: -1250, y: 1000, w: 900, h: 1200, slope: 0.45, cols: 2, rows: 2, soft: 14, strength: 0.2 }),
    (c) => mirror(c, -600, 1450, 650, 900, "#2a2724", "#d8d4c6", "arch"),
    base(lighten(WALL.sageDeep, 0.08), 170),
    (c) => oakBoards(c, FLOOR.oakLight, 150),
    (c) =>
      augusto(c, {
        x: -1100,
        bottom: 110,
        h: 560,
        sections: 13,
        cols: 3,
        finish: "matte-black",
        valveFinish: "antique-brass",
      }),
    (c) => bedside(c, 150, 450, 540, "#7b5a3e"),
    (c) => tableLamp(c, 380, 540, 220, "#d8cfc0", "#efe6d6", 520),
    (c) => bed(c, 800, 1600, TEXTILE.linen, "#a7ae98", TEXTILE.clay, 2100),
    grade({ wash: 0.16 }),
  ),
};

/** Tall window in the left side wall, in perspective. */
function sideWindowL(c: Ctx): string {
  const x = -2000;
  const P = (y: number, z: number) => c.cam.p(x, y, z);
  const pts = [P(450, 500), P(2700, 500), P(2700, 1900), P(450, 1900)];
  const glass = c.defs.linear(
    [
      [0, "#fbf8f1"],
      [0.6, "#f1eee4"],
      [1, "#d9dccb"],
    ],
    0,
    0,
    0,
    1,
  );
  const bar = (y1: number, y2: number, z1: number, z2: number) =>
    `<polygon points="${[P(y1, z1), P(y2, z1), P(y2, z2), P(y1, z2)].map((p) => p.map((n) => n.toFixed(1)).join(",")).join(" ")}" fill="#efeae0"/>`;
  return (
    `<polygon points="${pts.map((p) => p.map((n) => n.toFixed(1)).join(",")).join(" ")}" fill="${glass}"/>` +
    bar(450, 2700, 1180, 1220) +
    bar(1550, 1590, 500, 1900) +
    bar(450, 2700, 480, 520) +
    bar(450, 2700, 1880, 1920)
  );
}
