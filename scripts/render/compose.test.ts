// @vitest-environment node
import { describe, expect, it } from "vitest";

import { allPictures } from "../../app/content/images";
import type { Picture } from "../../app/content/picture";
import { compose } from "./compose";

const quality = { samples: 16, noise: 0.1 };

function picture(id: string): Picture {
  const p = allPictures.find((q) => q.id === id);
  if (!p) throw new Error(`No picture ${id}`);
  return p;
}

const sceneOf = (id: string) => compose(picture(id), quality);

/**
 * Alt texts reworded to say what their pictures show, and the wording each committed picture was rendered
 * from: the new words compose the same scene, so a re-render keeps the picture.
 */
const RENDERED_FROM: [id: string, alt: string][] = [
  [
    "hero-about",
    "Augusto 3-column radiator in white being welded in the Tepore workshop, its headers joined to the columns, beside a workbench with its drawings.",
  ],
  [
    "gallery-retto-vertical-anthracite-bedroom",
    "Retto Vertical flat-panel radiator in anthracite against warm oak wall panelling in a bedroom, next to a bedside table and lamp.",
  ],
  [
    "gallery-augusto-2-white-hallway",
    "Augusto 2-column radiator in white on feet in a period hallway with a dado rail, pale pink walls and a chequered stone floor.",
  ],
];

describe("the scene an alt text composes", () => {
  it("stands the About hero's Augusto on the workshop's beech bench against the brick wall", () => {
    const scene = sceneOf("hero-about");
    const [augusto] = scene.products;
    expect(augusto).toMatchObject({ type: "augusto", finish: "white", x: 0, bottom: 0.93, feet: false, pipe: "none" });
    expect(scene.room.wall).toMatchObject({ kind: "tiles", color: "#8f5f49" });
    const benches = scene.props.filter((p) => p.type === "workbench");
    expect(benches).toHaveLength(1);
    expect(benches[0]).toMatchObject({ x: 0, y: -0.42, w: 2.0 });
    expect(benches[0]!.sheets).toHaveLength(2);
    // The small light at the end of the top header, a warm glow on the brick in the picture.
    expect(scene.props.some((p) => p.type === "spark")).toBe(true);
  });

  it("leaves the Design hero's Flusso on the brick wall, beside the bench rather than on it", () => {
    const scene = sceneOf("hero-design");
    expect(scene.products[0]).toMatchObject({ type: "flusso", bottom: 0.2 });
    expect(scene.props.find((p) => p.type === "workbench")).toMatchObject({ y: -0.7 });
    expect(scene.props.some((p) => p.type === "spark")).toBe(false);
  });

  it("gives the anthracite Retto bedroom its two-tone striped wall, the oak boards, with no dado below", () => {
    const scene = sceneOf("gallery-retto-vertical-anthracite-bedroom");
    expect(scene.room.wall).toEqual({ kind: "timber", color: "#a37c55", plank: 0.2, along: "y" });
    expect(scene.room.wainscot).toBeUndefined();
  });

  it("gives the white Augusto's hallway its white tiled floor", () => {
    expect(sceneOf("gallery-augusto-2-white-hallway").room.floor).toEqual({
      kind: "tiles",
      color: "#e8e2d6",
      w: 0.3,
      h: 0.3,
      gloss: 0.3,
      plane: "xy",
      grout: "#2d2b29",
    });
  });

  it("gives the anthracite Flusso's kitchen its swirled stone floor", () => {
    expect(sceneOf("gallery-flusso-vertical-anthracite-kitchen").room.floor).toEqual({
      kind: "stone",
      color: "#ddd6cb",
      vein: "#9a8f80",
      rough: 0.35,
    });
  });

  it("keeps the Volo Arc's window, light and bare stool when its alt names the towel's colour", () => {
    const scene = sceneOf("series-volo-arc-black-bathroom");
    expect(scene.room.window?.wall).toBe("right");
    expect(scene.light.azimuth).toBe(124);
    expect(scene.room.floor.color).toBe("#c9c0b2");
    expect(scene.props.map((p) => p.type)).toEqual(["stool"]);
    expect(scene.products[0]!.towel?.color).toBe("#f1ede6");
  });

  it.each(RENDERED_FROM)("composes %s as the wording its picture was rendered from did", (id, alt) => {
    const p = picture(id);
    expect(p.alt).not.toBe(alt);
    expect(compose(p, quality)).toEqual(compose({ ...p, alt }, quality));
  });
});
