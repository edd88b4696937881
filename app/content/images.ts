/**
 * The project's own imagery: every picture the public pages show, the single source of truth for
 * its slots (ids, sizes, widths, alt text; the focus comes from the render manifest, ./picture-focus.ts). The
 * pictures are rendered with Blender by `npm run images:render` (scripts/render) and committed in public/img as
 * `/img/{id}-{width}.{avif|webp}`; this module is plain data and safe in the browser.
 */
import { phoneCropOf } from "./hero-phone-crop";
import type { PagePicture, Picture } from "./picture";
import { focusOf } from "./picture-focus";
import { type CollectionPageId, type HeroKey, series, type SeriesId } from "./series";

export type GalleryCategory = "modern" | "classic" | "custom";

export interface GalleryImage extends Picture {
  category: GalleryCategory;
}

/** Renditions: each shape has a fixed size and set of widths. */
const SHAPES = {
  /** Gallery portrait, 4:5. */
  portrait: { width: 960, height: 1200, widths: [480, 720, 960] },
  /** Gallery landscape, 3:2. */
  landscape: { width: 1200, height: 800, widths: [480, 960, 1200] },
  /** Page heroes, 16:9. */
  hero: { width: 1600, height: 900, widths: [640, 960, 1280, 1600] },
  /** Phone heroes, 1:2: a 390 x 844 screen at 2x needs 780 x 1688, so the product is framed for it. */
  heroPortrait: { width: 800, height: 1600, widths: [400, 800] },
  /** Collection page products, 4:5. */
  product: { width: 720, height: 900, widths: [360, 720] },
  /** Instagram strip, 1:1. */
  square: { width: 640, height: 640, widths: [320, 640] },
} as const;

type Shape = keyof typeof SHAPES;

function pic(id: string, shape: Shape, alt: string): Picture {
  const s = SHAPES[shape];
  const focus = focusOf(id);
  return { id, width: s.width, height: s.height, widths: s.widths, alt, ...(focus && { focus }) };
}

function gallery(category: GalleryCategory, id: string, shape: "portrait" | "landscape", alt: string): GalleryImage {
  return { ...pic(id, shape, alt), category };
}

/* ----------------------------------------------------------------------------------- Gallery */

const modern: readonly GalleryImage[] = [
  gallery(
    "modern",
    "gallery-retto-horizontal-anthracite-living",
    "landscape",
    "Retto Horizontal flat-panel radiator in anthracite beneath a wide window in a warm, limewashed living room with an oak floor and a linen armchair.",
  ),
  gallery(
    "modern",
    "gallery-flusso-vertical-white-hallway",
    "portrait",
    "Tall Flusso Vertical radiator in white, its rounded tubes in a pale pink plaster hallway with an oak bench.",
  ),
  gallery(
    "modern",
    "gallery-retto-vertical-black-kitchen",
    "portrait",
    "Retto Vertical flat-panel radiator in matte black at the end of a sage green kitchen run with an empty oak shelf.",
  ),
  gallery(
    "modern",
    "gallery-flusso-horizontal-anthracite-bedroom",
    "landscape",
    "Flusso Horizontal radiator in anthracite beside a bed dressed in linen in an ink blue bedroom.",
  ),
  gallery(
    "modern",
    "gallery-retto-double-white-living",
    "landscape",
    "Retto Double flat-panel radiator in white on a terracotta clay wall in a living room, with an armchair and framed art.",
  ),
  gallery(
    "modern",
    "gallery-flusso-slim-brass-hallway",
    "portrait",
    "Flusso Slim radiator in brushed brass in a deep green hallway, beside a dark console table with a vase, books and a round mirror.",
  ),
  gallery(
    "modern",
    "gallery-retto-vertical-anthracite-bedroom",
    "portrait",
    "Retto Vertical flat-panel radiator in anthracite against a warm two-tone striped wall in a bedroom, next to an oak bedside table with a vase.",
  ),
  gallery(
    "modern",
    "gallery-flusso-vertical-anthracite-kitchen",
    "portrait",
    "Flusso Vertical radiator in anthracite on a pale plaster wall in a kitchen with pale green cabinets, a stone worktop and a swirled stone floor.",
  ),
  gallery(
    "modern",
    "gallery-retto-horizontal-white-hallway",
    "landscape",
    "Low Retto Horizontal radiator in white on a sage green wall in a hallway, beside an oak bench.",
  ),
  gallery(
    "modern",
    "gallery-flusso-horizontal-white-living",
    "landscape",
    "Flusso Horizontal radiator in white beneath framed art in a calm living room, daylight from a tall side window falling across the oak floor.",
  ),
  gallery(
    "modern",
    "gallery-retto-detail-anthracite-living",
    "portrait",
    "Close-up of a Retto flat-panel radiator in anthracite in a living room: the fine seams and the valve catch the window light.",
  ),
  gallery(
    "modern",
    "gallery-flusso-vertical-black-living",
    "portrait",
    "Flusso Vertical radiator in matte black on a pale pink plaster wall in a living room, beside a bouclé armchair.",
  ),
  gallery(
    "modern",
    "gallery-retto-vertical-white-kitchen",
    "portrait",
    "Retto Vertical flat-panel radiator in white on an ink blue wall in a kitchen with pale green cabinets, brass handles, a stone worktop and an oak shelf.",
  ),
  gallery(
    "modern",
    "gallery-flusso-detail-brass-bedroom",
    "portrait",
    "Close-up of the rounded tubes of a Flusso radiator in brushed brass against a deep green bedroom wall.",
  ),
  gallery(
    "modern",
    "gallery-retto-double-black-living",
    "landscape",
    "Retto Double flat-panel radiator in matte black on a pale limestone wall in a living room, with an oak bench and books.",
  ),
];

