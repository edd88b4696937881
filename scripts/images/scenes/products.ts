import { darken, lighten } from "../lib/color";
import type { Ctx } from "../lib/ctx";
import { augusto, augustoWidth } from "../products/augusto";
import { flusso } from "../products/flusso";
import { retto } from "../products/retto";
import { augustoRail } from "../products/augusto-rail";
import { breva } from "../products/breva";
import { soffio } from "../products/soffio";
import { volo } from "../products/volo";
import { books, plant, vase } from "../props/decor";
import { stool } from "../props/furniture";
import { oakBoards, stoneTiles } from "../rooms/floors";
import { wallLight } from "../rooms/light";
import { CERAMIC, FLOOR, TEXTILE, WALL } from "../rooms/palettes";
import { plaster, rail, tiles, wainscot } from "../rooms/walls";
import type { Scene } from "./compose";
import { base, cam, env, grade, scene } from "./kit";

/** Product portrait (4:5): about 2 m of wall, centred on x = 0, floor in the lower fifth. */
const pcam = (span = 2000, top = 2150, eyeY = 1150) => cam(-span / 2, span, top, eyeY, 3800);

type Layer = (c: Ctx) => string;

/** One backdrop per collection page so each three-item grid reads as a set. */
const backdrops: Record<string, { env: ReturnType<typeof env>; layers: Layer[] }> = {
  modern: {
    env: env(WALL.warmLime, FLOOR.oak),
    layers: [
      (c) => plaster(c, WALL.warmLime),
      (c) =>
        wallLight(c, { x: -1100, y: 700, w: 700, h: 1200, slope: 0.45, cols: 2, rows: 3, soft: 12, strength: 0.28 }),
      base(darken(WALL.warmLime, 0.03)),
      (c) => oakBoards(c, FLOOR.oak),
    ],
  },
  minimalist: {
    env: env(WALL.stone, FLOOR.oakLight),
    layers: [
      (c) => plaster(c, WALL.stone),
      (c) =>
        wallLight(c, { x: -1100, y: 700, w: 700, h: 1200, slope: 0.45, cols: 2, rows: 3, soft: 12, strength: 0.3 }),
      base(WALL.stone, 110),
      (c) => oakBoards(c, FLOOR.oakLight),
    ],
  },
  classic: {
    env: env(WALL.sage, FLOOR.oak),
    layers: [
      (c) => plaster(c, WALL.sage),
      (c) => wainscot(c, WALL.sageDeep, { y2: 950 }, 560) + rail(c, lighten(WALL.sageDeep, 0.04), 940, 50),
      (c) =>
        wallLight(c, { x: -1100, y: 900, w: 700, h: 1000, slope: 0.45, cols: 2, rows: 2, soft: 12, strength: 0.2 }),
      base(lighten(WALL.sageDeep, 0.08), 170),
      (c) => oakBoards(c, FLOOR.oak, 150),
    ],
  },
  atr: {
    env: env("#d9d2c6", "#cfc6b6"),
    layers: [
      (c) => tiles(c, "#dcd5c9", {}, { tw: 600, th: 300, vary: 0.03, grout: "#c6bdb0", groutW: 3 }),
      (c) =>
        wallLight(c, { x: -1100, y: 600, w: 700, h: 1200, slope: 0.45, cols: 2, rows: 3, soft: 12, strength: 0.26 }),
      (c) => stoneTiles(c, "#cfc6b6", 600, "#b3a999", 0.03),
    ],
  },
  premium: {
    env: env(WALL.microcement, "#ddd5c8"),
    layers: [
      (c) => plaster(c, WALL.microcement, {}, 1),
      (c) =>
        wallLight(c, { x: -1100, y: 600, w: 700, h: 1300, slope: 0.45, cols: 2, rows: 3, soft: 12, strength: 0.28 }),
      (c) => stoneTiles(c, "#ddd5c8", 600, "#bfb5a6", 0.03),
    ],
  },
  soffio: {
    env: env("#d7dcd3", "#d6cfc3"),
    layers: [
      (c) => tiles(c, "#dfe3da", {}, { tw: 75, th: 300, glaze: true, vary: 0.04, grout: "#eef0ea" }),
      (c) =>
        wallLight(c, { x: -1100, y: 600, w: 700, h: 1300, slope: 0.45, cols: 2, rows: 3, soft: 12, strength: 0.24 }),
      (c) => stoneTiles(c, "#d6cfc3", 500, "#b9b0a2", 0.03),
    ],
  },
  breva: {
    env: env(WALL.limestone, "#d2c9ba"),
    layers: [
      (c) => plaster(c, WALL.limestone),
      (c) =>
        wallLight(c, { x: -1100, y: 600, w: 700, h: 1300, slope: 0.45, cols: 2, rows: 3, soft: 12, strength: 0.3 }),
      (c) => stoneTiles(c, "#d2c9ba", 600, "#b7ad9d", 0.03),
    ],
  },
};

