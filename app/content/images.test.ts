// @vitest-environment node
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { roleOf } from "../../scripts/render/compose";
import { pictureAtUrl } from "./image-url";
import {
  allPictures,
  collectionPageImages,
  galleryImages,
  heroImages,
  heroPhoneCrops,
  heroPortraits,
  inspirationImages,
  instagramTiles,
  pagePictures,
  productNameByGalleryId,
  seriesImages,
  studioImages,
  workshopImages,
} from "./images";
import { currentImageUrl, imageUrl, type Picture, pictureFormats, pictureSrc } from "./picture";
import { focusFromBox, renderManifest } from "./picture-focus";
import { collectionPageIds, seriesIds } from "./series";

const SERIES = /\b(Retto|Flusso|Augusto|Volo|Soffio|Breva)\b/;
const FINISH = /\b(white|anthracite|matte black|chrome|brushed brass|antique brass|raw lacquered steel)\b/;
const ROOM = /\b(living room|hallway|kitchen|bedroom|bathroom|dining room|study|library|workshop)\b/;
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
const renders = renderManifest;

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
      ...Object.values(heroPortraits).filter((p) => p !== undefined),
      ...Object.values(collectionPageImages).flat(),
      ...Object.values(seriesImages).flatMap((s) => [s.image, ...s.gallery]),
      ...inspirationImages,
      ...instagramTiles,
      ...Object.values(workshopImages),
      ...Object.values(studioImages).flatMap((shots) => Object.values(shots)),
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
    // A studio shot shows the product alone, and says so.
    expect(p.alt).toMatch(p.id.startsWith("studio-") ? /\bin the studio\b/ : ROOM);
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

  it("are the centre of the product's box measured by the renderer, the middle where it found none", () => {
    expect(focusFromBox([0.2, 0.4, 0.6, 0.8])).toEqual([40, 60]);
    expect(focusFromBox(null)).toEqual([50, 50]);
    expect(focusFromBox([-0.5, -0.5, 0.1, 0.1])).toEqual([0, 0]);
  });

  it("keep every rendered product whole inside its frame, close-ups apart", () => {
    const cut = allPictures.flatMap((p) => {
      const box = renders[p.id]?.box;
      if (!box || roleOf(p) === "close-up") return [];
      return box[0] > 0 && box[1] > 0 && box[2] < 1 && box[3] < 1 ? [] : [`${p.id}: ${box.join(", ")}`];
    });
    expect(cut).toEqual([]);
  });

  it("keep the rendered phone hero's whole product in view on a 390 x 844 phone", () => {
    // The home hero fills the screen (app/site/hero.tsx), with object-fit: cover and object-position at
    // the focus: only a vertical strip of the portrait picture shows.
    for (const portrait of Object.values(heroPortraits)) {
      const box = portrait && renders[portrait.id]?.box;
      if (!portrait || !box) continue;
      const boxH = 844;
      const shown = Math.min(1, 390 / ((portrait.width * boxH) / portrait.height));
      const left = (1 - shown) * (portrait.focus!.x / 100);
      const inView = (Math.min(box[2], left + shown) - Math.max(box[0], left)) / (box[2] - box[0]);
      expect(inView, portrait.id).toBeGreaterThan(0.99);
    }
  });
});

describe("pages", () => {
  const pages: Record<string, Picture[]> = {
    home: [
      heroImages.home,
      ...(["retto", "augusto", "flusso", "volo", "soffio", "breva"] as const).map((id) => seriesImages[id].gallery[0]),
      pagePictures.homeArtistry,
      ...inspirationImages,
      ...instagramTiles,
    ],
    collection: [heroImages.collection, ...Object.values(seriesImages).flatMap((s) => [s.image, ...s.gallery])],
    design: [heroImages.design, pagePictures.design],
    philosophy: [heroImages.philosophy, ...pagePictures.philosophy],
    about: [heroImages.about, ...pagePictures.about],
    gallery: [heroImages.gallery, ...galleryImages],
    ...Object.fromEntries(
      Object.entries(collectionPageImages).map(([id, pics]) => [
        `collection/${id}`,
        [heroImages[id as keyof typeof heroImages], ...pics],
      ]),
    ),
  };

  it.each(Object.entries(pages))("%s shows no picture twice", (_, pictures) => {
    const ids = pictures.map((p) => p.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("show the workshop on Design and About: the pressure test and the powder coating, not room pictures", () => {
    const workshop = Object.values(workshopImages);
    const shown = [pagePictures.design, ...pagePictures.about];
    for (const p of shown) {
      expect(workshop, p.id).toContain(p);
      expect(p.alt).toMatch(/\bTepore workshop\b/);
    }
    expect(shown.some((p) => /pressure test/.test(p.alt))).toBe(true);
    expect(shown.some((p) => /powder coat/.test(p.alt))).toBe(true);
    for (const p of workshop) expect(p.width / p.height, p.id).toBeCloseTo(0.8, 2);
  });

  it("give the full-screen home hero an upright phone crop of the same picture", () => {
    const portrait = heroPortraits.home!;
    expect(portrait.alt).toBe(heroImages.home.alt);
    expect(portrait.height).toBeGreaterThan(portrait.width);
  });
});

describe("committed files (no build needed)", () => {
  it("exist for every width and format", () => {
    const missing = allPictures.flatMap((p) =>
      p.widths
        .flatMap((w) => pictureFormats.map((f) => pictureSrc(p, w, f)))
        .filter((src) => !existsSync(join(publicDir, src))),
    );
    expect(missing).toEqual([]);
  });

  it("are only the current renditions: a retired width would show an older version of the picture", () => {
    const current = new Set([
      ...allPictures.flatMap((p) => p.widths.flatMap((w) => pictureFormats.map((f) => pictureSrc(p, w, f)))),
      ...Object.values(heroPhoneCrops).flatMap((p) => p.widths.map((w) => pictureSrc(p, w, "avif"))),
    ]);
    const retired = readdirSync(join(publicDir, "img")).filter((name) => !current.has(`/img/${name}`));
    expect(retired).toEqual([]);
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

  it("keep the home's phone hero, a phone's largest paint, within the bytes of its first round trips (decision 216)", () => {
    const portrait = heroPortraits.home!;
    expect(statSync(join(publicDir, pictureSrc(portrait, portrait.width, "avif"))).size).toBeLessThanOrEqual(15_500);
  });
});

describe("stored addresses of the site's pictures", () => {
  it("keep a current width and fall back to a current rendition for one no longer rendered", () => {
    expect(currentImageUrl("/img/hero-home-1600.webp", pictureAtUrl("/img/hero-home-1600.webp"))).toBe(
      "/img/hero-home-1600.webp",
    );
    expect(currentImageUrl("/img/hero-home-2400.webp", pictureAtUrl("/img/hero-home-2400.webp"))).toBe(
      imageUrl(heroImages.home),
    );
    expect(currentImageUrl("/media/upload-960.webp", pictureAtUrl("/media/upload-960.webp"))).toBe(
      "/media/upload-960.webp",
    );
  });

  it("lead to a committed file for any width of any picture, though the retired widths' files are gone", () => {
    expect(existsSync(join(publicDir, "/img/hero-home-2400.webp"))).toBe(false);
    const missing = allPictures
      .flatMap((p) => [1, 2400, ...p.widths].flatMap((w) => pictureFormats.map((f) => pictureSrc(p, w, f))))
      .map((url) => currentImageUrl(url, pictureAtUrl(url)))
      .filter((url) => !existsSync(join(publicDir, url)));
    expect(missing).toEqual([]);
  });
});
