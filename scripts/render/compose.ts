/**
 * Composes a picture's scene from its catalogue entry. The alt text is the brief: it names the series
 * and variant, the finish, the room, the wall and floor and the furniture, so the scene is built from it
 * and the alt text stays true to the picture. Layout follows the picture's role: heroes put the product
 * on the right and leave the left calm for the headline, close-ups go in close with a shallow depth of
 * field, everything else frames the product at 40-60% of the picture.
 */
import type { Picture } from "../../app/content/picture";
import { placeCamera } from "./camera";
import { finishOf, fitting, modelOf, MODELS } from "./product";
import { type Rng, rng } from "./rng";
import { type Light, type Product, type Prop, type Room, type Scene, sceneFrame, type Surface } from "./scene";
import { isStudioShot, studioScene } from "./studio";
import { isWorkshopTask, workshopScene } from "./workshop";

/* --------------------------------------------------------------------------------- the room */

const WALL_COLOURS: [RegExp, Surface][] = [
  [/workshop/, { kind: "tiles", color: "#8f5f49", w: 0.215, h: 0.075, grout: "#c9bcaa", gloss: 0.75 }],
  [/marble/, { kind: "stone", color: "#ece8e1", vein: "#a79f95", rough: 0.2 }],
  [/travertine/, { kind: "stone", color: "#d9c9ae", vein: "#b59f80", rough: 0.6 }],
  [/pale limestone|limestone/, { kind: "stone", color: "#e3dacb", vein: "#cbbfab", rough: 0.7 }],
  [/grey microcement|charcoal microcement/, { kind: "plaster", color: "#8d8a85" }],
  [/microcement/, { kind: "plaster", color: "#c4b8a8" }],
  [/deep green glazed tiles/, { kind: "tiles", color: "#2f4a3c", w: 0.075, h: 0.15, gloss: 0.08, grout: "#c9c4b8" }],
  [/sage green glazed tiles/, { kind: "tiles", color: "#9fae93", w: 0.1, h: 0.1, gloss: 0.08 }],
  [/ink blue handmade tiles/, { kind: "tiles", color: "#2d3d57", w: 0.1, h: 0.1, gloss: 0.06 }],
  [/terracotta tiled/, { kind: "tiles", color: "#b4694a", w: 0.15, h: 0.15, gloss: 0.3 }],
  [/large stone tiles/, { kind: "tiles", color: "#cfc5b5", w: 0.6, h: 0.6, gloss: 0.5, grout: "#bdb3a3" }],
  [/stone-tiled|tiled bathroom wall/, { kind: "tiles", color: "#e4ddd1", w: 0.3, h: 0.6, gloss: 0.25 }],
  [/terracotta boarded/, { kind: "timber", color: "#b4684b", plank: 0.12, along: "y" }],
  // Oak boards, alternately lighter and darker: a two-tone striped wall.
  [/oak wall panelling|striped wall/, { kind: "timber", color: "#a37c55", plank: 0.2, along: "y" }],
  [/deep olive/, { kind: "plaster", color: "#5e5f3f" }],
  [/pale pink/, { kind: "plaster", color: "#e3c9bc" }],
  [/clay pink/, { kind: "plaster", color: "#cf9f8c" }],
  [/terracotta/, { kind: "plaster", color: "#b6704f" }],
  [/sage/, { kind: "plaster", color: "#a3ad93" }],
  [/deep green/, { kind: "plaster", color: "#34483b" }],
  [/ink blue/, { kind: "plaster", color: "#2d394b" }],
  [/charcoal/, { kind: "plaster", color: "#3e3d3b" }],
  [/stone-grey|warm grey/, { kind: "plaster", color: "#b3ab9f" }],
  [/clay/, { kind: "plaster", color: "#c49a7e" }],
  [/pale stone|pale plaster/, { kind: "plaster", color: "#ddd5c8" }],
  [/limewash|neutral|warm/, { kind: "plaster", color: "#e2d9ca" }],
];

