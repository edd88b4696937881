import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";

import { signIn } from "../support/admin-session";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { fileOnDisk } from "../support/file-on-disk";

// Phone photos in the media library (docs/product.md#media, decisions 166 and 167): big JPEGs and HEIC photos are
// taken, stored upright, at most 2,560 px long and without metadata; a focal point keeps every crop on the site
// showing what matters. Each test works with images and pages of its own.

interface MediaItem {
  id: string;
  name: string;
  url: string;
  type: string;
  width: number;
  height: number;
  revision: number;
  focalPoint: { x: number; y: number };
  variants: { format: string; width: number; url: string }[];
}

const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Where a camera says the photo was taken (Greenwich). */
const gps = { GPSLatitudeRef: "N", GPSLatitude: "51/1 28/1 40/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 0/1 5/1" };

/**
 * A phone's 12-megapixel JPEG of over 12 MB (noise does not compress), taken with the phone on its side: its
 * pixels are 4032 x 3024, its EXIF orientation (6) says to show it 3024 x 4032, and it says where it was taken.
 */
async function phoneJpeg(): Promise<Buffer> {
  const noise = { type: "gaussian" as const, mean: 120, sigma: 60 };
  const bytes = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#5a6e82", noise } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "Tepore test phone" }, IFD3: gps })
    .jpeg({ quality: 97 })
    .toBuffer();
  const metadata = await sharp(bytes).metadata();
  expect(bytes.length).toBeGreaterThan(12 * 1024 * 1024);
  expect(metadata.orientation).toBe(6);
  expect(metadata.exif).toBeDefined();
  return bytes;
}

const heicFixture = () => readFile(path.join(import.meta.dirname, "fixtures/phone-photo.heic"));

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });

async function openUploadDialog(page: Page) {
  await page.goto("/admin/media");
  await page.getByRole("button", { name: "Upload New" }).first().click();
  return page.getByRole("dialog", { name: "Upload New Media" });
}

/** Chooses the file in the upload dialog, uploads it and returns the library's item for it. */
async function uploadThroughDialog(page: Page, name: string, buffer: Buffer): Promise<MediaItem> {
  const dialog = await openUploadDialog(page);
  await dialog.locator('input[type="file"]').setInputFiles(await fileOnDisk(name, buffer));
  await expect(dialog.getByRole("list", { name: "Chosen images" }).getByRole("listitem")).toContainText(name);
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, `${name} has been added to the library.`)).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();
  const listed = (await (await page.request.get(`/api/admin/media?search=${encodeURIComponent(name)}`)).json()) as {
    media: MediaItem[];
  };
  expect(listed.media).toHaveLength(1);
  return listed.media[0]!;
}

/** A published page of this test's own: a full-width hero and a grid gallery, both showing `imageUrl`. */
async function publishedPageShowing(request: APIRequestContext, imageUrl: string): Promise<string> {
  const created = (await (await request.post("/api/admin/pages", { data: {} })).json()) as { page: { slug: string } };
  const slug = unique("photo-page");
  const title = unique("Photo page");
  const sections = [
    { id: unique("hero"), type: "hero", layout: "full-width", title, content: "", imageUrl, backgroundColor: "#fff" },
    {
      id: unique("gallery"),
      type: "gallery",
      layout: "grid",
      title: "In the room",
      content: "",
      imageUrl: "",
      backgroundColor: "#ffffff",
      items: [{ id: unique("item"), title: "By the window", content: "", imageUrl }],
    },
  ];
  const saved = await request.put(`/api/admin/pages/${created.page.slug}`, {
    data: { page: { title, slug, description: "" }, sections, revision: 1 },
  });
  expect(saved.ok()).toBe(true);
  expect((await request.post(`/api/admin/pages/${slug}/publish`, { data: {} })).ok()).toBe(true);
  return slug;
}

/** The metadata a served file carries besides its pixels, read as a visitor gets it. */
async function servedMetadata(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const metadata = await sharp(await response.body()).metadata();
  return {
    url,
    exif: metadata.exif?.length,
    xmp: metadata.xmp?.length,
    iptc: metadata.iptc?.length,
    orientation: metadata.orientation ?? 1,
    portrait: metadata.height > metadata.width,
  };
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("a 12 MB phone JPEG is taken through the dialog, stored upright at 2,560 px, and no served file has EXIF", async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const name = `${unique("IMG")}.jpg`;
  const item = await uploadThroughDialog(page, name, await phoneJpeg());
  expect([item.type, item.width, item.height]).toEqual(["image/jpeg", 1920, 2560]);
  const slug = await publishedPageShowing(page.request, item.url);

  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await page.goto(`/${slug}`);
  const hero = page.getByRole("main").locator("section").first().locator("img");
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The photo shows upright: taller than wide, as the phone was held.
  const natural = await hero.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(natural[1]!).toBeGreaterThan(natural[0]!);
  const served = await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  for (const url of new Set([item.url, served, ...item.variants.map((variant) => variant.url)])) {
    expect(await servedMetadata(visitor, url)).toEqual({
      url,
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      orientation: 1,
      portrait: true,
    });
  }
  await visitor.dispose();
});