const classic: readonly GalleryImage[] = [
  gallery(
    "classic",
    "gallery-augusto-3-anthracite-living",
    "landscape",
    "Augusto 3-column radiator in anthracite under a Georgian sash window in a sage green panelled living room.",
  ),
  gallery(
    "classic",
    "gallery-augusto-2-white-hallway",
    "portrait",
    "Augusto 2-column radiator in white on feet in a period hallway with a dado rail, pale pink walls and a white tiled floor.",
  ),
  gallery(
    "classic",
    "gallery-augusto-4-brass-dining",
    "landscape",
    "Augusto 4-column radiator in antique brass in a deep green dining room, beneath a framed painting, beside a walnut sideboard.",
  ),
  gallery(
    "classic",
    "gallery-augusto-detail-brass-study",
    "portrait",
    "Close-up of an Augusto column radiator in antique brass with its wheel-head valve and pipework against ink blue panelling in a study.",
  ),
  gallery(
    "classic",
    "gallery-augusto-3-white-bedroom",
    "landscape",
    "Augusto 3-column radiator in white on a clay pink wall in a period bedroom, next to a bed with linen bedding.",
  ),
  gallery(
    "classic",
    "gallery-augusto-2-anthracite-hallway",
    "portrait",
    "Augusto 2-column radiator in anthracite on the ink blue panelling below the dado rail of a hallway, beside an oak bench with books.",
  ),
  gallery(
    "classic",
    "gallery-augusto-4-steel-kitchen",
    "portrait",
    "Augusto 4-column radiator in raw lacquered steel in a period kitchen with sage shaker cabinets and a limewashed wall.",
  ),
  gallery(
    "classic",
    "gallery-augusto-2-white-living",
    "landscape",
    "Long Augusto 2-column radiator in white beneath a sash window with linen curtains in a warm, neutral period living room.",
  ),
  gallery(
    "classic",
    "gallery-augusto-3-brass-library",
    "landscape",
    "Augusto 3-column radiator in antique brass on a charcoal wall in a library, beside a reading chair.",
  ),
  gallery(
    "classic",
    "gallery-augusto-4-anthracite-living",
    "landscape",
    "Augusto 4-column radiator in anthracite on the far wall of a pale pink period living room lit by a tall side window.",
  ),
  gallery(
    "classic",
    "gallery-augusto-detail-white-living",
    "portrait",
    "Close-up of the cast-style columns, feet and wheel-head valve of an Augusto column radiator in white above the oak floor of a living room.",
  ),
  gallery(
    "classic",
    "gallery-augusto-3-black-bedroom",
    "portrait",
    "Augusto 3-column radiator in matte black below a sage green panelled wall in a period bedroom, with a bedside table and a vase.",
  ),
];

