import { lighten } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import { augustoRail } from "../products/augusto-rail";
import { breva } from "../products/breva";
import { soffio } from "../products/soffio";
import { volo } from "../products/volo";
import { bath, bathFiller, toiletries, vanity } from "../props/bathroom";
import { mirror, plant, vase } from "../props/decor";
import { stool } from "../props/furniture";
import { windowFront } from "../rooms/architecture";
import { oakBoards, stoneTiles, terrazzo } from "../rooms/floors";
import { wallLight } from "../rooms/light";
import { FLOOR, TEXTILE, WALL } from "../rooms/palettes";
import { plaster, rail, slab, tiles, wainscot } from "../rooms/walls";
import type { Scene } from "./compose";
import { base, cam, env, grade, scene } from "./kit";

const panelled =
  (color: string, h = 1100, panelW = 560) =>
  (c: Ctx) =>
    wainscot(c, color, { y2: h }, panelW) + rail(c, lighten(color, 0.04), h - 10, 50);
const MARBLE = "#ebe7e1";

export const bathScenes: Record<string, Scene> = {
  "gallery-augusto-rail-chrome-bathroom": scene(
    cam(-1300, 2600, 2550, 1300, 4200),
    env(MARBLE, "#d9d4cc"),
    (c) => slab(c, MARBLE, "#9c958c", {}, 1300),
    (c) => wallLight(c, { x: -1250, y: 900, w: 900, h: 1300, slope: 0.45, cols: 2, rows: 3, soft: 14, strength: 0.28 }),
    (c) => stoneTiles(c, "#d9d4cc", 600, "#bdb6ab", 0.03),
    (c) =>
      augustoRail(c, {
        x: -1000,
        w: 620,
        h: 980,
        finish: "chrome",
        towels: [{ u: 130, v: 175, w: 360, drop: 420, color: "#f1ede6" }],
      }),
    (c) => bath(c, -100, 1700, 1350, "#f4f2ee"),
    (c) => bathFiller(c, -250, 900, "chrome", 950),
    grade({ wash: 0.16 }),
  ),

  "gallery-augusto-rail-brass-bathroom": scene(
    cam(-1300, 2600, 2500, 1300, 4200),
    env(WALL.sage, "#cfc7b8", "right"),
    (c) => plaster(c, WALL.sage),
    panelled(WALL.sageDeep, 1150),
    (c) => wallLight(c, { x: 150, y: 1200, w: 900, h: 1100, slope: 0.45, cols: 2, rows: 2, soft: 14, strength: 0.22 }),
    (c) => mirror(c, 250, 1500, 700, 800, "#a7864c", "#d6d8c8", "arch"),
    base(lighten(WALL.sageDeep, 0.06), 170),
    (c) => stoneTiles(c, "#d8d0c0", 320, "#b4aa98", 0.04, "#c9bfae"),
    (c) =>
      augustoRail(c, {
        x: -700,
        w: 640,
        h: 1000,
        finish: "antique-brass",
        towels: [{ u: 120, v: 230, w: 400, drop: 440, color: TEXTILE.linen, stripe: "#7e8c6e" }],
      }),
    (c) => stool(c, 700, 400, 170, 450, "#8a6548"),
    (c) => vase(c, 700, 450, 400, 200, 150, "#e9e3d8", "jar"),
    grade({ wash: 0.16 }),
  ),

  "gallery-volo-ladder-black-bathroom": scene(
    cam(-1300, 2600, 2500, 1300, 4200),
    env(WALL.microcement, "#e2dbcf"),
    (c) => plaster(c, WALL.microcement, {}, 1),
    (c) => wallLight(c, { x: -1250, y: 900, w: 900, h: 1300, slope: 0.45, cols: 2, rows: 2, soft: 14, strength: 0.3 }),
    (c) => terrazzo(c, "#e4ddd1", ["#b6ab9a", "#8e8273", "#c9a98c", "#6f6a63", "#f3efe8", "#b36e52"]),
    (c) =>
      volo(c, {
        x: -1000,
        bottom: 300,
        w: 560,
        h: 1500,
        model: "ladder",
        finish: "matte-black",
        towels: [{ u: 120, v: 40 + 4 * ((1500 - 80) / 11), w: 330, drop: 380, color: TEXTILE.oat }],
      }),
    (c) => vanity(c, 0, 1000, "#a8825a", "#e6e0d6", "#efebe4", "matte-black"),
    (c) => mirror(c, 150, 1450, 700, 800, "#1f2022", "#cfc6b8", "round"),
    (c) => toiletries(c, 750, 850, 330, ["#7e8c6e", "#d8cfc0"]),
    grade({ wash: 0.18 }),
  ),

  "gallery-volo-arc-chrome-bathroom": scene(
    cam(-1300, 2600, 2500, 1300, 4200),
    env(WALL.pink, "#e0d6cc", "right"),
    (c) => plaster(c, WALL.pink),
    (c) => wallLight(c, { x: 200, y: 1000, w: 900, h: 1300, slope: 0.45, cols: 2, rows: 2, soft: 14, strength: 0.26 }),
    base(lighten(WALL.pink, 0.05), 100),
    (c) => stoneTiles(c, "#e6ddd2", 500, "#c8bcae", 0.03),
    (c) =>
      volo(c, {
        x: -1050,
        bottom: 350,
        w: 560,
        h: 1450,
        model: "arc",
        finish: "chrome",
        towels: [{ u: 110, v: 920, w: 340, drop: 360, color: "#f3efe8" }],
      }),
    (c) => vanity(c, 50, 900, "#e6ded2", "#d9cfc2", "#f2eee8", "chrome"),
    (c) => mirror(c, 150, 1450, 700, 700, "#c9cdd1", "#f0e2da", "round"),
    (c) => plant(c, { x: 800, z: 300, y: 850, height: 500, kind: "branches", pot: "#e9e3d8", potR: 60, potH: 200 }),
    grade({ wash: 0.16 }),
  ),

  "gallery-volo-wall-brass-bathroom": scene(
    cam(-2200, 4400, 2450, 1200, 4600),
    env("#3f5a4a", "#d4cbbd"),
    (c) => tiles(c, "#3f5a4a", {}, { tw: 100, th: 100, glaze: true, vary: 0.09, grout: "#6d7f72" }),
    (c) =>
      wallLight(c, { x: -2150, y: 1000, w: 1200, h: 1200, slope: 0.3, cols: 2, rows: 2, soft: 14, strength: 0.14 }),
    (c) => stoneTiles(c, "#d4cbbd", 600, "#b5ab9c", 0.03),
    (c) =>
      volo(c, {
        x: -1500,
        bottom: 300,
        w: 600,
        h: 1500,
        model: "wall",
        finish: "brushed-brass",
        towels: [{ u: 130, v: 1500 * 0.44, w: 340, drop: 380, color: TEXTILE.cream }],
      }),
    (c) => bath(c, -400, 1800, 1200, "#f4f2ee", "#e9e4dc"),
    (c) => bathFiller(c, 1600, 700, "brushed-brass", 950),
    grade({ wash: 0.12, vignette: 0.3 }),
  ),

  "gallery-soffio-white-bathroom": scene(
    cam(-1300, 2600, 2500, 1300, 4200),
    env(WALL.warmLime, "#d9cfc0"),
    (c) => plaster(c, WALL.warmLime),
    (c) => wallLight(c, { x: -1250, y: 900, w: 900, h: 1300, slope: 0.45, cols: 2, rows: 3, soft: 14, strength: 0.3 }),
    base(lighten(WALL.warmLime, 0.04), 100),
    (c) => stoneTiles(c, "#d9cfc0", 400, "#bcb1a1", 0.04),
    (c) =>
      soffio(c, {
        x: -700,
        bottom: 250,
        w: 550,
        h: 1400,
        finish: "white",
        towels: [{ u: 70, v: 30 + 5 * 60 + 150, w: 410, drop: 420, color: TEXTILE.sage }],
      }),
    (c) => stool(c, 450, 400, 180, 460, "#a37a4f"),
    (c) => vase(c, 450, 460, 400, 180, 200, "#d8cfc0", "jar"),
    grade({ wash: 0.16 }),
  ),

  "gallery-soffio-anthracite-bathroom": scene(
    cam(-2200, 4400, 2450, 1200, 4600),
    env("#a9a39a", "#cfc7ba"),
    (c) => plaster(c, "#a9a39a", {}, 1.1),
    (c) =>
      wallLight(c, { x: -2150, y: 1000, w: 1200, h: 1200, slope: 0.3, cols: 2, rows: 2, soft: 14, strength: 0.26 }),
    (c) => stoneTiles(c, "#cfc7ba", 600, "#b3aa9c", 0.03),
    (c) =>
      soffio(c, {
        x: -1600,
        bottom: 250,
        w: 550,
        h: 1500,
        finish: "anthracite",
        towels: [{ u: 70, v: 480, w: 410, drop: 420, color: TEXTILE.stone }],
      }),
    (c) => bath(c, -500, 1800, 1250, "#f4f2ee"),
    (c) => plant(c, { x: 1750, z: 400, height: 1300, kind: "grass", pot: "#8a7a66", potR: 150, potH: 400 }),
    grade({ wash: 0.16 }),
  ),

  "gallery-soffio-chrome-bathroom": scene(
    cam(-1300, 2600, 2500, 1300, 4200),
    env(WALL.ink, "#d2cabd"),
    (c) => tiles(c, "#34475f", {}, { tw: 110, th: 110, glaze: true, vary: 0.1, grout: "#56677b" }),
    (c) => wallLight(c, { x: -1250, y: 900, w: 900, h: 1300, slope: 0.45, cols: 2, rows: 3, soft: 14, strength: 0.14 }),
    (c) => stoneTiles(c, "#d2cabd", 500, "#b3aa9c", 0.03),
    (c) =>
      soffio(c, {
        x: -350,
        bottom: 300,
        w: 600,
        h: 1400,
        finish: "chrome",
        towels: [{ u: 90, v: 30 + 5 * 60 + 150, w: 420, drop: 460, color: TEXTILE.cream }],
      }),
    grade({ wash: 0.12, vignette: 0.3 }),
  ),

  "gallery-breva-chrome-bathroom": scene(
    cam(-1300, 2600, 2500, 1300, 4200),
    env(MARBLE, "#d6d0c6"),
    (c) => slab(c, MARBLE, "#8f887e", {}, 1200),
    (c) => wallLight(c, { x: -1250, y: 900, w: 900, h: 1300, slope: 0.45, cols: 2, rows: 2, soft: 14, strength: 0.24 }),
    (c) => stoneTiles(c, "#d6d0c6", 600, "#b7b0a5", 0.03),
    (c) =>
      breva(c, {
        x: -300,
        bottom: 300,
        w: 560,
        h: 1400,
        finish: "chrome",
        towels: [{ u: 80, v: 20 + 4 * 68 + 140, w: 400, drop: 420, color: "#e9e4dc" }],
      }),
    (c) => stool(c, -850, 400, 170, 450, "#6b4a32"),
    (c) => toiletries(c, -900, 450, 400, ["#e9e3d8", "#b96f4f"]),
    grade({ wash: 0.16 }),
  ),

  "gallery-breva-anthracite-bathroom": scene(
    cam(-2200, 4400, 2450, 1250, 4600),
    env(WALL.terracotta, "#cdbfae", "right"),
    (c) => tiles(c, "#b8704f", {}, { tw: 200, th: 200, vary: 0.07, grout: "#d8c2b0" }),
    (c) => wallLight(c, { x: 500, y: 1000, w: 1300, h: 1200, slope: 0.3, cols: 3, rows: 2, soft: 14, strength: 0.18 }),
    (c) => stoneTiles(c, "#d8cab8", 600, "#bba995", 0.03),
    (c) =>
      breva(c, {
        x: -1800,
        bottom: 300,
        w: 560,
        h: 1400,
        finish: "anthracite",
        towels: [{ u: 80, v: 600, w: 400, drop: 440, color: TEXTILE.linen, stripe: "#a85d3c" }],
      }),
    (c) => vanity(c, -400, 1200, "#a8825a", "#e6e0d6", "#efebe4", "anthracite"),
    (c) => mirror(c, -150, 1450, 700, 800, "#3a3d40", "#e3cfc3", "round"),
    (c) => plant(c, { x: 1500, z: 400, height: 1400, kind: "fiddle", pot: "#e6ded1", potR: 170, potH: 380 }),
    grade({ wash: 0.14 }),
  ),

  "gallery-breva-black-bathroom": scene(
    cam(-1300, 2600, 2500, 1300, 4200),
    env(WALL.limestone, "#d8cfc0"),
    (c) => plaster(c, WALL.limestone),
    (c) => wallLight(c, { x: -1250, y: 900, w: 900, h: 1300, slope: 0.45, cols: 2, rows: 3, soft: 14, strength: 0.28 }),
    base(WALL.limestone, 100),
    (c) => oakBoards(c, FLOOR.oakLight, 170),
    (c) =>
      breva(c, {
        x: -350,
        bottom: 650,
        w: 560,
        h: 1200,
        finish: "matte-black",
        groups: [3, 4, 4],
        towels: [{ u: 80, v: 450, w: 400, drop: 420, color: TEXTILE.oat }],
      }),
    (c) => bath(c, -1000, 1700, 800, "#f4f2ee", "#d9d2c6"),
    grade({ wash: 0.16 }),
  ),

  "gallery-augusto-rail-white-bathroom": scene(
    cam(-2300, 4600, 2700, 1300, 4800),
    env("#dcd6cb", "#cfc5b5", "right"),
    (c) => plaster(c, "#dcd6cb"),
    panelled("#d3ccc0", 1150, 600),
    (c) =>
      windowFront(c, {
        x: 500,
        y: 900,
        w: 1200,
        h: 1800,
        frame: "#efeae0",
        wall: "#dcd6cb",
        style: "sash",
        outside: ["#f3efe6", "#c2c9ae"],
        sill: "#efeae0",
      }),
    base("#d9d2c6", 170),
    (c) => stoneTiles(c, "#e3dbcd", 300, "#b8ae9e", 0.03, "#a39686"),
    (c) =>
      augustoRail(c, {
        x: -1900,
        w: 640,
        h: 1000,
        finish: "white",
        towels: [{ u: 120, v: 175, w: 400, drop: 420, color: TEXTILE.sage }],
      }),
    (c) => bath(c, -700, 1800, 1150, "#f4f2ee", "#5a6b5c"),
    (c) => bathFiller(c, 1350, 600, "chrome", 950),
    grade({ wash: 0.14 }),
  ),
};