test("a HEIC photo is taken through the dialog, stored as a JPEG and shown on a published page", async ({
  page,
  playwright,
}) => {
  const name = `${unique("IMG")}.HEIC`;
  const dialog = await openUploadDialog(page);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: "image/heic", buffer: await heicFixture() });
  await expect(dialog.getByText("HEIC photo: saved as a JPEG, shown once uploaded")).toBeVisible();
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, `${name} has been added to the library.`)).toBeVisible({ timeout: 30_000 });
  const card = page.locator("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card).toContainText("JPEG");
  await expect(card).toContainText("800 × 1200");

  const listed = (await (await page.request.get(`/api/admin/media?search=${encodeURIComponent(name)}`)).json()) as {
    media: MediaItem[];
  };
  const item = listed.media[0]!;
  expect(item.url).toMatch(/\.jpg$/);
  const slug = await publishedPageShowing(page.request, item.url);
  await page.goto(`/${slug}`);
  const hero = page.getByRole("main").locator("section").first().locator("img");
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  for (const url of [item.url, ...item.variants.map((variant) => variant.url)]) {
    expect(await servedMetadata(visitor, url)).toMatchObject({ exif: undefined, xmp: undefined, portrait: true });
  }
  await visitor.dispose();
});

const accepted = "The library takes JPG, PNG, GIF, WebP, AVIF, HEIC and SVG images of up to 25 MB and 60 megapixels.";

test("a file too large or that cannot be decoded gets a message saying what the library takes", async ({ page }) => {
  const dialog = await openUploadDialog(page);
  await expect(
    dialog.getByText("JPG, PNG, GIF, WebP, AVIF, HEIC, SVG, max 25MB and 60 megapixels", { exact: true }),
  ).toBeVisible();
  const chosen = (name: string) =>
    dialog.getByRole("list", { name: "Chosen images" }).getByRole("listitem").filter({ hasText: name });

  // Over 25 MB: refused in the browser before anything is sent.
  const tooLarge = `${unique("too-large")}.jpg`;
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(await fileOnDisk(tooLarge, Buffer.alloc(26 * 1024 * 1024, 0xff)));
  await expect(chosen(tooLarge)).toContainText(
    `"${tooLarge}" is 26.0 MB, more than the 25 MB limit. Please choose a smaller image. ${accepted}`,
  );

  // A JPEG's first bytes, then nothing a decoder can read: the server refuses it, and the card says why.
  const damaged = `${unique("damaged")}.jpg`;
  const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x41)]);
  await dialog.locator('input[type="file"]').setInputFiles({ name: damaged, mimeType: "image/jpeg", buffer: bytes });
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(chosen(damaged)).toContainText(
    `Not uploaded: "${damaged}" could not be read as an image. It may be damaged; please export it again. ${accepted}`,
  );
  await expect(toast(page, "Upload Failed")).toBeVisible();

  // A HEIC file that is not whole is refused alike.
  const cut = await heicFixture();
  const broken = await page.request.post("/api/admin/media", {
    multipart: { file: { name: "cut.heic", mimeType: "image/heic", buffer: cut.subarray(0, 600) } },
  });
  expect(broken.status()).toBe(415);
  expect(((await broken.json()) as { error: string }).error).toBe(
    `"cut.heic" could not be read as an image. It may be damaged; please export it again. ${accepted}`,
  );
});

/**
 * A landscape picture with a red mark far right and high: what must stay in view in a phone's portrait crop. A
 * corner shade of its own makes it a file of its own: the same bytes uploaded twice share their files, and the
 * other test's focal point would then be this one's too.
 */