const custom: readonly GalleryImage[] = [
  gallery(
    "custom",
    "gallery-augusto-rail-chrome-bathroom",
    "portrait",
    "Augusto Towel Rail in chrome, a traditional floor-standing rail with a white towel, beside a freestanding bath in a marble bathroom.",
  ),
  gallery(
    "custom",
    "gallery-augusto-rail-brass-bathroom",
    "portrait",
    "Augusto Towel Rail in antique brass with a cream linen towel in a sage green panelled bathroom.",
  ),
  gallery(
    "custom",
    "gallery-volo-ladder-black-bathroom",
    "portrait",
    "Volo Ladder designer towel rail in matte black above a terrazzo floor in a warm microcement bathroom, beside an oak vanity.",
  ),
  gallery(
    "custom",
    "gallery-volo-arc-chrome-bathroom",
    "portrait",
    "Volo Arc designer towel rail in chrome on a pale pink plaster wall in a bathroom, next to a stone basin and a round mirror.",
  ),
  gallery(
    "custom",
    "gallery-volo-wall-brass-bathroom",
    "landscape",
    "Volo Wall designer towel rail in brushed brass on deep green glazed tiles in a bathroom, with a freestanding bath.",
  ),
  gallery(
    "custom",
    "gallery-soffio-white-bathroom",
    "portrait",
    "Soffio towel rail in white with a folded sage towel on a sage green wall in a bathroom, with a timber stool.",
  ),
  gallery(
    "custom",
    "gallery-soffio-anthracite-bathroom",
    "landscape",
    "Soffio towel rail in anthracite on a grey microcement wall in a bathroom, beside a freestanding bath.",
  ),
  gallery(
    "custom",
    "gallery-soffio-chrome-bathroom",
    "portrait",
    "Soffio towel rail in chrome on ink blue handmade tiles in a bathroom, with a white towel.",
  ),
  gallery(
    "custom",
    "gallery-breva-chrome-bathroom",
    "portrait",
    "Breva towel rail in chrome, with square flat bars, on a marble-clad wall in a bathroom.",
  ),
  gallery(
    "custom",
    "gallery-breva-anthracite-bathroom",
    "landscape",
    "Breva towel rail in anthracite on a terracotta tiled wall in a bathroom, next to an oak vanity with a stone basin.",
  ),
  gallery(
    "custom",
    "gallery-breva-black-bathroom",
    "portrait",
    "Breva towel rail in matte black with a linen towel on a pale limestone wall in a bathroom, beside a freestanding bath.",
  ),
  gallery(
    "custom",
    "gallery-augusto-rail-white-bathroom",
    "landscape",
    "Augusto Towel Rail in white in a wide, panelled bathroom with a freestanding bath and a tall window.",
  ),
];

/** The 39 images of /gallery (docs/product.md#constants), in display order. */
export const galleryImages: readonly GalleryImage[] = [...modern, ...classic, ...custom];

const galleryById = new Map(galleryImages.map((g) => [g.id, g]));

function g(id: string): GalleryImage {
  const hit = galleryById.get(id);
  if (!hit) throw new Error(`Unknown gallery image ${id}`);
  return hit;
}

/** docs/product.md#entities fixed lookup: gallery image ids that show a Retto or a Flusso. */
export const productNameByGalleryId: Readonly<Record<string, "Retto" | "Flusso">> = Object.fromEntries(
  modern.map((m) => [m.id, m.id.startsWith("gallery-retto") ? "Retto" : "Flusso"] as const),
);

/** Any series' name, the longest first so that "Augusto Towel Rail" is not read as "Augusto". */
const SERIES_NAME = new RegExp(
  series
    .map((entry) => entry.name)
    .sort((a, b) => b.length - a.length)
    .join("|"),
);

/** The series every gallery picture shows, named on its tile: every tile is labelled, not only some. */
export const seriesNameByGalleryId: Readonly<Record<string, string>> = Object.fromEntries(
  galleryImages.map((image) => [image.id, SERIES_NAME.exec(image.alt)?.[0] ?? ""]),
);

/* ------------------------------------------------------------------------------------ Heroes */

