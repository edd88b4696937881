// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { productBox, sceneFocus } from "../../scripts/images/focus";
import { scenes } from "../../scripts/images/scenes/index";
import {
  allPictures,
  collectionPageImages,
  galleryImages,
  heroImages,
  inspirationImages,
  instagramTiles,
  productNameByGalleryId,
  seriesImages,
} from "./images";
import { type Picture, pictureFormats, pictureSrc } from "./picture";
import { collectionPageIds, seriesIds } from "./series";

const SERIES = /\b(Retto|Flusso|Augusto|Volo|Soffio|Breva)\b/;
const FINISH = /\b(white|anthracite|matte black|chrome|brushed brass|antique brass)\b/;
const ROOM = /\b(living room|hallway|kitchen|bedroom|bathroom|dining room|study|library)\b/;
const HERO_KEYS = [
  "home",
  "collection",
  "design",
  "philosophy",
  "about",
  "gallery",
  "contact",
  ...collectionPageIds,
] as const;

const publicDir = join(process.cwd(), "public");

describe("gallery", () => {
  it("has the 39 images of docs/product.md#constants, in three categories", () => {
    expect(galleryImages).toHaveLength(39);
    const count = (c: string) => galleryImages.filter((g) => g.category === c).length;
    expect(count("modern")).toBe(15);
    expect(count("classic")).toBe(12);
    expect(count("custom")).toBe(12);
  });

  it("uses unique ids", () => {
    expect(new Set(galleryImages.map((g) => g.id)).size).toBe(galleryImages.length);
  });

  it("shows Retto and Flusso in modern rooms, Augusto columns in classic ones and towel rails in bathrooms", () => {
    for (const g of galleryImages) {
      if (g.category === "modern") expect(g.alt).toMatch(/\b(Retto|Flusso)\b/);
      if (g.category === "classic") {
        expect(g.alt).toMatch(/\bAugusto\b/);
        expect(g.alt).not.toMatch(/Towel Rail/);
      }
      if (g.category === "custom") {
        expect(g.alt).toMatch(/\b(Augusto Towel Rail|Volo|Soffio|Breva)\b/);
        expect(g.alt).toMatch(/\bbathroom\b/);
      }
    }
  });

  it("maps exactly the Retto and Flusso pictures to their product name (docs/product.md#entities fixed lookup)", () => {
    const ids = Object.keys(productNameByGalleryId);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const g = galleryImages.find((x) => x.id === id);
      expect(g, id).toBeDefined();
      expect(g!.alt).toContain(productNameByGalleryId[id]);
    }
    const shown = galleryImages.filter((g) => /\b(Retto|Flusso)\b/.test(g.alt)).map((g) => g.id);
    expect(new Set(ids)).toEqual(new Set(shown));
  });
});

describe("page imagery", () => {
  it("has a wide hero for every hero key", () => {
    expect(Object.keys(heroImages).sort()).toEqual([...HERO_KEYS].sort());
    for (const p of Object.values(heroImages)) {
      const ratio = p.width / p.height;
      expect(ratio).toBeGreaterThanOrEqual(1.45);
      expect(ratio).toBeLessThanOrEqual(1.8);
    }
  });

  it("has three product pictures per collection page and four for bathroom", () => {
    for (const id of collectionPageIds) expect(collectionPageImages[id], id).toHaveLength(id === "bathroom" ? 4 : 3);
    const [rail, volo, soffio, breva] = collectionPageImages.bathroom;
    expect(rail!.alt).toMatch(/Augusto Towel Rail/);
    expect(volo!.alt).toMatch(/Volo/);
    expect(soffio!.alt).toMatch(/Soffio/);
    expect(breva!.alt).toMatch(/Breva/);
  });

  it("depicts the collection page items in the order their names are listed", () => {
    const expected: Record<string, [RegExp, RegExp][]> = {
      modern: [
        [/Retto Horizontal/, /anthracite/],
        [/Retto Vertical/, /white/],
        [/Retto Double/, /matte black/],
      ],
      minimalist: [
        [/Flusso Vertical/, /white/],
        [/Flusso Horizontal/, /anthracite/],
        [/Flusso Slim/, /brushed brass/],
      ],
      classic: [
        [/Augusto 2-column/, /white/],
        [/Augusto 3-column/, /anthracite/],
        [/Augusto 4-column/, /antique brass/],
      ],
      "augusto-towel-rail": [
        [/Augusto Towel Rail/, /chrome/],
        [/Augusto Towel Rail/, /antique brass/],
        [/Augusto Towel Rail/, /white/],
      ],
      premium: [
        [/Volo Ladder/, /matte black/],
        [/Volo Arc/, /chrome/],
        [/Volo Wall/, /brushed brass/],
      ],
      soffio: [
        [/Soffio/, /white/],
        [/Soffio/, /anthracite/],
        [/Soffio/, /chrome/],
      ],
      breva: [
        [/Breva/, /chrome/],
        [/Breva/, /anthracite/],
        [/Breva/, /matte black/],
      ],
    };
    for (const [page, items] of Object.entries(expected)) {
      const pics = collectionPageImages[page as keyof typeof collectionPageImages];
      items.forEach(([name, finish], i) => {
        expect(pics[i]!.alt, `${page} ${i + 1}`).toMatch(name);
        expect(pics[i]!.alt, `${page} ${i + 1}`).toMatch(finish);
      });
    }
  });

  it("gives every series an entry image and three gallery images", () => {
    for (const id of seriesIds) {
      expect(seriesImages[id].image).toBeDefined();
      expect(seriesImages[id].gallery).toHaveLength(3);
    }
  });

  it("shows four different pictures for every series, and no picture under two series", () => {
    const seen = new Map<string, string>();
    for (const id of seriesIds) {
      const { image, gallery } = seriesImages[id];
      const ids = [image.id, ...gallery.map((p) => p.id)];
      expect(new Set(ids).size, `${id}: ${ids.join(", ")}`).toBe(4);
      for (const pid of ids) {
        expect(seen.get(pid), `${pid} is shown under ${seen.get(pid)} and ${id}`).toBeUndefined();
        seen.set(pid, id);
      }
    }
  });

  it("uses a landscape entry image for every series", () => {
    for (const id of seriesIds) {
      const { image } = seriesImages[id];
      expect(image.width / image.height, id).toBeCloseTo(1.5, 2);
    }
  });

  it("picks six varied inspiration images from the gallery", () => {
    expect(inspirationImages).toHaveLength(6);
    expect(new Set(inspirationImages.map((g) => g.id)).size).toBe(6);
    for (const g of inspirationImages) expect(galleryImages).toContain(g);
    expect(new Set(inspirationImages.map((g) => g.category)).size).toBe(3);
  });

  it("has four square Instagram tiles", () => {
    expect(instagramTiles).toHaveLength(4);
    for (const p of instagramTiles) expect(p.width).toBe(p.height);
  });
});

