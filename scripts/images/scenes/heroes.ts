import { darken, lighten } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import { augusto } from "../products/augusto";
import { flusso } from "../products/flusso";
import { retto } from "../products/retto";
import { augustoRail } from "../products/augusto-rail";
import { breva } from "../products/breva";
import { soffio } from "../products/soffio";
import { volo } from "../products/volo";
import { bath, bathFiller } from "../props/bathroom";
import { art, books, floorLamp, plant, vase } from "../props/decor";
import { armchair, bench, stool } from "../props/furniture";
import { windowFront } from "../rooms/architecture";
import { oakBoards, stoneTiles } from "../rooms/floors";
import { headlineShade, wallLight } from "../rooms/light";
import { CERAMIC, FLOOR, TEXTILE, WALL } from "../rooms/palettes";
import { plaster, rail, tiles, wainscot } from "../rooms/walls";
import type { Scene } from "./compose";
import { base, cam, env, grade, scene } from "./kit";

/** Hero framing: 5 m of wall, eye at 1.25 m, the headline zone on the left/middle kept quiet. */
const heroCam = (eyeX = 0) => cam(-2300, 4600, 2150, 1200, 5000, eyeX);
const shade =
  (strength = 0.34) =>
  (c: Ctx) =>
    headlineShade(c, 0.72, strength);
const panelled =
  (color: string, h = 1000, panelW = 620) =>
  (c: Ctx) =>
    wainscot(c, color, { y2: h }, panelW) + rail(c, lighten(color, 0.04), h - 10, 50);