/** Wide, calm pictures with a darker, quieter area over the middle and left for a white headline. */
export const heroImages: Readonly<Record<HeroKey, Picture>> = {
  home: pic(
    "hero-home",
    "hero",
    "Flusso Vertical radiator in brushed brass on a deep olive plaster wall in a living room, late sun falling across an oak bench with a stack of books.",
  ),
  collection: pic(
    "hero-collection",
    "hero",
    "Retto Horizontal flat-panel radiator in anthracite under a wide window in a quiet, warm grey living room.",
  ),
  design: pic(
    "hero-design",
    "hero",
    "Flusso Vertical radiator in brushed brass on the brick wall of the Tepore workshop, beside a beech workbench with sheets of drawing paper.",
  ),
  philosophy: pic(
    "hero-philosophy",
    "hero",
    "Augusto 3-column radiator in white below the dado rail of a sage green period living room.",
  ),
  about: pic(
    "hero-about",
    "hero",
    "Augusto 3-column radiator in white standing on a beech workbench against the brick wall of the Tepore workshop, beside a drawing and pencils.",
  ),
  gallery: pic(
    "hero-gallery",
    "hero",
    "Flusso Horizontal radiator in white on a terracotta clay wall in a living room, above an oak floor.",
  ),
  contact: pic(
    "hero-contact",
    "hero",
    "Retto Vertical flat-panel radiator in matte black in a stone-grey hallway with an oak bench.",
  ),
  modern: pic(
    "hero-modern",
    "hero",
    "Retto Double flat-panel radiator in anthracite in a calm, charcoal-toned living room with an oak floor.",
  ),
  minimalist: pic(
    "hero-minimalist",
    "hero",
    "Flusso Vertical radiator in white on a warm grey plaster wall in a bedroom, a single branch in a stone vase beside it.",
  ),
  classic: pic(
    "hero-classic",
    "hero",
    "Augusto 3-column radiator in anthracite below a panelled dado in a deep green period hallway.",
  ),
  "augusto-towel-rail": pic(
    "hero-augusto-towel-rail",
    "hero",
    "Augusto Towel Rail in antique brass with a linen towel in a deep green panelled bathroom.",
  ),
  premium: pic(
    "hero-premium",
    "hero",
    "Volo Ladder designer towel rail in matte black on a warm clay plaster wall in a bathroom.",
  ),
  soffio: pic(
    "hero-soffio",
    "hero",
    "Soffio towel rail in white with a folded towel on a sage limewashed wall in a bathroom.",
  ),
  breva: pic(
    "hero-breva",
    "hero",
    "Breva towel rail in chrome on a grey microcement wall in a bathroom, above a stone floor.",
  ),
  bathroom: pic(
    "hero-bathroom",
    "hero",
    "Volo Wall designer towel rail in brushed brass beside a freestanding bath in an ink blue bathroom.",
  ),
};

/**
 * The phone crop of the home hero, which fills a phone's whole screen: the same room and product, framed
 * upright with the product low and calm wall above it for the headline. The other heroes are shorter and
 * on phones stand above their text, in a cut of their own frame (./hero-phone-crop.ts).
 */
export const heroPortraits: Readonly<Partial<Record<HeroKey, Picture>>> = {
  home: pic("hero-home-portrait", "heroPortrait", heroImages.home.alt),
};

/** Each hero's phone crop, cut from its render: for the hero as a tall one, on a phone. */
export const heroPhoneCrops: Readonly<Record<HeroKey, Picture>> = Object.fromEntries(
  Object.entries(heroImages).map(([key, hero]) => [key, phoneCropOf(hero)]),
) as Record<HeroKey, Picture>;

const cropsByHeroId = new Map(
  (Object.keys(heroImages) as HeroKey[]).map((key) => [
    heroImages[key].id,
    { ...(heroPortraits[key] && { portrait: heroPortraits[key] }), phone: heroPhoneCrops[key] },
  ]),
);

/** A hero picture with its crops (the upright one where it has one, and the phone's); any other picture as it is. */
export function withHeroCrops(picture: Picture): PagePicture {
  const crops = cropsByHeroId.get(picture.id);
  return crops ? { ...picture, ...crops } : picture;
}

/* -------------------------------------------------------------------------- Collection pages */