const FLOORS: [RegExp, Surface][] = [
  [/workshop/, { kind: "stone", color: "#9d9890", vein: "#85807a", rough: 0.55 }],
  [/terrazzo|swirled stone/, { kind: "stone", color: "#ddd6cb", vein: "#9a8f80", rough: 0.35 }],
  // Pale tiles set with dark grout.
  [
    /chequered|white tiled floor/,
    { kind: "tiles", color: "#e8e2d6", w: 0.3, h: 0.3, gloss: 0.3, plane: "xy", grout: "#2d2b29" },
  ],
  [/slate/, { kind: "tiles", color: "#4a4b4c", w: 0.6, h: 0.6, gloss: 0.45, plane: "xy", grout: "#333333" }],
  [/stone floor|stone-tiled|marble/, { kind: "tiles", color: "#d8d0c4", w: 0.6, h: 0.6, gloss: 0.3, plane: "xy" }],
];

function wallOf(alt: string, room: string): Surface {
  for (const [re, s] of WALL_COLOURS) if (re.test(alt)) return s;
  return room === "bathroom" ? { kind: "plaster", color: "#d8cfc2" } : { kind: "plaster", color: "#ddd3c4" };
}

function floorOf(alt: string, room: string, r: Rng): Surface {
  for (const [re, s] of FLOORS) if (re.test(alt)) return s;
  if (room === "bathroom")
    return {
      kind: "tiles",
      color: r.pick(["#d6cdbf", "#c9c0b2", "#e0d8cc"]),
      w: 0.6,
      h: 0.6,
      gloss: 0.35,
      plane: "xy",
    };
  return { kind: "timber", color: r.pick(["#b48d62", "#a8815a", "#bf9a6e"]), plank: 0.18 };
}

const ROOMS = /\b(living room|hallway|kitchen|bedroom|bathroom|dining room|study|library|workshop)\b/;

/* ---------------------------------------------------------------------------- the furniture */

interface FloorProp {
  width: number;
  make: (x: number, r: Rng) => Prop[];
}

/** Furniture by the words that name it; in order of how close to the product it stands. */
const FLOOR_PROPS: [RegExp, FloorProp][] = [
  [
    /armchair|reading chair/,
    {
      width: 0.85,
      make: (x, r) => [{ type: "armchair", x, y: -0.75, color: r.pick(["#d9cfc0", "#c8b79f", "#e6dfd3"]) }],
    },
  ],
  [
    /\bbench\b/,
    {
      width: 1.1,
      make: (x) => [
        { type: "bench", x, y: -0.3, w: 1.0 },
        { type: "books", x: x + 0.2, y: -0.3, z: 0.45 },
      ],
    },
  ],
  [
    /stool/,
    {
      width: 0.4,
      make: (x, r) => [
        { type: "stool", x, y: -0.35 },
        ...(r.next() < 0.5 ? [{ type: "books", x, y: -0.35, z: 0.45 }] : []),
      ],
    },
  ],
  [/fig|olive tree|plant/, { width: 0.6, make: (x, r) => [{ type: "plant", x, y: -0.4, h: 1.5, seed: r.int(1, 9) }] }],
  [/floor lamp/, { width: 0.35, make: (x) => [{ type: "floor-lamp", x, y: -0.35 }] }],
  [
    /bedside table/,
    {
      width: 0.5,
      make: (x) => [
        { type: "table", x, y: -0.25, w: 0.45, d: 0.4, h: 0.55 },
        { type: "vase", x, y: -0.25, z: 0.55, h: 0.22 },
      ],
    },
  ],
  [
    /console/,
    {
      width: 1.0,
      make: (x) => [
        { type: "table", x, y: -0.2, w: 0.95, d: 0.35, h: 0.8, color: "#3a2e25" },
        { type: "vase", x: x - 0.25, y: -0.2, z: 0.8, h: 0.3 },
        { type: "books", x: x + 0.2, y: -0.2, z: 0.8 },
      ],
    },
  ],
  [
    /sideboard/,
    {
      width: 1.5,
      make: (x) => [
        { type: "table", x, y: -0.25, w: 1.5, d: 0.45, h: 0.75, closed: true, color: "#5c4030" },
        { type: "vase", x: x + 0.4, y: -0.25, z: 0.75, h: 0.32 },
      ],
    },
  ],
  [/vanity|basin/, { width: 1.0, make: (x) => [{ type: "vanity", x, y: -0.25, w: 0.9 }] }],
  [/bath\b|freestanding bath/, { width: 1.8, make: (x) => [{ type: "bath", x, y: -0.6, w: 1.7 }] }],
  [/\bbed\b/, { width: 1.8, make: (x) => [{ type: "bed", x, y: -1.05, w: 1.6 }] }],
  [/bookshelves|library/, { width: 1.1, make: (x) => [{ type: "bookshelf", x, w: 1.0, h: 2.3 }] }],
  [
    /kitchen run|cabinets|kitchen/,
    { width: 1.9, make: (x) => [{ type: "cabinets", x, from: x - 0.9, to: x + 0.9, shelf: true, color: "#7f8b78" }] },
  ],
  [/vase of branches|branch/, { width: 0.35, make: (x) => [{ type: "branches", x, y: -0.25, h: 0.5 }] }],
  [
    /workbench|drawings/,
    {
      width: 2.2,
      make: (x) => [
        { type: "workbench", x, y: -0.7, w: 2.0, finish: "brass" },
        { type: "pendant", x, y: -0.7, z: 1.9, energy: 35 },
      ],
    },
  ],
];

