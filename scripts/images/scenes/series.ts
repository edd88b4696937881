import { darken, lighten } from "../lib/color";
import { augustoRail } from "../products/augusto-rail";
import { breva } from "../products/breva";
import { soffio } from "../products/soffio";
import { volo } from "../products/volo";
import { foldedTowels, vanity } from "../props/bathroom";
import { mirror, plant, vase } from "../props/decor";
import { bench, shelf, stool } from "../props/furniture";
import { opening, windowFront } from "../rooms/architecture";
import { oakBoards, stoneTiles } from "../rooms/floors";
import { floorLight, wallLight } from "../rooms/light";
import { CERAMIC, FLOOR, TEXTILE, WALL } from "../rooms/palettes";
import { boards, plaster, rail, tiles } from "../rooms/walls";
import type { Scene } from "./compose";
import { base, cam, env, grade, scene } from "./kit";

/**
 * Collection overview entry images (3:2) for the towel rail series: rooms of their own, so a series'
 * entry image never repeats one of its three gallery pictures. Pages crop them to 4:3 and 5:4.
 */
const wide = (left = -2200, top = 2450, eyeY = 1250) => cam(left, 4400, top, eyeY, 4600);
const TRAVERTINE = "#dccbb1";

export const seriesScenes: Record<string, Scene> = {
  "series-augusto-rail-brass-bathroom": scene(
    wide(),
    env("#e4d6c6", "#e6ddcf", "right"),
    (c) => plaster(c, "#e4d6c6", {}, 1.1),
    (c) => boards(c, WALL.terracotta, { y2: 1250 }, 120) + rail(c, lighten(WALL.terracotta, 0.08), 1250, 40),
    (c) =>
      windowFront(c, {
        x: 1400,
        y: 1350,
        w: 650,
        h: 950,
        frame: "#efe8dc",
        wall: "#e4d6c6",
        style: "sash",
        outside: ["#f4efe6", "#bcc4a6"],
        sill: "#efe8dc",
      }),
    (c) => wallLight(c, { x: -900, y: 800, w: 1200, h: 1300, slope: 0.3, cols: 3, rows: 2, soft: 14, strength: 0.18 }),
    (c) => mirror(c, 300, 1400, 600, 800, "#a7864c", "#eadfd2", "arch"),
    base(darken(WALL.terracotta, 0.08), 120),
    (c) => stoneTiles(c, "#ebe3d6", 350, "#c2b4a2", 0.03, "#c99a80"),
    (c) => floorLight(c, -700, 1100, 300, 1900, 3, 0.12, -0.6),
    (c) =>
      augustoRail(c, {
        x: -1500,
        w: 640,
        h: 1000,
        finish: "antique-brass",
        towels: [{ u: 120, v: 230, w: 400, drop: 470, color: TEXTILE.linen, stripe: TEXTILE.rust, fringe: true }],
      }),
    (c) => vanity(c, 100, 1000, "#8a6548", "#e4dcd0", "#f1ede6", "antique-brass"),
    (c) => plant(c, { x: 1750, z: 450, height: 1150, kind: "olive", pot: "#c9b9a2", potR: 150, potH: 320 }),
    grade({ wash: 0.14 }),
  ),

  "series-volo-arc-black-bathroom": scene(
    wide(),
    env(TRAVERTINE, "#cfc5b5"),
    (c) => tiles(c, "#d8cfc0", {}, { tw: 600, th: 1200, vary: 0.025, grout: "#c7bcab", groutW: 2 }),
    (c) => opening(c, -1900, 1000, 2150, "#d8cfc0", "#6f655a", true),
    (c) => wallLight(c, { x: -700, y: 900, w: 1300, h: 1300, slope: 0.35, cols: 2, rows: 2, soft: 14, strength: 0.24 }),
    (c) => stoneTiles(c, "#cfc5b5", 600, "#b1a695", 0.03),
    (c) =>
      volo(c, {
        x: 150,
        bottom: 350,
        w: 580,
        h: 1500,
        model: "arc",
        finish: "matte-black",
        towels: [{ u: 110, v: 1000, w: 360, drop: 360, color: TEXTILE.clay }],
      }),
    (c) => stool(c, 1400, 420, 200, 460, "#8a6548"),
    (c) => foldedTowels(c, 1250, 460, 500, 300, [TEXTILE.linen, TEXTILE.oat, TEXTILE.clay]),
    (c) => vase(c, -700, 0, 350, 520, 260, CERAMIC[5], "bottle"),
    grade({ wash: 0.16 }),
  ),

  "series-soffio-white-bathroom": scene(
    wide(),
    env(WALL.warmLime, FLOOR.oakLight),
    (c) => plaster(c, WALL.warmLime),
    (c) =>
      tiles(c, "#8f9c84", { y2: 1300 }, { tw: 75, th: 300, glaze: true, vary: 0.06, grout: "#b9c0ae" }) +
      rail(c, "#7f8c74", 1300, 24),
    (c) =>
      windowFront(c, {
        x: -1950,
        y: 1000,
        w: 1000,
        h: 1300,
        frame: "#efeae0",
        wall: WALL.warmLime,
        style: "casement",
        outside: ["#f3efe6", "#c2c9ae"],
        sill: "#efeae0",
      }),
    (c) => wallLight(c, { x: -700, y: 800, w: 1200, h: 1300, slope: 0.35, cols: 2, rows: 2, soft: 14, strength: 0.26 }),
    (c) => oakBoards(c, FLOOR.oakLight, 170),
    (c) => floorLight(c, -1700, 900, 200, 1800, 2, 0.16, 0.5),
    (c) =>
      soffio(c, {
        x: -250,
        bottom: 280,
        w: 560,
        h: 1450,
        finish: "white",
        towels: [
          { u: 75, v: 470, w: 410, drop: 430, color: TEXTILE.rust },
          { u: 95, v: 1080, w: 370, drop: 300, color: TEXTILE.cream },
        ],
      }),
    (c) => stool(c, 900, 420, 180, 450, "#a37a4f"),
    (c) => vase(c, 900, 450, 420, 200, 180, CERAMIC[0], "jar"),
    (c) => plant(c, { x: 1750, z: 420, height: 1500, kind: "fiddle", pot: "#e6ded1", potR: 170, potH: 380 }),
    grade({ wash: 0.16 }),
  ),

  "series-breva-anthracite-bathroom": scene(
    wide(),
    env(TRAVERTINE, FLOOR.slate, "right"),
    (c) => tiles(c, TRAVERTINE, {}, { tw: 1200, th: 600, stagger: true, vary: 0.035, grout: "#cdbb9f", groutW: 2 }),
    (c) => wallLight(c, { x: 100, y: 900, w: 1500, h: 1300, slope: 0.3, cols: 3, rows: 2, soft: 14, strength: 0.2 }),
    (c) => stoneTiles(c, FLOOR.slate, 600, darken(FLOOR.slate, 0.2), 0.04),
    (c) =>
      breva(c, {
        x: -1500,
        bottom: 300,
        w: 560,
        h: 1400,
        finish: "anthracite",
        towels: [{ u: 80, v: 500, w: 400, drop: 440, color: TEXTILE.cream }],
      }),
    (c) => shelf(c, -300, 1800, 1250, 260, "#a07a50"),
    (c) =>
      vase(c, 0, 1250, 130, 300, 170, CERAMIC[2], "bottle") +
      vase(c, 350, 1250, 130, 150, 220, CERAMIC[0], "jar") +
      vase(c, 1150, 1250, 130, 110, 260, CERAMIC[4], "bowl"),
    (c) => bench(c, -200, 1600, 420, 360, 440, "#a07a50"),
    (c) => foldedTowels(c, 50, 440, 360, 320, [TEXTILE.stone, TEXTILE.cream, TEXTILE.stone]),
    (c) => vase(c, 1050, 440, 330, 260, 160, CERAMIC[3], "bottle"),
    grade({ wash: 0.14, vignette: 0.28 }),
  ),
};