const item = (id: string, alt: string) => pic(`product-${id}`, "product", alt);

const products = {
  modern: [
    item(
      "retto-horizontal-anthracite",
      "Retto Horizontal flat-panel radiator in anthracite on a limewashed living room wall above an oak floor.",
    ),
    item(
      "retto-vertical-white",
      "Retto Vertical flat-panel radiator in white on a limewashed living room wall, beside a potted olive tree.",
    ),
    item(
      "retto-double-black",
      "Retto Double flat-panel radiator in matte black on a limewashed living room wall, beside an oak stool.",
    ),
  ],
  minimalist: [
    item(
      "flusso-vertical-white",
      "Flusso Vertical radiator in white, rounded tubes on a pale stone-coloured plaster wall in a hallway.",
    ),
    item(
      "flusso-horizontal-anthracite",
      "Flusso Horizontal radiator in anthracite on a pale plaster wall in a hallway, above an oak floor.",
    ),
    item(
      "flusso-slim-brass",
      "Flusso Slim radiator in brushed brass on a pale plaster wall in a hallway, beside a ceramic vase of branches.",
    ),
  ],
  classic: [
    item(
      "augusto-2-white",
      "Augusto 2-column radiator in white on feet below the panelled dado of a sage green period living room.",
    ),
    item(
      "augusto-3-anthracite",
      "Augusto 3-column radiator in anthracite below the panelled dado of a sage green period living room.",
    ),
    item(
      "augusto-4-brass",
      "Augusto 4-column radiator in antique brass with wheel-head valves in a sage green period living room.",
    ),
  ],
  "augusto-towel-rail": [
    item(
      "augusto-rail-chrome",
      "Augusto Towel Rail in chrome, floor-standing with turned feet and a white towel, in a stone-tiled bathroom.",
    ),
    item(
      "augusto-rail-brass",
      "Augusto Towel Rail in antique brass, floor-standing with a linen towel, in a stone-tiled bathroom.",
    ),
    item(
      "augusto-rail-white",
      "Augusto Towel Rail in white, floor-standing with a sage towel, in a stone-tiled bathroom.",
    ),
  ],
  premium: [
    item(
      "volo-ladder-black",
      "Volo Ladder designer towel rail in matte black on a warm microcement wall in a bathroom.",
    ),
    item("volo-arc-chrome", "Volo Arc designer towel rail in chrome on a warm microcement wall in a bathroom."),
    item("volo-wall-brass", "Volo Wall designer towel rail in brushed brass on a warm microcement wall in a bathroom."),
  ],
  soffio: [
    item(
      "soffio-white",
      "Soffio towel rail in white with slim round bars on a tiled bathroom wall, a towel over the rail.",
    ),
    item("soffio-anthracite", "Soffio towel rail in anthracite with slim round bars on a tiled bathroom wall."),
    item(
      "soffio-chrome",
      "Soffio towel rail in chrome with slim round bars on a tiled bathroom wall, a towel over the rail.",
    ),
  ],
  breva: [
    item("breva-chrome", "Breva towel rail in chrome with square flat bars on a limestone bathroom wall."),
    item(
      "breva-anthracite",
      "Breva towel rail in anthracite with square flat bars on a limestone bathroom wall, a linen towel over the bars.",
    ),
    item("breva-black", "Breva towel rail in matte black with square flat bars on a limestone bathroom wall."),
  ],
} as const satisfies Record<Exclude<CollectionPageId, "bathroom">, readonly Picture[]>;

/** The product grid of each collection page, in the order its items are named (bathroom: four series). */
export const collectionPageImages: Readonly<Record<CollectionPageId, readonly Picture[]>> = {
  ...products,
  bathroom: [products["augusto-towel-rail"][0], products.premium[0], products.soffio[0], products.breva[0]],
};

/* ------------------------------------------------------------------------ Collection entries */

type Triple = readonly [Picture, Picture, Picture];

/** Entry images drawn for the overview alone, where every gallery picture of the series is already shown. */
const entry = (id: string, alt: string) => pic(`series-${id}`, "landscape", alt);

