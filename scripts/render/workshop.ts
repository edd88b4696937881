/**
 * The making-of pictures: a product in the workshop during a step of its making, named by the alt text.
 *
 * - "pressure test": the radiator on the brick test wall above the test bench, a blanking plug with its
 *   test tag in one tail and the hand pump's hose in the other; the pump's gauge, turned to the camera,
 *   holds the 15 bar test pressure.
 * - "powder coat": two or three of the radiators hanging from the overhead rail of the spray booth, bare
 *   (no brackets or valves yet), in front of the booth's filter wall, the powder gun on its stand.
 *
 * Both are upright pictures seen from a standing eye, the camera level as in every scene.
 */
import type { Picture } from "../../app/content/picture";
import { frameAt, placeCamera } from "./camera";
import { finishOf, modelOf, MODELS } from "./product";
import { type Rng, rng } from "./rng";
import { type Light, type Product, type Prop, type Room, type Scene, sceneFrame } from "./scene";

type Task = "pressure-test" | "powder-coating";

const TASKS: [RegExp, Task][] = [
  [/pressure test/, "pressure-test"],
  [/powder coat/, "powder-coating"],
];

function taskOf(alt: string): Task | undefined {
  return TASKS.find(([re]) => re.test(alt))?.[1];
}

export const isWorkshopTask = (alt: string): boolean => taskOf(alt) !== undefined;

/** The workshop's brick and its concrete floor. */
const BRICK = { kind: "tiles", color: "#8f5f49", w: 0.215, h: 0.075, grout: "#c9bcaa", gloss: 0.75 } as const;
const CONCRETE = { kind: "plaster", color: "#8f8b85" } as const;

export function workshopScene(p: Picture, quality: { samples: number; noise: number }): Scene {
  const task = taskOf(p.alt);
  if (!task) throw new Error(`No workshop task named in: ${p.alt}`);
  const { key, index } = modelOf(p.alt);
  const finish = finishOf(p.alt, index);
  const model = MODELS[key]!;
  return (task === "pressure-test" ? pressureTest : powderCoating)(p, quality, { ...model, finish, x: 0 });
}

function pressureTest(p: Picture, quality: { samples: number; noise: number }, model: Product): Scene {
  const r = rng(p.id);
  const bench = { x: 0.1, y: -0.36, w: 1.9, h: 0.9 };
  // A test piece, not the whole catalogue length: it fits the test wall above the bench.
  const width = Math.min(model.width, model.type === "augusto" ? 0.6 : 0.8);
  const height = Math.min(model.height, 0.6);
  const x = -0.25;
  const bottom = 1.14;
  const x1 = x + width / 2;
  const pump = { x: x1 + 0.6, y: -0.3, z: bench.h };
  const outlet: [number, number, number] = [pump.x - 0.25, pump.y, pump.z + 0.04];
  const product: Product = {
    ...model,
    width,
    height,
    x,
    bottom,
    feet: false,
    pipe: "test",
    test: { to: outlet, bench: bench.h },
  };
  const aspect = p.width / p.height;
  const subject = { x: (x - width / 2 + pump.x + 0.25) / 2, z: 1.25, w: pump.x + 0.25 - (x - width / 2) + 0.1, h: 1.1 };
  const { camera, frame, distance } = placeCamera(aspect, { ...subject, y: -0.3 }, 0.5, 0.52, 0.94, 40, 1.6);
  if (model.type === "augusto") {
    // A column radiator is seen a little from the right and closer, so its columns' depth shows.
    const swing = distance * 0.35;
    camera.location = [subject.x + swing, -0.3 - distance * 0.9, camera.location[2]];
    camera.target = [subject.x - 0.05, -0.3, camera.location[2]];
  }
  const props: Prop[] = [
    { type: "test-bench", ...bench, d: 0.66 },
    { type: "test-pump", ...pump, outlet, reading: 15, gauge: 0.075 },
    { type: "clipboard", x: x - 0.15, y: -0.48, z: bench.h },
    { type: "spanner", x: pump.x - 0.3, y: -0.56, z: bench.h, angle: 25 },
  ];
  return {
    ...sceneFrame(p, quality, r),
    exposure: 0.15,
    camera,
    light: daylight(r, camera.location, [product.x, 0, bottom + height / 2], 80),
    room: workshopRoom(frame.visW, camera.location[0], distance, r.next(), BRICK),
    products: [product],
    props,
  };
}