describe("every picture", () => {
  it("has one definition per id", () => {
    const byId = new Map<string, Picture>();
    const all: Picture[] = [
      ...galleryImages,
      ...Object.values(heroImages),
      ...Object.values(collectionPageImages).flat(),
      ...Object.values(seriesImages).flatMap((s) => [s.image, ...s.gallery]),
      ...inspirationImages,
      ...instagramTiles,
    ];
    for (const p of all) {
      const seen = byId.get(p.id);
      if (seen) expect(p, p.id).toStrictEqual(seen);
      byId.set(p.id, p);
    }
    expect(new Set(allPictures.map((p) => p.id)).size).toBe(byId.size);
  });

  it.each(allPictures.map((p) => [p.id, p] as const))("%s names the series, the finish and the room", (_, p) => {
    expect(p.alt).toMatch(SERIES);
    expect(p.alt).toMatch(FINISH);
    expect(p.alt).toMatch(ROOM);
    expect(p.alt.length).toBeLessThanOrEqual(200);
  });

  it.each(allPictures.map((p) => [p.id, p] as const))("%s lists ascending widths ending at its width", (_, p) => {
    expect(p.widths.length).toBeGreaterThan(0);
    expect([...p.widths].sort((a, b) => a - b)).toEqual([...p.widths]);
    expect(new Set(p.widths).size).toBe(p.widths.length);
    expect(p.widths[p.widths.length - 1]).toBe(p.width);
  });
});

describe("focus points", () => {
  it.each(allPictures.map((p) => [p.id, p] as const))("%s has a focus inside the picture", (_, p) => {
    expect(p.focus).toBeDefined();
    for (const v of [p.focus!.x, p.focus!.y]) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
  });

  it("match where the scenes place their products (else run `npm run images -- --focus`)", () => {
    const stale = allPictures.flatMap((p) => {
      const scene = scenes[p.id];
      if (!scene) return [`${p.id}: no scene`];
      const f = sceneFocus(p.id, scene, p.height / p.width);
      return f.x === p.focus?.x && f.y === p.focus.y
        ? []
        : [`${p.id}: ${JSON.stringify(p.focus)} != ${JSON.stringify(f)}`];
    });
    expect(stale).toEqual([]);
  });

  it("keep every hero's whole product in view on a 390 x 844 phone", () => {
    // The hero fills the screen on the home page and 70% of it elsewhere (app/site/hero.tsx), with
    // object-fit: cover and object-position at the focus: only a strip of the 16:9 picture shows.
    for (const [key, hero] of Object.entries(heroImages)) {
      const boxH = key === "home" ? 844 : 0.7 * 844;
      const shown = 390 / ((hero.width * boxH) / hero.height);
      const left = (1 - shown) * (hero.focus!.x / 100);
      const [x1, , x2] = productBox(hero.id, scenes[hero.id]!, hero.height / hero.width);
      const inView = (Math.min(x2, left + shown) - Math.max(x1, left)) / (x2 - x1);
      expect(inView, hero.id).toBeGreaterThan(0.99);
    }
  });
});

describe("rendered files (run `npm run images` first)", () => {
  it("exist for every width and format", () => {
    const missing = allPictures.flatMap((p) =>
      p.widths
        .flatMap((w) => pictureFormats.map((f) => pictureSrc(p, w, f)))
        .filter((src) => !existsSync(join(publicDir, src))),
    );
    expect(missing).toEqual([]);
  });

  it("match the catalogue's sizes", async () => {
    for (const p of allPictures) {
      for (const w of [p.widths[0]!, p.width]) {
        const meta = await sharp(join(publicDir, pictureSrc(p, w, "webp"))).metadata();
        expect(meta.width, p.id).toBe(w);
        expect(meta.height, p.id).toBe(Math.round((w * p.height) / p.width));
      }
      const avif = await sharp(join(publicDir, pictureSrc(p, p.width, "avif"))).metadata();
      expect([avif.width, avif.height], p.id).toEqual([p.width, p.height]);
    }
  });
});