/** Collection overview: each series' entry image (3:2) and three gallery images, four distinct pictures. */
export const seriesImages: Readonly<Record<SeriesId, { image: Picture; gallery: Triple }>> = {
  retto: {
    image: g("gallery-retto-horizontal-anthracite-living"),
    gallery: [
      g("gallery-retto-vertical-black-kitchen"),
      g("gallery-retto-vertical-anthracite-bedroom"),
      g("gallery-retto-double-white-living"),
    ],
  },
  flusso: {
    image: g("gallery-flusso-horizontal-white-living"),
    gallery: [
      g("gallery-flusso-vertical-white-hallway"),
      g("gallery-flusso-slim-brass-hallway"),
      g("gallery-flusso-vertical-black-living"),
    ],
  },
  augusto: {
    image: g("gallery-augusto-3-anthracite-living"),
    gallery: [
      g("gallery-augusto-2-white-hallway"),
      g("gallery-augusto-4-brass-dining"),
      g("gallery-augusto-3-white-bedroom"),
    ],
  },
  "augusto-towel-rail": {
    image: entry(
      "augusto-rail-brass-bathroom",
      "Augusto Towel Rail in antique brass with a fringed linen towel in a bathroom with terracotta boarded walls, a sash window and a timber vanity.",
    ),
    gallery: [
      g("gallery-augusto-rail-chrome-bathroom"),
      g("gallery-augusto-rail-brass-bathroom"),
      g("gallery-augusto-rail-white-bathroom"),
    ],
  },
  volo: {
    image: entry(
      "volo-arc-black-bathroom",
      "Volo Arc designer towel rail in matte black with a white towel on large stone tiles in a bathroom, beside a timber stool.",
    ),
    gallery: [
      g("gallery-volo-ladder-black-bathroom"),
      g("gallery-volo-arc-chrome-bathroom"),
      g("gallery-volo-wall-brass-bathroom"),
    ],
  },
  soffio: {
    image: entry(
      "soffio-white-bathroom",
      "Soffio towel rail in white with a rust towel on sage green glazed tiles in a bathroom, beside a tall window and a timber stool with folded towels.",
    ),
    gallery: [
      g("gallery-soffio-white-bathroom"),
      g("gallery-soffio-chrome-bathroom"),
      g("gallery-soffio-anthracite-bathroom"),
    ],
  },
  breva: {
    image: entry(
      "breva-anthracite-bathroom",
      "Breva towel rail in anthracite on a travertine wall in a bathroom with a slate floor, above an oak bench with folded towels.",
    ),
    gallery: [
      g("gallery-breva-chrome-bathroom"),
      g("gallery-breva-black-bathroom"),
      g("gallery-breva-anthracite-bathroom"),
    ],
  },
};

/* ------------------------------------------------------------------------------------- Home */

/** Home inspiration gallery: six varied pictures from the gallery. */
export const inspirationImages: readonly GalleryImage[] = [
  g("gallery-retto-horizontal-anthracite-living"),
  g("gallery-augusto-4-brass-dining"),
  g("gallery-volo-arc-chrome-bathroom"),
  g("gallery-flusso-slim-brass-hallway"),
  g("gallery-augusto-2-white-living"),
  g("gallery-soffio-chrome-bathroom"),
];

/** Home Instagram strip: four square detail and lifestyle crops. */
export const instagramTiles: readonly Picture[] = [
  pic(
    "instagram-flusso-brass-detail",
    "square",
    "Detail of the rounded tubes, valves and pipes of a Flusso radiator in brushed brass in a deep green hallway.",
  ),
  pic(
    "instagram-augusto-valve-detail",
    "square",
    "Wheel-head valve and columns of an Augusto radiator in antique brass in a panelled living room.",
  ),
  pic(
    "instagram-soffio-towel-detail",
    "square",
    "A towel draped over a Soffio towel rail in white in a limewashed bathroom.",
  ),
  pic(
    "instagram-retto-bench-detail",
    "square",
    "Corner of a Retto radiator in anthracite in a hallway, its valves and pipes running down to the oak floor.",
  ),
];

/* --------------------------------------------------------------------------------- Workshop */

