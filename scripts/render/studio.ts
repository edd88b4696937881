/**
 * Studio product shots, for the model page's finish switch: the product alone on a warm grey backdrop
 * (an alt text saying "in the studio"), fitted as on a wall, with its valves and pipes into the floor.
 * Every shot of a model is framed the same way, so switching the finish changes only the finish.
 */
import type { Picture } from "../../app/content/picture";
import { placeCamera } from "./camera";
import { finishOf, fitting, modelOf, MODELS } from "./product";
import { rng } from "./rng";
import { type Product, type Scene, sceneFrame } from "./scene";

export const isStudioShot = (alt: string): boolean => /\bin the studio\b/.test(alt);

/** The backdrop: a flat, warm grey wall and floor of the same paint, like a photographer's sweep. */
const BACKDROP = { kind: "paint", color: "#cdc6bb", rough: 0.9 } as const;
const FLOOR = { kind: "paint", color: "#b7afa3", rough: 0.8 } as const;

export function studioScene(p: Picture, quality: { samples: number; noise: number }): Scene {
  const { key, index } = modelOf(p.alt);
  const model = MODELS[key]!;
  const finish = finishOf(p.alt, index);
  // The seed follows the model, not the finish, so every finish of a model is lit and sampled alike.
  const r = rng(`studio-${key}`);
  const { bottom, valve } = fitting(model);
  const product: Product = { ...model, finish, x: 0, bottom, valve, pipe: "floor" };
  const aspect = p.width / p.height;
  const tall = model.height > model.width;
  // The product with at least 15 cm of the floor below it: its pipes and feet end in view, and a rail standing on
  // its feet keeps the same room around it as one on the wall.
  const h = Math.max(bottom, 0.15) + model.height;
  const subject = { x: 0, y: -0.08, z: h / 2, w: model.width, h };
  const { camera, distance } = placeCamera(aspect, subject, 0.5, 0.5, tall ? 0.84 : 0.72, 50, tall ? 1.1 : 0.9);
  return {
    ...sceneFrame(p, quality, r),
    exposure: -0.15,
    camera,
    light: {
      elevation: 60,
      azimuth: -150,
      sun: 0,
      sky: 0.35,
      // A large softbox high on the left, at about 45 degrees: the seams and the depth catch the light.
      fill: 150,
      softness: 3,
      fillAt: [camera.location[0] - 2.4, camera.location[1] + 1.0, 2.2],
      fillTarget: [0, 0, subject.z],
    },
    room: {
      width: 8,
      depth: distance + 3,
      height: 3.4,
      wall: BACKDROP,
      floor: FLOOR,
      skirting: false,
      leftWall: false,
      rightWall: false,
    },
    products: [product],
    props: [],
  };
}
