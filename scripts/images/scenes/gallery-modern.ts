import { darken, lighten } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import { flusso } from "../products/flusso";
import { retto } from "../products/retto";
import { bed, bedside, bench, consoleTable, kitchenRun, shelf, stool, armchair } from "../props/furniture";
import { art, books, floorLamp, mirror, pendant, plant, tableLamp, vase } from "../props/decor";
import { curtain, opening, windowFront } from "../rooms/architecture";
import { oakBoards, rug, terrazzo } from "../rooms/floors";
import { floorLight, wallLight } from "../rooms/light";
import { BOOKS, CERAMIC, FLOOR, TEXTILE, WALL } from "../rooms/palettes";
import { boards, plaster, sideWall, tiles } from "../rooms/walls";
import type { Scene } from "./compose";
import { base, cam, env, grade, scene } from "./kit";

export const modernScenes: Record<string, Scene> = {
  "gallery-retto-horizontal-anthracite-living": scene(
    cam(-2400, 4800, 2450, 1150, 4800),
    env(WALL.warmLime, FLOOR.oak),
    (c) => plaster(c, WALL.warmLime),
    (c) =>
      windowFront(c, {
        x: -1150,
        y: 900,
        w: 2300,
        h: 1700,
        frame: "#e9e3d8",
        wall: WALL.warmLime,
        style: "casement",
        outside: ["#f3efe6", "#c4cbb0"],
      }),
    (c) => curtain(c, -1750, 2500, 520, 2360, TEXTILE.linen),
    base(darken(WALL.warmLime, 0.03)),
    (c) => oakBoards(c, FLOOR.oak),
    (c) => floorLight(c, -1000, 2000, 60, 1400, 3, 0.16, 0.15),
    (c) => rug(c, TEXTILE.oat, -1300, 1300, 800, 2600, darken(TEXTILE.oat, 0.2)),
    (c) => retto(c, { x: -800, bottom: 180, w: 1600, h: 560, grooves: "h", finish: "anthracite" }),
    (c) => plant(c, { x: -1900, z: 420, height: 1750, kind: "olive", pot: "#b6a48c", potR: 190, potH: 380 }),
    (c) => armchair(c, 1250, 900, TEXTILE.linen, 1500),
    grade({ wash: 0.18 }),
  ),

  "gallery-flusso-vertical-white-hallway": scene(
    cam(-1300, 2600, 2550, 1300, 4200),
    env(WALL.pink, FLOOR.oakLight),
    (c) => plaster(c, WALL.pink),
    (c) => opening(c, 250, 900, 2150, WALL.pink, "#8d6e5e", true),
    (c) => wallLight(c, { x: -1250, y: 900, w: 1000, h: 1300, slope: 0.45, cols: 2, rows: 3, soft: 14, strength: 0.3 }),
    base(lighten(WALL.pink, 0.05)),
    (c) => oakBoards(c, FLOOR.oakLight),
    (c) => flusso(c, { x: -950, bottom: 160, w: 420, h: 1850, orient: "v", finish: "white", valveFinish: "chrome" }),
    (c) => stool(c, -220, 320, 170, 460, "#a37a4f"),
    (c) => vase(c, -220, 460, 320, 260, 170, CERAMIC[2], "bottle"),
    grade({ wash: 0.16 }),
  ),

  "gallery-retto-vertical-black-kitchen": scene(
    cam(-1500, 2700, 2500, 1350, 4000),
    env(WALL.bone, FLOOR.oakWarm, "right"),
    (c) => plaster(c, WALL.bone),
    (c) =>
      tiles(
        c,
        "#e4ddd0",
        { x1: -300, x2: 1400, y1: 910, y2: 1500 },
        { tw: 75, th: 300, stagger: true, vary: 0.03, grout: "#f1ece3" },
      ),
    (c) => wallLight(c, { x: 300, y: 1100, w: 900, h: 1200, slope: 0.4, cols: 2, rows: 2, soft: 14, strength: 0.3 }),
    base(WALL.bone),
    (c) => oakBoards(c, FLOOR.oakWarm),
    (c) => retto(c, { x: -1250, bottom: 180, w: 480, h: 1800, grooves: "v", finish: "matte-black" }),
    (c) => kitchenRun(c, -300, 1800, WALL.sageDeep, "#e2dccf", "#b08a4a"),
    (c) => shelf(c, -200, 1300, 1800, 260),
    (c) =>
      vase(c, 0, 1800, 130, 150, 260, CERAMIC[0], "bowl") +
      vase(c, 380, 1800, 130, 300, 180, CERAMIC[3], "jar") +
      vase(c, 700, 1800, 130, 120, 220, CERAMIC[1], "bowl"),
    (c) => vase(c, 900, 940, 300, 220, 200, CERAMIC[4], "jar"),
    grade({ wash: 0.18 }),
  ),

  "gallery-flusso-horizontal-anthracite-bedroom": scene(
    cam(-2300, 4400, 2300, 1100, 4600),
    env(WALL.ink, FLOOR.oakWarm),
    (c) => plaster(c, WALL.ink, {}, 0.9),
    (c) =>
      wallLight(c, { x: -2200, y: 1000, w: 1300, h: 1200, slope: 0.35, cols: 2, rows: 2, soft: 16, strength: 0.16 }),
    base(darken(WALL.ink, 0.05)),
    (c) => oakBoards(c, FLOOR.oakWarm),
    (c) => flusso(c, { x: -1900, bottom: 200, w: 1300, h: 560, orient: "h", finish: "anthracite" }),
    (c) => bedside(c, -350, 460, 540, "#8a6a4a"),
    (c) => tableLamp(c, -120, 540, 220, "#d8cfc0", "#efe6d6", 520),
    (c) => bed(c, 250, 1600, TEXTILE.linen, "#c9b89e", TEXTILE.rust, 2100),
    grade({ wash: 0.14, vignette: 0.3 }),
  ),

  "gallery-retto-double-white-living": scene(
    cam(-2200, 4400, 2400, 1150, 4600),
    env(WALL.clay, FLOOR.oak, "right"),
    (c) => plaster(c, WALL.clay, {}, 1.1),
    (c) => wallLight(c, { x: 600, y: 1100, w: 1300, h: 1100, slope: 0.35, cols: 3, rows: 2, soft: 14, strength: 0.22 }),
    (c) => art(c, -1300, 1250, 900, 1100, ["#e9dfcf", "#b3694b", "#3b4a5a"], "#2b241d", "arch"),
    base(darken(WALL.clay, 0.04)),
    (c) => oakBoards(c, FLOOR.oak),
    (c) => retto(c, { x: -1500, bottom: 170, w: 1300, h: 600, grooves: "h", double: true, finish: "white" }),
    (c) => armchair(c, 350, 900, TEXTILE.cream, 1300),
    (c) => floorLamp(c, 1600, 500, "#2a2724", "#efe6d6", 1650),
    grade({ wash: 0.16 }),
  ),

  "gallery-flusso-slim-brass-hallway": scene(
    cam(-1300, 2600, 2600, 1350, 4200),
    env(WALL.deepGreen, FLOOR.oakDark),
    (c) => plaster(c, WALL.deepGreen, {}, 0.9),
    (c) => wallLight(c, { x: -1250, y: 800, w: 900, h: 1400, slope: 0.5, cols: 2, rows: 3, soft: 14, strength: 0.2 }),
    (c) => mirror(c, 250, 1250, 700, 700, "#b8924f", "#6d7563", "round"),
    base(darken(WALL.deepGreen, 0.08)),
    (c) => oakBoards(c, FLOOR.oakDark),
    (c) => flusso(c, { x: -900, bottom: 180, w: 300, h: 1900, orient: "v", finish: "brushed-brass", tube: 44 }),
    (c) => consoleTable(c, 100, 1000, 820, 320, "#2b2622"),
    (c) => tableLamp(c, 850, 820, 180, "#c7b9a3", "#efe6d6", 520),
    (c) => books(c, 250, 820, 200, [BOOKS[1], BOOKS[4], BOOKS[0]]),
    (c) => vase(c, 530, 820, 180, 240, 140, CERAMIC[3], "bottle"),
    grade({ wash: 0.14, vignette: 0.3 }),
  ),

  "gallery-retto-vertical-anthracite-bedroom": scene(
    cam(-1300, 2600, 2500, 1200, 4200),
    env("#b48a62", FLOOR.oakLight),
    (c) => boards(c, "#b48a62", { y2: 3000 }, 140, true),
    (c) => wallLight(c, { x: -1250, y: 900, w: 900, h: 1300, slope: 0.45, cols: 2, rows: 2, soft: 14, strength: 0.2 }),
    base("#a37c57", 90),
    (c) => oakBoards(c, FLOOR.oakLight),
    (c) => retto(c, { x: -850, bottom: 180, w: 520, h: 1750, grooves: "v", finish: "anthracite" }),
    (c) => bedside(c, 150, 460, 540, "#6e5240"),
    (c) => tableLamp(c, 380, 540, 220, "#3f3b37", "#efe6d6", 520),
    (c) => books(c, 200, 540, 300, [BOOKS[7], BOOKS[2]]),
    (c) => bed(c, 800, 1600, TEXTILE.linen, "#d8ccb6", TEXTILE.sage, 2100),
    grade({ wash: 0.16 }),
  ),

  "gallery-flusso-vertical-anthracite-kitchen": scene(
    cam(-1400, 2700, 2450, 1350, 4000),
    env(WALL.bone, "#d8d0c2"),
    (c) => plaster(c, WALL.bone),
    (c) => wallLight(c, { x: -1300, y: 900, w: 900, h: 1200, slope: 0.45, cols: 2, rows: 2, soft: 14, strength: 0.32 }),
    base(WALL.bone, 100),
    (c) => terrazzo(c, "#e2dbcf", ["#b6ab9a", "#8e8273", "#c9a98c", "#6f6a63", "#f3efe8"]),
    (c) => flusso(c, { x: -1100, bottom: 180, w: 430, h: 1800, orient: "v", finish: "anthracite" }),
    (c) => kitchenRun(c, -300, 1900, "#c8aa84", "#ece7de", "#3b3733"),
    (c) => pendant(c, 700, 2050, 600, "#2f3a33", 170),
    (c) => vase(c, 200, 940, 250, 260, 220, CERAMIC[5], "jar") + vase(c, 500, 940, 300, 110, 300, CERAMIC[0], "bowl"),
    grade({ wash: 0.18 }),
  ),

  "gallery-retto-horizontal-white-hallway": scene(
    cam(-2300, 4400, 2400, 1200, 4600),
    env(WALL.sage, FLOOR.oakLight, "right"),
    (c) => plaster(c, WALL.sage, {}, 1.1),
    (c) => opening(c, -2100, 950, 2150, WALL.sage, "#6d6a5b", false),
    (c) => wallLight(c, { x: 400, y: 1000, w: 1400, h: 1200, slope: 0.35, cols: 3, rows: 2, soft: 14, strength: 0.25 }),
    (c) => art(c, -200, 1350, 700, 900, ["#efe9de", "#4f5b4c", "#c39a52"], "#b89468", "circle"),
    base(lighten(WALL.sage, 0.05)),
    (c) => oakBoards(c, FLOOR.oakLight),
    (c) => retto(c, { x: -650, bottom: 560, w: 1600, h: 380, grooves: "h", finish: "white", valveFinish: "chrome" }),
    (c) => bench(c, -600, 1500, 450, 380, 450, "#b08556"),
    (c) => books(c, -400, 450, 300, [BOOKS[5], BOOKS[0]]),
    (c) => plant(c, { x: 1500, z: 380, height: 1300, kind: "grass", pot: "#8f7a66", potR: 170, potH: 420 }),
    grade({ wash: 0.16 }),
  ),

  "gallery-flusso-horizontal-white-living": scene(
    cam(-2500, 4400, 2500, 1250, 4400, -300),
    env(WALL.warmLime, FLOOR.oak, "right"),
    (c) => plaster(c, WALL.warmLime),
    (c) => sideWall(c, "right", 1500, lighten(WALL.warmLime, 0.04), 3200),
    (c) => sideWindow(c),
    base(darken(WALL.warmLime, 0.03)),
    (c) => oakBoards(c, FLOOR.oak),
    (c) => floorLight(c, 300, 1100, 500, 2300, 2, 0.22, -0.7),
    (c) => flusso(c, { x: -1200, bottom: 180, w: 1500, h: 520, orient: "h", finish: "white", valveFinish: "chrome" }),
    (c) => art(c, -1000, 1150, 1100, 800, ["#ece4d6", "#c58f74", "#6b7560"], "#2b241d", "blocks"),
    (c) => plant(c, { x: 1050, z: 450, height: 1500, kind: "fiddle", pot: "#d4c7b3", potR: 180, potH: 380 }),
    (c) => floorLamp(c, -1900, 700, "#2a2724", "#efe6d6", 1650),
    (c) => stool(c, -1500, 900, 190, 430, "#8a6548") + books(c, -1620, 430, 900, [BOOKS[1], BOOKS[3]]),
    grade({ wash: 0.16 }),
  ),

  "gallery-retto-detail-anthracite-living": scene(
    cam(-700, 1300, 1250, 900, 2200),
    env(WALL.warmLime, FLOOR.oak),
    (c) => plaster(c, WALL.warmLime),
    (c) => wallLight(c, { x: -800, y: 500, w: 700, h: 800, slope: 0.5, cols: 2, rows: 2, soft: 8, strength: 0.35 }),
    base(darken(WALL.warmLime, 0.03)),
    (c) => oakBoards(c, FLOOR.oak),
    (c) => retto(c, { x: -350, bottom: 200, w: 1400, h: 600, grooves: "h", finish: "anthracite" }),
    (c) =>
      plant(c, {
        x: -450,
        z: 300,
        height: 900,
        kind: "branches",
        pot: CERAMIC[4],
        potR: 110,
        potH: 330,
        greens: ["#6f7d57", "#8c9670", "#5d6b4a"],
      }),
    grade({ wash: 0.2, vignette: 0.22 }),
  ),

  "gallery-flusso-vertical-black-living": scene(
    cam(-1300, 2600, 2500, 1250, 4200),
    env(WALL.pink, FLOOR.oakLight),
    (c) => plaster(c, WALL.pink),
    (c) => wallLight(c, { x: -1250, y: 900, w: 900, h: 1300, slope: 0.45, cols: 2, rows: 2, soft: 14, strength: 0.28 }),
    base(lighten(WALL.pink, 0.04)),
    (c) => oakBoards(c, FLOOR.oakLight),
    (c) => plant(c, { x: -850, z: 450, height: 1800, kind: "fiddle", pot: "#c9bba6", potR: 200, potH: 420 }),
    (c) => flusso(c, { x: -300, bottom: 160, w: 500, h: 1800, orient: "v", finish: "matte-black" }),
    (c) => armchair(c, 400, 880, "#efe8dc", 1200),
    grade({ wash: 0.18 }),
  ),

  "gallery-retto-vertical-white-kitchen": scene(
    cam(-1300, 2600, 2500, 1300, 4000),
    env(WALL.clay, FLOOR.oak, "right"),
    (c) => plaster(c, WALL.clay, {}, 1.1),
    (c) => wallLight(c, { x: 200, y: 1200, w: 900, h: 1100, slope: 0.4, cols: 2, rows: 2, soft: 14, strength: 0.24 }),
    base(darken(WALL.clay, 0.04)),
    (c) => oakBoards(c, FLOOR.oak),
    (c) => kitchenRun(c, -1600, 1500, WALL.ink, "#e7e1d6", "#c39a52"),
    (c) => shelf(c, -1500, 1300, 1750, 240, "#9a7048"),
    (c) =>
      vase(c, -1250, 1750, 130, 110, 260, CERAMIC[0], "bowl") +
      vase(c, -900, 1750, 130, 280, 170, CERAMIC[2], "bottle") +
      vase(c, -600, 1750, 130, 160, 200, CERAMIC[4], "jar"),
    (c) => retto(c, { x: 350, bottom: 180, w: 480, h: 1800, grooves: "v", finish: "white", valveFinish: "chrome" }),
    grade({ wash: 0.16 }),
  ),

  "gallery-flusso-detail-brass-bedroom": scene(
    cam(-600, 1200, 1500, 800, 2000),
    env(WALL.deepGreen, FLOOR.oakDark),
    (c) => plaster(c, WALL.deepGreen, {}, 0.9),
    (c) => wallLight(c, { x: -700, y: 300, w: 800, h: 1000, slope: 0.5, cols: 2, rows: 2, soft: 8, strength: 0.22 }),
    base(darken(WALL.deepGreen, 0.08), 120),
    (c) => oakBoards(c, FLOOR.oakDark),
    (c) => flusso(c, { x: -250, bottom: 160, w: 700, h: 1800, orient: "v", finish: "brushed-brass", tube: 48 }),
    (c) => stool(c, -330, 380, 190, 450, "#8a6548"),
    (c) => books(c, -430, 450, 380, [TEXTILE.oat, TEXTILE.rust]),
    grade({ wash: 0.14, vignette: 0.3 }),
  ),

  "gallery-retto-double-black-living": scene(
    cam(-2300, 4600, 2400, 1150, 4800),
    env(WALL.limestone, FLOOR.oakLight),
    (c) => plaster(c, WALL.limestone),
    (c) => wallLight(c, { x: -2200, y: 1000, w: 1500, h: 1200, slope: 0.3, cols: 3, rows: 2, soft: 14, strength: 0.3 }),
    (c) => art(c, 500, 1300, 1200, 800, ["#dcd3c3", "#3a3a38", "#b36e52"], "#c9b08a", "lines"),
    base(WALL.limestone),
    (c) => oakBoards(c, FLOOR.oakLight),
    (c) => retto(c, { x: -1700, bottom: 180, w: 1600, h: 600, grooves: "h", double: true, finish: "matte-black" }),
    (c) => bench(c, 300, 1600, 500, 380, 440, "#b8905f"),
    (c) => books(c, 450, 440, 320, [BOOKS[3], BOOKS[1], BOOKS[6]]),
    (c) => vase(c, 1500, 440, 300, 320, 200, CERAMIC[1], "bottle"),
    grade({ wash: 0.18 }),
  ),
};

/** Tall window in a right-hand side wall, seen in perspective, with its light falling on the floor. */
function sideWindow(c: Ctx): string {
  const x = 1500;
  const P = (y: number, z: number) => c.cam.p(x, y, z);
  const pts = [P(500, 600), P(2700, 600), P(2700, 2000), P(500, 2000)];
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
  return (
    `<polygon points="${pts.map((p) => p.map((n) => n.toFixed(1)).join(",")).join(" ")}" fill="${glass}"/>` +
    `<polygon points="${[P(500, 600), P(500, 2000), P(440, 2000), P(440, 600)].map((p) => p.map((n) => n.toFixed(1)).join(",")).join(" ")}" fill="#efe9df"/>` +
    `<polygon points="${[P(1600, 600), P(1630, 600), P(1630, 2000), P(1600, 2000)].map((p) => p.map((n) => n.toFixed(1)).join(",")).join(" ")}" fill="#e8e2d8"/>`
  );
}