async function pictureWithMark(): Promise<Buffer> {
  const width = 1600;
  const height = 900;
  const shade = randomBytes(3).toString("hex");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#8aa1b1"/>
    <rect width="16" height="16" fill="#${shade}"/>
    <circle cx="${width * 0.85}" cy="${height * 0.3}" r="60" fill="#c0392b"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function uploadMarkedPicture(request: APIRequestContext, name: string): Promise<MediaItem> {
  const created = await request.post("/api/admin/media", {
    multipart: { file: { name, mimeType: "image/jpeg", buffer: await pictureWithMark() } },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { media: MediaItem[] }).media[0]!;
}

async function openDetails(page: Page, name: string) {
  await page.goto("/admin/media");
  await page.getByRole("button", { name: `Add alt text for ${name}` }).click();
  return page.getByRole("dialog", { name: "Image Details" });
}

/**
 * Where the focal point of `img` is drawn, in its own box, under `object-fit: cover` and its computed
 * `object-position` (percentages), and the box's size.
 */
function drawnFocalPoint(img: Locator, focus: { x: number; y: number }) {
  return img.evaluate((element: HTMLImageElement, point) => {
    const box = element.getBoundingClientRect();
    const scale = Math.max(box.width / element.naturalWidth, box.height / element.naturalHeight);
    const drawn = { width: element.naturalWidth * scale, height: element.naturalHeight * scale };
    const [left, top] = getComputedStyle(element)
      .objectPosition.split(" ")
      .map((value) => parseFloat(value) / 100);
    return {
      x: (box.width - drawn.width) * left! + (drawn.width * point.x) / 100,
      y: (box.height - drawn.height) * top! + (drawn.height * point.y) / 100,
      width: box.width,
      height: box.height,
    };
  }, focus);
}

test("a focal point set by a click stays in view in the phone's crops of the hero and the gallery card", async ({
  page,
}) => {
  const item = await uploadMarkedPicture(page.request, `${unique("focal")}.jpg`);
  const { name } = item;
  const slug = await publishedPageShowing(page.request, item.url);

  // Before: the phone's crop of the hero, centred, cuts the mark off.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${slug}`);
  const hero = page.getByRole("main").locator("section").first().locator("img");
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const before = await drawnFocalPoint(hero, { x: 85, y: 30 });
  expect(before.x).toBeGreaterThan(before.width);

  await page.setViewportSize({ width: 1440, height: 900 });
  const dialog = await openDetails(page, name);
  const target = dialog.getByRole("button", { name: /^Focal point:/ });
  await expect(target).toHaveAccessibleName("Focal point: 50% across, 50% down");
  const box = (await target.boundingBox())!;
  await target.click({ position: { x: box.width * 0.85, y: box.height * 0.3 } });
  const across = Number(await dialog.getByLabel("Across (%)").inputValue());
  const down = Number(await dialog.getByLabel("Down (%)").inputValue());
  expect(Math.abs(across - 85)).toBeLessThan(1.5);
  expect(Math.abs(down - 30)).toBeLessThan(1.5);
  // The crops beside the picture follow the point at once.
  await expect(dialog.getByRole("list", { name: "Crops on the site" }).locator("img").first()).toHaveCSS(
    "object-position",
    `${across}% ${down}%`,
  );
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Image Details Saved")).toBeVisible();

  // After: the published page, read again, keeps the point in the phone's crops of the hero and the card.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${slug}`);
  const card = page.getByRole("main").locator("section").nth(1).locator("img").first();
  for (const img of [hero, card]) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expect(img).toHaveCSS("object-position", `${across}% ${down}%`);
    const point = await drawnFocalPoint(img, { x: 85, y: 30 });
    expect(point.x).toBeGreaterThanOrEqual(0);
    expect(point.x).toBeLessThanOrEqual(point.width);
    expect(point.y).toBeGreaterThanOrEqual(0);
    expect(point.y).toBeLessThanOrEqual(point.height);
  }

  // The builder's preview of the page crops it the same way.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/admin/dashboard?page=${slug}`);
  await page.getByRole("button", { name: "Preview Page" }).click();
  const frame = page.getByRole("dialog", { name: / Preview$/ }).frameLocator("iframe");
  await expect(frame.getByRole("main").locator("section").first().locator("img")).toHaveCSS(
    "object-position",
    `${across}% ${down}%`,
  );
});

test("the focal point can be set with the keyboard: arrow keys on the picture, or the two labelled fields", async ({
  page,
}) => {
  const item = await uploadMarkedPicture(page.request, `${unique("focal-keys")}.jpg`);
  const { name } = item;
  const dialog = await openDetails(page, name);
  const target = dialog.getByRole("button", { name: /^Focal point:/ });
  await expect(dialog.getByRole("group", { name: "Focal point" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await target.focus();
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Shift+ArrowUp");
  await expect(target).toHaveAccessibleName("Focal point: 71% across, 40% down");
  await expect(dialog.getByLabel("Across (%)")).toHaveValue("71");

  await dialog.getByLabel("Down (%)").fill("25");
  await expect(target).toHaveAccessibleName("Focal point: 71% across, 25% down");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Image Details Saved")).toBeVisible();
  const saved = (await (await page.request.get(`/api/admin/media/${item.id}`)).json()) as { media: MediaItem };
  expect(saved.media.focalPoint).toEqual({ x: 71, y: 25 });
  // The library's card crops the picture around the point too.
  const card = page.locator("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card.locator("img")).toHaveCSS("object-position", "71% 25%");
});