/** The making of the products, for the pages that tell it: the pressure test and the powder coating. */
export const workshopImages = {
  retto: pic(
    "workshop-pressure-test-retto-anthracite",
    "portrait",
    "Retto Horizontal radiator in anthracite on the test wall of the Tepore workshop, connected to the hand pump, its gauge holding 15 bar for the pressure test.",
  ),
  augusto: pic(
    "workshop-pressure-test-augusto-white",
    "portrait",
    "Augusto 3-column radiator in white on the test wall of the Tepore workshop, blanked, tagged and connected to the hand pump for its pressure test.",
  ),
  flusso: pic(
    "workshop-powder-coating-flusso-black",
    "portrait",
    "Flusso Vertical radiators in matte black hanging from the rail of the spray booth in the Tepore workshop, their powder coat just applied.",
  ),
} as const;

/* ----------------------------------------------------------------------------------- Studio */

const studio = (model: string, name: string, finishId: string, finish: string) =>
  pic(
    `studio-${model}-${finishId}`,
    "product",
    `${name} in ${finish}, photographed in the studio on a warm grey backdrop.`,
  );

/**
 * Studio shots of a model in each of its finishes, for the model page's finish switch: by model id, then
 * finish id, in the order the model page lists the finishes. Every shot of a model is framed alike.
 */
export const studioImages: Readonly<Record<string, Readonly<Record<string, Picture>>>> = {
  "retto-horizontal": {
    anthracite: studio("retto-horizontal", "Retto Horizontal flat-panel radiator", "anthracite", "anthracite"),
    white: studio("retto-horizontal", "Retto Horizontal flat-panel radiator", "white", "white"),
    "matte-black": studio("retto-horizontal", "Retto Horizontal flat-panel radiator", "matte-black", "matte black"),
  },
  "retto-vertical": {
    white: studio("retto-vertical", "Retto Vertical flat-panel radiator", "white", "white"),
    anthracite: studio("retto-vertical", "Retto Vertical flat-panel radiator", "anthracite", "anthracite"),
    "matte-black": studio("retto-vertical", "Retto Vertical flat-panel radiator", "matte-black", "matte black"),
  },
  "retto-double": {
    "matte-black": studio("retto-double", "Retto Double flat-panel radiator", "matte-black", "matte black"),
    anthracite: studio("retto-double", "Retto Double flat-panel radiator", "anthracite", "anthracite"),
    white: studio("retto-double", "Retto Double flat-panel radiator", "white", "white"),
  },
  "flusso-vertical": {
    white: studio("flusso-vertical", "Flusso Vertical aluminium radiator", "white", "white"),
    anthracite: studio("flusso-vertical", "Flusso Vertical aluminium radiator", "anthracite", "anthracite"),
    "brushed-brass": studio("flusso-vertical", "Flusso Vertical aluminium radiator", "brushed-brass", "brushed brass"),
  },
  "flusso-horizontal": {
    anthracite: studio("flusso-horizontal", "Flusso Horizontal aluminium radiator", "anthracite", "anthracite"),
    white: studio("flusso-horizontal", "Flusso Horizontal aluminium radiator", "white", "white"),
    "brushed-brass": studio(
      "flusso-horizontal",
      "Flusso Horizontal aluminium radiator",
      "brushed-brass",
      "brushed brass",
    ),
  },
  "flusso-slim": {
    "brushed-brass": studio("flusso-slim", "Flusso Slim aluminium radiator", "brushed-brass", "brushed brass"),
    white: studio("flusso-slim", "Flusso Slim aluminium radiator", "white", "white"),
    anthracite: studio("flusso-slim", "Flusso Slim aluminium radiator", "anthracite", "anthracite"),
  },
  soffio: {
    white: studio("soffio", "Soffio heated towel rail", "white", "white"),
    anthracite: studio("soffio", "Soffio heated towel rail", "anthracite", "anthracite"),
    chrome: studio("soffio", "Soffio heated towel rail", "chrome", "chrome"),
  },
  breva: {
    chrome: studio("breva", "Breva heated towel rail", "chrome", "chrome"),
    anthracite: studio("breva", "Breva heated towel rail", "anthracite", "anthracite"),
    "matte-black": studio("breva", "Breva heated towel rail", "matte-black", "matte black"),
  },
  "augusto-2-column": {
    white: studio("augusto-2-column", "Augusto 2-Column radiator", "white", "white"),
    anthracite: studio("augusto-2-column", "Augusto 2-Column radiator", "anthracite", "anthracite"),
    "antique-brass": studio("augusto-2-column", "Augusto 2-Column radiator", "antique-brass", "antique brass"),
    "raw-steel": studio("augusto-2-column", "Augusto 2-Column radiator", "raw-steel", "raw lacquered steel"),
  },
  "augusto-3-column": {
    anthracite: studio("augusto-3-column", "Augusto 3-Column radiator", "anthracite", "anthracite"),
    white: studio("augusto-3-column", "Augusto 3-Column radiator", "white", "white"),
    "antique-brass": studio("augusto-3-column", "Augusto 3-Column radiator", "antique-brass", "antique brass"),
    "raw-steel": studio("augusto-3-column", "Augusto 3-Column radiator", "raw-steel", "raw lacquered steel"),
  },
  "augusto-4-column": {
    "antique-brass": studio("augusto-4-column", "Augusto 4-Column radiator", "antique-brass", "antique brass"),
    white: studio("augusto-4-column", "Augusto 4-Column radiator", "white", "white"),
    anthracite: studio("augusto-4-column", "Augusto 4-Column radiator", "anthracite", "anthracite"),
    "raw-steel": studio("augusto-4-column", "Augusto 4-Column radiator", "raw-steel", "raw lacquered steel"),
  },
  "augusto-towel-rail": {
    chrome: studio("augusto-towel-rail", "Augusto Towel Rail", "chrome", "chrome"),
    "antique-brass": studio("augusto-towel-rail", "Augusto Towel Rail", "antique-brass", "antique brass"),
    white: studio("augusto-towel-rail", "Augusto Towel Rail", "white", "white"),
  },
  "volo-ladder": {
    "matte-black": studio("volo-ladder", "Volo Ladder heated towel rail", "matte-black", "matte black"),
    chrome: studio("volo-ladder", "Volo Ladder heated towel rail", "chrome", "chrome"),
    "brushed-brass": studio("volo-ladder", "Volo Ladder heated towel rail", "brushed-brass", "brushed brass"),
  },
  "volo-arc": {
    chrome: studio("volo-arc", "Volo Arc heated towel rail", "chrome", "chrome"),
    "matte-black": studio("volo-arc", "Volo Arc heated towel rail", "matte-black", "matte black"),
    "brushed-brass": studio("volo-arc", "Volo Arc heated towel rail", "brushed-brass", "brushed brass"),
  },
  "volo-wall": {
    "brushed-brass": studio("volo-wall", "Volo Wall heated towel rail", "brushed-brass", "brushed brass"),
    "matte-black": studio("volo-wall", "Volo Wall heated towel rail", "matte-black", "matte black"),
    chrome: studio("volo-wall", "Volo Wall heated towel rail", "chrome", "chrome"),
  },
};