/* ------------------------------------------------------------------------------------ scene */

export type Role = "hero" | "portrait-hero" | "card" | "close-up";

export function roleOf(p: Picture): Role {
  if (p.id.startsWith("hero-")) return p.height > p.width ? "portrait-hero" : "hero";
  if (/^(Close-up|Detail|Corner|Wheel-head|Folded)/.test(p.alt) || p.id.includes("detail")) return "close-up";
  return "card";
}

export function compose(p: Picture, quality: { samples: number; noise: number }): Scene {
  if (isWorkshopTask(p.alt)) return workshopScene(p, quality);
  if (isStudioShot(p.alt)) return studioScene(p, quality);
  const r = rng(p.id);
  const alt = p.alt;
  const { key, index } = modelOf(alt);
  const finish = finishOf(alt, index);
  const room = ROOMS.exec(alt)?.[1] ?? "living room";
  const model = MODELS[key]!;
  const role = roleOf(p);
  const aspect = p.width / p.height;
  const isRail = model.type === "towel-rail";
  // In the workshop a radiator on the bench (standing on it, or being welded) stands against the wall on the bench
  // top, not on the floor; one beside the bench hangs on the wall.
  const onBench = room === "workshop" && /being welded|\b(?:on|above) (?:a|the) (?:beech )?workbench\b/.test(alt);
  const fitted = fitting(model);
  const bottom = onBench ? 0.93 : fitted.bottom;
  const product: Product = {
    ...model,
    finish,
    x: 0,
    bottom,
    valve: fitted.valve,
    valveFinish: model.type === "augusto" && /brass/.test(finish) ? finish : finish,
    pipe: r.next() < 0.75 ? "floor" : "wall",
  };
  if (onBench) Object.assign(product, { feet: false, pipe: "none" });
  if (isRail) {
    const named = /white towel/.test(alt)
      ? "#f1ede6"
      : /sage towel/.test(alt)
        ? "#9fae93"
        : /striped|linen/.test(alt)
          ? "#d9cbb5"
          : /rust/.test(alt)
            ? "#b0643f"
            : undefined;
    // A Volo's towel colour is drawn even when the alt names it, and the name wins: every Volo scene was composed
    // with the draw, so naming the colour changes the towel, not the window, light and props drawn after it.
    const volo = model.style === "ladder" || model.style === "arc" || model.style === "wall";
    const drawn = !named || volo ? r.pick(["#efe9df", "#d6c7b0", "#9fae93"]) : named;
    const towelColour = named ?? drawn;
    if (/towel/.test(alt) || r.next() < 0.5)
      product.towel = { color: towelColour, at: model.style === "soffio" ? 0.5 : 0.62 };
  }
  const pz = bottom + model.height / 2;

  // Composition by role.
  const propSide = role === "hero" ? 1 : r.pick([-1, 1]);
  let u = 0.5;
  let v = 0.5;
  let fill: number;
  let lens = 35;
  let eye = Math.min(1.25, Math.max(0.7, pz + 0.1));
  if (role === "hero") {
    // The product on the right third, the left calm for the headline; a workshop leaves room for its bench.
    const workshop = room === "workshop";
    u = workshop ? 0.66 : 0.7;
    // A towel rail's pipes run down to the floor: it stands a little higher and smaller, so they end in view.
    v = workshop ? 0.42 : isRail ? 0.46 : 0.52;
    fill = onBench ? 0.42 : model.width > model.height ? 0.34 : isRail ? 0.5 : 0.62;
    lens = 32;
    // Standing, a little above the bench, so its drawings read.
    if (workshop) eye = 1.5;
  } else if (role === "portrait-hero") {
    // The home hero on a phone: the product low in the frame, the wall above it calm for the headline.
    u = 0.5;
    v = 0.7;
    fill = model.height > model.width ? 0.38 : 0.7;
    lens = 30;
  } else if (role === "close-up") {
    // The lower corner with its valve and pipe, seen from a little to the side so the depth, the seams
    // or columns and the finish catch the light; a long lens and a shallow depth of field.
    lens = 60;
    fill = 0.85;
    eye = isRail ? bottom + model.height * 0.6 : bottom + 0.22;
  } else {
    u = 0.5 - 0.06 * propSide;
    fill = 0.5;
  }
  const productY = -0.08;
  const closeTarget =
    role === "close-up"
      ? isRail
        ? { x: product.x + model.width / 2 - 0.15, z: bottom + model.height * 0.55, w: 0.6, h: 0.6 }
        : { x: product.x + model.width / 2 - 0.12, z: bottom + 0.12, w: 0.5, h: 0.5 }
      : undefined;
  const placed = placeCamera(
    aspect,
    closeTarget
      ? { ...closeTarget, y: productY }
      : { x: product.x, z: pz, w: model.width, h: model.height, y: productY },
    u,
    v,
    fill,
    lens,
    eye,
  );
  const { camera, frame, distance } = placed;
  if (role === "close-up" && closeTarget) {
    // Swing the camera to the right of the corner, still level: an oblique look along the product.
    const swing = distance * 0.45;
    camera.location = [closeTarget.x + swing, productY - distance, eye];
    camera.target = [closeTarget.x, productY, eye];
    camera.shift = [0, (closeTarget.z - eye) / frame.maxVis];
    camera.dof = { distance: Math.hypot(swing, distance), fstop: 4 };
  }

  // Room: big enough to fill the frame, a side window for the sun.
  const span = frame.visW + Math.abs(camera.location[0]) * 2 + 1.5;
  const width = Math.max(5, span * 1.2);
  const top = (camera.location[2] + (camera.shift?.[1] ?? 0) * frame.maxVis + frame.visH / 2) * 1.0;
  const height = Math.max(2.8, top + 0.3);
  const depth = distance + 2.5;
  const windowSide: "left" | "right" = role === "hero" ? "left" : r.pick(["left", "right"]);
  const wall = wallOf(alt, room);
  const roomSpec: Room = {
    width,
    depth,
    height,
    wall,
    floor: floorOf(alt, room, r),
    trim: "#eee9e0",
    skirting: room !== "workshop",
    leftWall: true,
    rightWall: true,
    window: {
      wall: windowSide,
      from: -Math.min(depth - 0.4, 2.4 + r.next()),
      to: -0.9 - r.next() * 0.4,
      sill: 0.6,
      head: Math.min(height - 0.2, 2.5),
      bars: [2, 3],
    },
  };
  if (/panell|dado/.test(alt) && !/oak wall panelling/.test(alt)) {
    roomSpec.wainscot = {
      height: 0.95,
      surface: { kind: "paint", color: shade(wall.color), rough: 0.5 },
      panels: true,
    };
  }
  if (/sash window|under a wide window|beneath a wide window|beneath a sash|below a window|tall window/.test(alt)) {
    // A window in the back wall above or beside the product: it shows in the picture.
    const beside = /tall window|below a window/.test(alt) && model.height > 1.0;
    const wx = beside ? product.x - propSide * (model.width / 2 + 0.9) : product.x;
    const ww = beside ? 0.9 : Math.max(0.9, model.width);
    roomSpec.window = {
      wall: "back",
      from: wx - ww / 2,
      to: wx + ww / 2,
      sill: bottom + model.height + 0.15,
      head: Math.min(height - 0.15, bottom + model.height + 1.6),
      bars: [2, 2],
    };
    if (beside) roomSpec.window.sill = 0.5;
  }

  // Light: low sun from the window side, sky from above, a soft fill from behind the camera.
  const az = (windowSide === "left" ? -1 : 1) * (115 + r.int(0, 15));
  const light: Light = {
    elevation: 22 + r.int(0, 14),
    azimuth: az,
    sun: 3.2 + r.next() * 1.2,
    sky: 0.28,
    fill: role === "close-up" ? 30 : 90,
    softness: 2.5,
    fillAt: [camera.location[0] - propSide * 1.2, camera.location[1] - 1.0, 2.0],
    fillTarget: [product.x, 0, pz],
  };

  // Furniture from the alt text, placed outward from the product on the prop side.
  const props: Prop[] = [];
  let cursor = product.x + propSide * (model.width / 2 + 0.25);
  const wanted = FLOOR_PROPS.filter(([re]) => re.test(alt) && !(onBench && re.test("workbench")));
  if (onBench) {
    props.push(
      {
        type: "workbench",
        x: product.x,
        y: -0.42,
        w: 2.0,
        finish: "brass",
        sheets: [
          [-0.75, 0.0, 0],
          [0.75, -0.1, 0],
        ],
      },
      { type: "pendant", x: product.x - 0.4, y: -0.6, z: 2.0, energy: 30 },
    );
    cursor += propSide * 0.6;
  }
  if (role === "card" && wanted.length === 0 && r.next() < 0.6)
    wanted.push(FLOOR_PROPS.find(([re]) => re.test("plant"))!);
  for (const [, fp] of wanted) {
    const x = cursor + propSide * (fp.width / 2);
    props.push(...fp.make(x, r));
    cursor += propSide * (fp.width + 0.2);
  }
  if (/framed art|framed painting|painting|framed/.test(alt)) {
    const low = model.height < 1;
    props.push({
      type: "frame",
      x: low ? product.x : product.x + propSide * (model.width / 2 + 0.6),
      z: low ? bottom + model.height + 0.65 : 1.55,
      w: 0.6,
      h: 0.75,
      art: r.pick(["#b9977a", "#9aa38c", "#c9b7a0", "#7d8a9a"]),
    });
  }
  if (onBench) {
    // A radiator on the bench has the welder's arc at the end of its top header: a small, very bright light, which
    // in the About hero reads only as a glow on the brick above that end.
    props.push({
      type: "spark",
      x: product.x + model.width / 2 - 0.02,
      y: -0.14,
      z: bottom + model.height - 0.03,
      energy: 25,
    });
  }
  if (/mirror/.test(alt))
    props.push({ type: "mirror", x: product.x + propSide * (model.width / 2 + 0.6), z: 1.5, r: 0.3 });
  if (/curtains/.test(alt) && roomSpec.window?.wall === "back") {
    props.push({ type: "curtain", x: roomSpec.window.from - 0.3, w: 0.5, h: height - 0.1 });
    props.push({ type: "curtain", x: roomSpec.window.to + 0.3, w: 0.5, h: height - 0.1 });
  }

  return {
    ...sceneFrame(p, quality, r),
    exposure: isDark(wall.color) ? 0.45 : 0,
    camera,
    light,
    room: roomSpec,
    products: [product],
    props,
  };
}

function isDark(hex: string): boolean {
  const n = parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.3 + ((n >> 8) & 255) * 0.59 + (n & 255) * 0.11 < 110;
}

/** Panelling a shade deeper than the plaster above it. */
function shade(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.round(v * 0.9));
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}