function product(page: keyof typeof backdrops, camera: ReturnType<typeof pcam>, ...layers: Layer[]): Scene {
  const b = backdrops[page]!;
  return scene(camera, b.env, ...b.layers, ...layers, grade({ wash: 0.16, vignette: 0.22 }));
}

const R = 1450; // rail height used by the towel rail items
export const productScenes: Record<string, Scene> = {
  "product-retto-horizontal-anthracite": product(
    "modern",
    pcam(1800, 1800, 1000),
    (c) => retto(c, { x: -650, bottom: 170, w: 1300, h: 560, grooves: "h", finish: "anthracite" }),
    (c) => plant(c, { x: 820, z: 350, height: 1000, kind: "branches", pot: CERAMIC[4], potR: 110, potH: 380 }),
  ),
  "product-retto-vertical-white": product(
    "modern",
    pcam(),
    (c) => retto(c, { x: -240, bottom: 180, w: 480, h: 1780, grooves: "v", finish: "white", valveFinish: "chrome" }),
    (c) => plant(c, { x: 650, z: 420, height: 1500, kind: "olive", pot: "#b6a48c", potR: 170, potH: 360 }),
  ),
  "product-retto-double-black": product(
    "modern",
    pcam(1800, 1800, 1000),
    (c) => retto(c, { x: -600, bottom: 180, w: 1200, h: 600, grooves: "h", double: true, finish: "matte-black" }),
    (c) => stool(c, 700, 380, 170, 450, "#a37a4f") + books(c, 600, 450, 380, [TEXTILE.oat, "#3b4a5a", "#a86b4f"]),
  ),

  "product-flusso-vertical-white": product("minimalist", pcam(), (c) =>
    flusso(c, { x: -230, bottom: 170, w: 460, h: 1800, orient: "v", finish: "white", valveFinish: "chrome" }),
  ),
  "product-flusso-horizontal-anthracite": product("minimalist", pcam(1800, 1800, 1000), (c) =>
    flusso(c, { x: -700, bottom: 180, w: 1400, h: 560, orient: "h", finish: "anthracite" }),
  ),
  "product-flusso-slim-brass": product(
    "minimalist",
    pcam(),
    (c) => flusso(c, { x: -160, bottom: 180, w: 320, h: 1800, orient: "v", finish: "brushed-brass", tube: 44 }),
    (c) =>
      vase(c, 550, 0, 300, 480, 240, CERAMIC[5], "bottle") +
      plant(c, {
        x: 550,
        z: 300,
        y: 0,
        height: 1300,
        kind: "branches",
        pot: CERAMIC[5],
        potR: 1,
        potH: 470,
        greens: ["#7d8a6a", "#93a080"],
      }),
  ),

  "product-augusto-2-white": product("classic", pcam(1500, 1450, 900), (c) =>
    augusto(c, {
      x: -augustoWidth(18) / 2,
      bottom: 110,
      h: 600,
      sections: 18,
      cols: 2,
      finish: "white",
      valveFinish: "antique-brass",
    }),
  ),
  "product-augusto-3-anthracite": product("classic", pcam(1500, 1450, 900), (c) =>
    augusto(c, {
      x: -augustoWidth(18) / 2,
      bottom: 110,
      h: 600,
      sections: 18,
      cols: 3,
      finish: "anthracite",
      valveFinish: "antique-brass",
    }),
  ),
  "product-augusto-4-brass": product("classic", pcam(1500, 1450, 900), (c) =>
    augusto(c, {
      x: -augustoWidth(18) / 2,
      bottom: 110,
      h: 600,
      sections: 18,
      cols: 4,
      finish: "antique-brass",
      valveFinish: "antique-brass",
    }),
  ),

  "product-augusto-rail-chrome": product("atr", pcam(1800, 1650, 1050), (c) =>
    augustoRail(c, {
      x: -330,
      w: 660,
      h: 1000,
      finish: "chrome",
      towels: [{ u: 130, v: 175, w: 400, drop: 430, color: "#f2eee7" }],
    }),
  ),
  "product-augusto-rail-brass": product("atr", pcam(1800, 1650, 1050), (c) =>
    augustoRail(c, {
      x: -330,
      w: 660,
      h: 1000,
      finish: "antique-brass",
      towels: [{ u: 130, v: 175, w: 400, drop: 430, color: TEXTILE.linen, stripe: "#7e8c6e" }],
    }),
  ),
  "product-augusto-rail-white": product("atr", pcam(1800, 1650, 1050), (c) =>
    augustoRail(c, {
      x: -330,
      w: 660,
      h: 1000,
      finish: "white",
      towels: [{ u: 130, v: 175, w: 400, drop: 430, color: TEXTILE.sage }],
    }),
  ),

  "product-volo-ladder-black": product("premium", pcam(), (c) =>
    volo(c, {
      x: -280,
      bottom: 300,
      w: 560,
      h: R,
      model: "ladder",
      finish: "matte-black",
      towels: [{ u: 130, v: 40 + 4 * ((R - 80) / 11), w: 330, drop: 380, color: TEXTILE.oat }],
    }),
  ),
  "product-volo-arc-chrome": product("premium", pcam(), (c) =>
    volo(c, { x: -290, bottom: 300, w: 580, h: R, model: "arc", finish: "chrome" }),
  ),
  "product-volo-wall-brass": product("premium", pcam(), (c) =>
    volo(c, {
      x: -300,
      bottom: 300,
      w: 600,
      h: R,
      model: "wall",
      finish: "brushed-brass",
      towels: [{ u: 130, v: R * 0.44, w: 340, drop: 380, color: TEXTILE.cream }],
    }),
  ),

  "product-soffio-white": product("soffio", pcam(), (c) =>
    soffio(c, {
      x: -280,
      bottom: 280,
      w: 560,
      h: R,
      finish: "white",
      towels: [{ u: 75, v: 470, w: 410, drop: 430, color: TEXTILE.sage }],
    }),
  ),
  "product-soffio-anthracite": product("soffio", pcam(), (c) =>
    soffio(c, { x: -280, bottom: 280, w: 560, h: R, finish: "anthracite" }),
  ),
  "product-soffio-chrome": product("soffio", pcam(), (c) =>
    soffio(c, {
      x: -280,
      bottom: 280,
      w: 560,
      h: R,
      finish: "chrome",
      towels: [{ u: 75, v: 470, w: 410, drop: 430, color: TEXTILE.cream }],
    }),
  ),

  "product-breva-chrome": product("breva", pcam(), (c) =>
    breva(c, { x: -280, bottom: 280, w: 560, h: R, finish: "chrome" }),
  ),
  "product-breva-anthracite": product("breva", pcam(), (c) =>
    breva(c, {
      x: -280,
      bottom: 280,
      w: 560,
      h: R,
      finish: "anthracite",
      towels: [{ u: 80, v: 480, w: 400, drop: 440, color: TEXTILE.linen, stripe: "#a85d3c" }],
    }),
  ),
  "product-breva-black": product("breva", pcam(), (c) =>
    breva(c, { x: -280, bottom: 280, w: 560, h: R, finish: "matte-black" }),
  ),
};