function powderCoating(p: Picture, quality: { samples: number; noise: number }, model: Product): Scene {
  const r = rng(p.id);
  const railZ = 2.45;
  const railY = -0.75;
  const count = model.width < 0.6 ? 3 : 2;
  const gap = 0.3;
  const pitch = model.width + gap;
  // Products hang from two hooks through their top; their tops a little below the rail.
  const bottom = railZ - 0.15 - model.height;
  const products: Product[] = Array.from({ length: count }, (_, i) => ({
    ...model,
    x: (i - (count - 1) / 2) * pitch - 0.25,
    y: railY + 0.075,
    bottom,
    bare: true,
    pipe: "none",
    feet: false,
  }));
  const hooks = products.flatMap((q) =>
    [-1, 1].map((side) => [q.x + side * (q.width / 2 - 0.04), railY, bottom + q.height - 0.01] as const),
  );
  // Seen from the right and a little in front, so the row of products recedes towards the left.
  const aspect = p.width / p.height;
  const lens = 30;
  const eye = 1.5;
  const target = { x: -0.05, y: railY, z: (bottom + railZ) / 2 - 0.1 };
  const distance = 2.75;
  const swing = 0.9;
  const frame = frameAt(Math.hypot(distance, swing), lens, aspect);
  const camera = {
    location: [target.x + swing, target.y - distance, eye] as [number, number, number],
    target: [target.x, target.y, eye] as [number, number, number],
    lens,
    shift: [0, (target.z - eye) / frame.maxVis] as [number, number],
  };
  const filterWall = { kind: "tiles", color: "#a9adb0", w: 0.6, h: 0.6, grout: "#3f4347", gloss: 0.35 } as const;
  const room: Room = {
    ...workshopRoom(frame.visW, camera.location[0], distance, r.next(), filterWall, false),
    side: { kind: "paint", color: "#e6e7e5", rough: 0.4 },
    // A high booth: its ceiling, lit only by bounced light, stays mostly above the frame.
    height: 3.7,
  };
  const gunX = products[products.length - 1]!.x + model.width / 2 + 0.25;
  const props: Prop[] = [
    { type: "rail", from: -room.width / 2, to: room.width / 2, y: railY, z: railZ, hooks },
    { type: "dust", x: -0.25, y: railY, w: count * pitch + 0.8, d: 1.5, color: "#4a4948" },
    { type: "powder-gun", x: gunX, y: railY - 0.35, feed: [gunX + 0.3, railY + 0.05], powder: "#1b1b1c" },
    { type: "ceiling", from: -room.width / 2, to: room.width / 2, y0: -room.depth, y1: 0.2, z: room.height },
    ...[-1, 1].map((side) => ({
      type: "booth-light",
      x: side * 0.9 - 0.2,
      y: -1.0,
      z: room.height - 0.03,
      w: 1.4,
      energy: 110,
    })),
  ];
  return {
    ...sceneFrame(p, quality, r),
    exposure: -0.3,
    camera,
    light: { ...daylight(r, camera.location, [target.x, 0, target.z], 40), sun: 0 },
    room,
    products,
    props,
  };
}

/** The workshop's room; the spray booth is closed (no window), lit by its own light boxes. */
function workshopRoom(
  visW: number,
  camX: number,
  distance: number,
  t: number,
  wall: Room["wall"],
  windowed = true,
): Room {
  const width = Math.max(5, (visW + Math.abs(camX) * 2 + 1.5) * 1.2);
  const depth = distance + 2.5;
  return {
    width,
    depth,
    height: 3.2,
    wall,
    floor: CONCRETE,
    skirting: false,
    leftWall: true,
    rightWall: true,
    ...(windowed && {
      window: {
        wall: "left",
        from: -Math.min(depth - 0.4, 2.6 + t),
        to: -0.9 - t * 0.4,
        sill: 0.9,
        head: 2.7,
        bars: [3, 3],
      },
    }),
  };
}

/** Soft daylight from the side window, sky from above and a photographer's fill from behind the camera. */
function daylight(r: Rng, cam: [number, number, number], target: [number, number, number], fill: number): Light {
  return {
    elevation: 28 + r.int(0, 10),
    azimuth: -(118 + r.int(0, 10)),
    sun: 2.6 + r.next() * 0.6,
    sky: 0.3,
    fill,
    softness: 3,
    fillAt: [cam[0] - 1.0, cam[1] - 1.0, 2.2],
    fillTarget: target,
  };
}