/** The pictures the designed pages show beside their heroes, by place (one picture never twice on a page). */
export const pagePictures = {
  /** Home, 'artistry': a close-up of craft, not one of the collection cards' pictures. */
  homeArtistry: g("gallery-augusto-detail-brass-study"),
  /** Design: "sized, finished and tested", the test after the hero's workbench. */
  design: workshopImages.retto,
  philosophy: [seriesImages.augusto.gallery[0], seriesImages.soffio.gallery[0]],
  /** About: after the hero's radiator on the workbench, the radiators' coat and their pressure test. */
  about: [workshopImages.flusso, workshopImages.augusto],
} as const;

/** Every distinct picture, for the renderer and the tests. */
export const allPictures: readonly Picture[] = (() => {
  const seen = new Map<string, Picture>();
  const add = (p: Picture) => {
    if (!seen.has(p.id)) seen.set(p.id, p);
  };
  galleryImages.forEach(add);
  Object.values(heroImages).forEach(add);
  Object.values(heroPortraits).forEach((p) => p && add(p));
  Object.values(collectionPageImages).forEach((list) => list.forEach(add));
  Object.values(seriesImages).forEach((s) => [s.image, ...s.gallery].forEach(add));
  inspirationImages.forEach(add);
  instagramTiles.forEach(add);
  Object.values(workshopImages).forEach(add);
  Object.values(studioImages).forEach((shots) => Object.values(shots).forEach(add));
  return [...seen.values()];
})();