export const heroScenes: Record<string, Scene> = {
  "hero-home": scene(
    heroCam(),
    env(WALL.olive, FLOOR.oak, "right"),
    (c) => plaster(c, WALL.olive, {}, 1),
    (c) =>
      wallLight(c, {
        x: 300,
        y: 500,
        w: 1900,
        h: 1500,
        slope: 0.22,
        cols: 3,
        rows: 2,
        soft: 18,
        strength: 0.22,
        color: "#ffdfb0",
      }),
    base(darken(WALL.olive, 0.1), 150),
    (c) => oakBoards(c, FLOOR.oak, 180),
    (c) => flusso(c, { x: 700, bottom: 170, w: 460, h: 1800, orient: "v", finish: "brushed-brass", tube: 46 }),
    (c) => bench(c, 1400, 1300, 460, 380, 440, "#b88d5e"),
    (c) => vase(c, 2250, 440, 300, 380, 180, CERAMIC[0], "bottle"),
    (c) =>
      plant(c, {
        x: 1750,
        z: 300,
        y: 440,
        height: 800,
        kind: "branches",
        pot: CERAMIC[1],
        potR: 70,
        potH: 260,
        greens: ["#7d8a6a", "#93a080", "#6a775a"],
      }),
    shade(0.3),
    grade({ wash: 0.2, vignette: 0.3 }),
  ),

  "hero-collection": scene(
    heroCam(),
    env("#8f877c", FLOOR.oak, "right"),
    (c) => plaster(c, "#8f877c"),
    (c) =>
      windowFront(c, {
        x: -200,
        y: 850,
        w: 1500,
        h: 1700,
        frame: "#e7e1d6",
        wall: "#8f877c",
        style: "casement",
        outside: ["#f1ede4", "#c2c7ad"],
      }),
    base(darken("#8f877c", 0.04), 140),
    (c) => oakBoards(c, FLOOR.oak, 180),
    (c) => retto(c, { x: 0, bottom: 180, w: 1100, h: 560, grooves: "h", finish: "anthracite" }),
    shade(0.36),
    grade({ wash: 0.26, vignette: 0.3 }),
  ),

  "hero-design": scene(
    heroCam(),
    env(WALL.ink, "#cfc6b8", "right"),
    (c) => plaster(c, WALL.ink, {}, 0.9),
    (c) => wallLight(c, { x: 500, y: 600, w: 1500, h: 1500, slope: 0.3, cols: 2, rows: 2, soft: 18, strength: 0.16 }),
    base(darken(WALL.ink, 0.06), 100),
    (c) => stoneTiles(c, "#cfc6b8", 600, "#aea493", 0.03),
    (c) =>
      volo(c, {
        x: 900,
        bottom: 300,
        w: 620,
        h: 1550,
        model: "arc",
        finish: "chrome",
        towels: [{ u: 120, v: 1000, w: 380, drop: 380, color: "#efeae2" }],
      }),
    (c) => stool(c, 1950, 400, 180, 450, "#8a6548"),
    shade(0.26),
    grade({ wash: 0.18, vignette: 0.32 }),
  ),

  "hero-philosophy": scene(
    heroCam(),
    env(WALL.sageDeep, FLOOR.oak, "right"),
    (c) => plaster(c, WALL.sageDeep),
    panelled("#7d8a72", 900),
    (c) => wallLight(c, { x: 200, y: 1000, w: 1900, h: 1200, slope: 0.25, cols: 3, rows: 2, soft: 18, strength: 0.2 }),
    base("#86937a", 170),
    (c) => oakBoards(c, FLOOR.oak, 150),
    (c) =>
      augusto(c, { x: 150, bottom: 110, h: 600, sections: 20, cols: 3, finish: "white", valveFinish: "antique-brass" }),
    (c) => plant(c, { x: 2100, z: 400, height: 1500, kind: "fiddle", pot: "#b3694b", potR: 170, potH: 360 }),
    shade(0.36),
    grade({ wash: 0.28, vignette: 0.3 }),
  ),

  "hero-about": scene(
    heroCam(),
    env(WALL.charcoal, FLOOR.oakDark, "right"),
    (c) => plaster(c, WALL.charcoal, {}, 1),
    (c) =>
      wallLight(c, {
        x: 200,
        y: 400,
        w: 2000,
        h: 1500,
        slope: 0.18,
        cols: 3,
        rows: 2,
        soft: 20,
        strength: 0.16,
        color: "#ffd9a8",
      }),
    base(darken(WALL.charcoal, 0.1), 170),
    (c) => oakBoards(c, FLOOR.oakDark, 140),
    (c) =>
      augusto(c, {
        x: 150,
        bottom: 110,
        h: 620,
        sections: 20,
        cols: 4,
        finish: "antique-brass",
        valveFinish: "antique-brass",
      }),
    (c) => vase(c, 2150, 0, 250, 600, 300, CERAMIC[3], "bottle"),
    shade(0.3),
    grade({ wash: 0.18, vignette: 0.34 }),
  ),

  "hero-gallery": scene(
    heroCam(),
    env("#a86f58", FLOOR.oak, "right"),
    (c) => plaster(c, "#a86f58", {}, 1.2),
    (c) => wallLight(c, { x: 300, y: 900, w: 1700, h: 1300, slope: 0.25, cols: 3, rows: 2, soft: 18, strength: 0.2 }),
    base(darken("#a86f58", 0.05), 150),
    (c) => oakBoards(c, FLOOR.oak, 180),
    (c) => flusso(c, { x: 0, bottom: 180, w: 1100, h: 540, orient: "h", finish: "white", valveFinish: "chrome" }),
    (c) => floorLamp(c, 1950, 450, "#2a2724", "#efe6d6", 1650),
    (c) => armchair(c, 1200, 850, TEXTILE.cream, 1400),
    shade(0.34),
    grade({ wash: 0.24, vignette: 0.3 }),
  ),

  "hero-contact": scene(
    heroCam(),
    env("#9d958a", FLOOR.oakLight, "right"),
    (c) => plaster(c, "#9d958a"),
    (c) => wallLight(c, { x: 0, y: 700, w: 2000, h: 1500, slope: 0.25, cols: 3, rows: 2, soft: 18, strength: 0.28 }),
    base("#9d958a", 120),
    (c) => oakBoards(c, FLOOR.oakLight, 180),
    (c) => retto(c, { x: 800, bottom: 180, w: 500, h: 1800, grooves: "v", finish: "matte-black" }),
    (c) => bench(c, 1500, 1100, 440, 360, 440, "#b08556"),
    (c) => books(c, 1650, 440, 280, ["#3b4a5a", "#d8cdb4", "#8c6e52"]),
    shade(0.36),
    grade({ wash: 0.3, vignette: 0.3 }),
  ),

  "hero-modern": scene(
    heroCam(),
    env("#5a5650", FLOOR.oak, "right"),
    (c) => plaster(c, "#5a5650", {}, 1),
    (c) => wallLight(c, { x: 100, y: 800, w: 2100, h: 1300, slope: 0.22, cols: 3, rows: 2, soft: 18, strength: 0.16 }),
    (c) => art(c, 20, 1250, 1000, 800, ["#d9cfbd", "#a85d3c", "#2f2c29"], "#b89468", "arch"),
    base(darken("#5a5650", 0.1), 140),
    (c) => oakBoards(c, FLOOR.oak, 180),
    (c) => retto(c, { x: 0, bottom: 180, w: 1050, h: 600, grooves: "h", double: true, finish: "anthracite" }),
    (c) => plant(c, { x: 1650, z: 450, height: 1500, kind: "grass", pot: "#c9bba6", potR: 180, potH: 420 }),
    shade(0.3),
    grade({ wash: 0.18, vignette: 0.32 }),
  ),

  "hero-minimalist": scene(
    heroCam(),
    env("#958c80", FLOOR.oakLight, "right"),
    (c) => plaster(c, "#958c80"),
    (c) => wallLight(c, { x: 100, y: 700, w: 1800, h: 1500, slope: 0.25, cols: 2, rows: 2, soft: 18, strength: 0.24 }),
    base(darken("#958c80", 0.04), 120),
    (c) => oakBoards(c, FLOOR.oakLight, 180),
    (c) => flusso(c, { x: 900, bottom: 170, w: 520, h: 1800, orient: "v", finish: "white", valveFinish: "chrome" }),
    (c) =>
      plant(c, {
        x: 1900,
        z: 350,
        height: 1200,
        kind: "branches",
        pot: "#d9d2c5",
        potR: 110,
        potH: 480,
        greens: ["#7d8a6a", "#93a080"],
      }),
    shade(0.36),
    grade({ wash: 0.28, vignette: 0.3 }),
  ),

  "hero-classic": scene(
    heroCam(),
    env(WALL.deepGreen, FLOOR.oak, "right"),
    (c) => plaster(c, WALL.deepGreen, {}, 0.9),
    panelled(darken(WALL.deepGreen, 0.06), 950),
    (c) => wallLight(c, { x: 300, y: 900, w: 1900, h: 1300, slope: 0.25, cols: 3, rows: 2, soft: 18, strength: 0.16 }),
    base(darken(WALL.deepGreen, 0.1), 170),
    (c) => oakBoards(c, FLOOR.oak, 150),
    (c) =>
      augusto(c, {
        x: 150,
        bottom: 110,
        h: 600,
        sections: 20,
        cols: 3,
        finish: "anthracite",
        valveFinish: "antique-brass",
      }),
    shade(0.26),
    grade({ wash: 0.16, vignette: 0.32 }),
  ),

  "hero-augusto-towel-rail": scene(
    heroCam(),
    env(WALL.deepGreen, "#d4cbbd", "right"),
    (c) => plaster(c, WALL.deepGreen, {}, 0.9),
    panelled(darken(WALL.deepGreen, 0.05), 1150),
    (c) => wallLight(c, { x: 300, y: 900, w: 1800, h: 1300, slope: 0.25, cols: 3, rows: 2, soft: 18, strength: 0.16 }),
    base(darken(WALL.deepGreen, 0.1), 170),
    (c) => stoneTiles(c, "#d4cbbd", 400, "#b2a795", 0.04, "#c6bcab"),
    (c) =>
      augustoRail(c, {
        x: 750,
        w: 680,
        h: 1000,
        finish: "antique-brass",
        towels: [{ u: 130, v: 175, w: 420, drop: 440, color: TEXTILE.linen, stripe: "#a85d3c" }],
      }),
    (c) => stool(c, 2050, 400, 170, 450, "#8a6548"),
    shade(0.26),
    grade({ wash: 0.16, vignette: 0.32 }),
  ),

  "hero-premium": scene(
    heroCam(),
    env("#a86f58", "#e0d6c8", "right"),
    (c) => plaster(c, "#a86f58", {}, 0.9),
    (c) => wallLight(c, { x: 300, y: 700, w: 1800, h: 1500, slope: 0.25, cols: 2, rows: 2, soft: 18, strength: 0.2 }),
    base(darken("#a86f58", 0.05), 100),
    (c) => stoneTiles(c, "#e0d6c8", 600, "#c0b3a2", 0.03),
    (c) =>
      volo(c, {
        x: 950,
        bottom: 300,
        w: 600,
        h: 1550,
        model: "ladder",
        finish: "matte-black",
        towels: [{ u: 130, v: 40 + 4 * ((1550 - 80) / 11), w: 360, drop: 400, color: TEXTILE.oat }],
      }),
    (c) => plant(c, { x: 2100, z: 400, height: 1400, kind: "fiddle", pot: "#e6ded1", potR: 170, potH: 380 }),
    shade(0.34),
    grade({ wash: 0.24, vignette: 0.3 }),
  ),

  "hero-soffio": scene(
    heroCam(),
    env("#8f9a83", "#d9cfc0", "right"),
    (c) => plaster(c, "#8f9a83", {}, 1.2),
    (c) => wallLight(c, { x: 200, y: 700, w: 1800, h: 1500, slope: 0.25, cols: 2, rows: 3, soft: 18, strength: 0.22 }),
    base(lighten("#8f9a83", 0.05), 100),
    (c) => stoneTiles(c, "#d9cfc0", 500, "#bcb1a1", 0.04),
    (c) =>
      soffio(c, {
        x: 900,
        bottom: 280,
        w: 580,
        h: 1450,
        finish: "white",
        towels: [{ u: 80, v: 480, w: 420, drop: 440, color: TEXTILE.cream }],
      }),
    (c) => stool(c, 2000, 400, 170, 450, "#a37a4f"),
    (c) => vase(c, 2000, 450, 400, 180, 200, "#e9e3d8", "jar"),
    shade(0.36),
    grade({ wash: 0.28, vignette: 0.3 }),
  ),

  "hero-breva": scene(
    heroCam(),
    env("#55524d", "#cbc2b4", "right"),
    (c) => plaster(c, "#55524d", {}, 1.1),
    (c) => wallLight(c, { x: 300, y: 700, w: 1800, h: 1400, slope: 0.25, cols: 2, rows: 2, soft: 18, strength: 0.16 }),
    (c) => stoneTiles(c, "#cbc2b4", 600, "#aba191", 0.03),
    (c) =>
      breva(c, {
        x: 900,
        bottom: 300,
        w: 600,
        h: 1450,
        finish: "chrome",
        towels: [{ u: 90, v: 500, w: 420, drop: 440, color: "#ebe6de" }],
      }),
    shade(0.28),
    grade({ wash: 0.18, vignette: 0.32 }),
  ),

  "hero-bathroom": scene(
    heroCam(),
    env(WALL.ink, "#d2cabd", "right"),
    (c) => plaster(c, WALL.ink, {}, 0.9),
    (c) => tiles(c, "#34475f", { y2: 1150 }, { tw: 120, th: 120, glaze: true, vary: 0.08, grout: "#4d5e72" }),
    (c) => rail(c, "#2a3546", 1150, 30),
    (c) => wallLight(c, { x: 300, y: 700, w: 1800, h: 1400, slope: 0.25, cols: 2, rows: 2, soft: 18, strength: 0.12 }),
    (c) => stoneTiles(c, "#d2cabd", 600, "#b3aa9c", 0.03),
    (c) =>
      volo(c, {
        x: 1000,
        bottom: 350,
        w: 560,
        h: 1500,
        model: "wall",
        finish: "brushed-brass",
        towels: [{ u: 110, v: 660, w: 340, drop: 380, color: TEXTILE.cream }],
      }),
    (c) => bath(c, -900, 1550, 1250, "#f4f2ee", "#e9e4dc"),
    (c) => bathFiller(c, 750, 750, "brushed-brass", 950),
    shade(0.24),
    grade({ wash: 0.14, vignette: 0.32 }),
  ),
};
