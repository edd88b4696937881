import { augusto } from "../products/augusto";
import { flusso } from "../products/flusso";
import { retto } from "../products/retto";
import { soffio } from "../products/soffio";
import { books, plant, vase } from "../props/decor";
import { bench } from "../props/furniture";
import { oakBoards, stoneTiles } from "../rooms/floors";
import { wallLight } from "../rooms/light";
import { BOOKS, CERAMIC, FLOOR, TEXTILE, WALL } from "../rooms/palettes";
import { plaster, rail, wainscot } from "../rooms/walls";
import { lighten } from "../lib/color";
import type { Scene } from "./compose";
import { base, cam, env, grade, scene } from "./kit";

/** Square close crops (1:1). */
export const instagramScenes: Record<string, Scene> = {
  "instagram-flusso-brass-detail": scene(
    cam(-550, 1100, 1500, 1000, 1800),
    env(WALL.deepGreen, FLOOR.oakDark),
    (c) => plaster(c, WALL.deepGreen, {}, 0.9),
    (c) => wallLight(c, { x: -700, y: 500, w: 800, h: 1000, slope: 0.5, cols: 2, rows: 2, soft: 8, strength: 0.22 }),
    base(WALL.deepGreen, 140),
    (c) => oakBoards(c, FLOOR.oakDark),
    (c) => flusso(c, { x: -380, bottom: 170, w: 560, h: 1800, orient: "v", finish: "brushed-brass", tube: 48 }),
    (c) =>
      vase(c, 330, 0, 300, 460, 220, CERAMIC[4], "bottle") +
      plant(c, {
        x: 330,
        z: 300,
        height: 1200,
        kind: "branches",
        pot: CERAMIC[4],
        potR: 1,
        potH: 450,
        greens: ["#7d8a6a", "#93a080", "#5d6b4a"],
      }),
    grade({ wash: 0.16, vignette: 0.28 }),
  ),
  "instagram-augusto-valve-detail": scene(
    cam(-620, 950, 900, 520, 1500),
    env(WALL.sage, FLOOR.oak),
    (c) => plaster(c, WALL.sage),
    (c) => wainscot(c, WALL.sageDeep, { y2: 950 }, 560) + rail(c, lighten(WALL.sageDeep, 0.04), 940, 50),
    (c) => wallLight(c, { x: -600, y: 200, w: 600, h: 900, slope: 0.5, cols: 2, rows: 2, soft: 6, strength: 0.2 }),
    base(lighten(WALL.sageDeep, 0.08), 170),
    (c) => oakBoards(c, FLOOR.oak, 150),
    (c) =>
      augusto(c, {
        x: -150,
        bottom: 110,
        h: 600,
        sections: 14,
        cols: 3,
        finish: "antique-brass",
        valveFinish: "antique-brass",
      }),
    grade({ wash: 0.14, vignette: 0.26 }),
  ),
  "instagram-soffio-towel-detail": scene(
    cam(-600, 1200, 1950, 1300, 2000),
    env(WALL.warmLime, "#d9cfc0"),
    (c) => plaster(c, WALL.warmLime),
    (c) => wallLight(c, { x: -800, y: 700, w: 800, h: 1100, slope: 0.5, cols: 2, rows: 2, soft: 8, strength: 0.3 }),
    base(WALL.warmLime, 100),
    (c) => stoneTiles(c, "#d9cfc0", 400, "#bcb1a1", 0.04),
    (c) =>
      soffio(c, {
        x: -330,
        bottom: 280,
        w: 620,
        h: 1450,
        finish: "white",
        towels: [
          { u: 70, v: 330, w: 470, drop: 420, color: TEXTILE.sage },
          { u: 90, v: 900, w: 430, drop: 360, color: TEXTILE.cream },
        ],
      }),
    grade({ wash: 0.16, vignette: 0.24 }),
  ),
  "instagram-retto-bench-detail": scene(
    cam(-300, 1300, 1200, 1000, 2200),
    env(WALL.limestone, FLOOR.oakLight, "right"),
    (c) => plaster(c, WALL.limestone),
    (c) => wallLight(c, { x: 300, y: 600, w: 700, h: 900, slope: 0.5, cols: 2, rows: 2, soft: 8, strength: 0.3 }),
    base(WALL.limestone, 120),
    (c) => oakBoards(c, FLOOR.oakLight),
    (c) => retto(c, { x: -900, bottom: 600, w: 1600, h: 420, grooves: "h", finish: "anthracite" }),
    (c) => bench(c, -800, 1600, 420, 360, 440, "#b08556"),
    (c) =>
      books(c, 350, 440, 260, [BOOKS[1], BOOKS[4], BOOKS[0]]) + vase(c, 820, 440, 260, 260, 150, CERAMIC[3], "bottle"),
    grade({ wash: 0.16, vignette: 0.24 }),
  ),
};
