import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";

import { signIn } from "../support/admin-session";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { fileOnDisk } from "../support/file-on-disk";
import { restingBox } from "../support/resting-box";

// The media library (docs/product.md#routes, #states, #validation, #messages; docs/product.md#media). Tests run in parallel against one server and one
// database, so each works only with images and pages it made itself, under names no other test uses.

interface MediaItem {
  id: string;
  name: string;
  url: string;
  type: string;
  alt: string;
  variants: { format: string; width: number; url: string }[];
}

const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A real picture with a grain of its own, so no two tests share its bytes (and its stored files). */
async function photo(width: number, height: number, quality = 90): Promise<Buffer> {
  const seed = Math.round(Math.random() * 200);
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40 + seed / 2, g: 90, b: 120 },
      noise: { type: "gaussian", mean: 110 + seed / 4, sigma: 40 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}

async function uploadThroughApi(
  request: APIRequestContext,
  name: string,
  buffer: Buffer,
  mimeType = "image/jpeg",
): Promise<MediaItem> {
  const response = await request.post("/api/admin/media", { multipart: { file: { name, mimeType, buffer } } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { media: MediaItem[] }).media[0]!;
}

/** A page of this test's own, whose one hero section shows `imageUrl` (through the pages API). */
async function pageShowing(
  request: APIRequestContext,
  title: string,
  imageUrl: string,
  settings: { socialImage?: string } = {},
) {
  const created = (await (await request.post("/api/admin/pages", { data: {} })).json()) as { page: { slug: string } };
  const slug = unique("media-page");
  const hero = {
    id: unique("hero"),
    type: "hero",
    layout: "full-width",
    title,
    content: "",
    imageUrl,
    backgroundColor: "#ffffff",
  };
  const saved = await request.put(`/api/admin/pages/${created.page.slug}`, {
    data: { page: { title, slug, description: "", ...settings }, sections: [hero], revision: 1 },
  });
  expect(saved.ok()).toBe(true);
  return { slug, hero };
}

/** Opens the media picker from the section editor of a new page of the test's own, titled `title`; answers the picker. */
async function pickerOnNewPage(page: Page, title: string) {
  const { slug } = await pageShowing(page.request, title, "");
  await page.goto(`/admin/dashboard?page=${slug}`);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await page.getByRole("button", { name: "Browse" }).click();
  return { slug, picker: page.getByRole("dialog", { name: "Select Image from Media Library" }) };
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });

const card = (page: Page, name: string) =>
  page.locator("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("upload: preview, a real progress bar, then 'Upload Successful' naming the file", async ({ page }) => {
  const name = `${unique("upload-progress")}.jpg`;
  await page.goto("/admin/media");
  await page.getByRole("button", { name: "Upload New" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Upload New Media" });
  await expect(
    dialog.getByText("JPG, PNG, GIF, WebP, AVIF, HEIC, SVG, max 25MB and 60 megapixels", { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Upload", exact: true })).toBeDisabled();

  await dialog
    .locator('input[type="file"]')
    // Its grain makes it about 0.6 MB: over a second at the slowed upload speed below, little for the server to encode.
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: await photo(1000, 750, 95) });
  const preview = dialog.getByRole("list", { name: "Chosen images" }).locator("img");
  await expect(preview).toBeVisible();
  await expect(preview).toHaveCSS("max-height", "300px");

  // Slow the upload down so the bar can be seen moving with the bytes sent.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  const bar = dialog.getByRole("progressbar");
  await expect(bar).toBeVisible();
  await expect(dialog.getByText(/^Uploading/).first()).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(toast(page, `${name} has been added to the library.`)).toBeVisible({ timeout: 20_000 });
  await expect(toast(page, "Upload Successful")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, name)).toContainText("JPEG");
  await expect(card(page, name)).toContainText("1000 × 750");
});

const chosenCard = (page: Page, name: string) =>
  page
    .getByRole("dialog", { name: "Upload New Media" })
    .getByRole("list", { name: "Chosen images" })
    .getByRole("listitem")
    .filter({ hasText: name });

test("upload: files that are not images or over 25 MB are refused in the browser, each on its own card", async ({
  page,
}) => {
  await page.goto("/admin/media");
  await page.getByRole("button", { name: "Upload New" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Upload New Media" });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles([
      await fileOnDisk("notes.txt", Buffer.from("hello")),
      await fileOnDisk("huge.jpg", Buffer.alloc(25 * 1024 * 1024 + 1, 0xff)),
    ]);
  await expect(chosenCard(page, "notes.txt")).toContainText(
    'Not uploaded: "notes.txt" is not a JPG, PNG, GIF, WebP, AVIF, HEIC or SVG image. Please choose an image file.',
  );
  await expect(chosenCard(page, "huge.jpg")).toContainText(
    '"huge.jpg" is 25.0 MB, more than the 25 MB limit. Please choose a smaller image. The library takes JPG, PNG, GIF, WebP, AVIF, HEIC and SVG images of up to 25 MB and 60 megapixels.',
  );
  await expect(dialog.getByRole("alert")).toContainText(
    "2 files cannot be uploaded: the reason is on each card below.",
  );
  await expect(dialog.getByRole("button", { name: "Upload", exact: true })).toBeDisabled();
});

test("upload at 390 px: in a batch with a text file named .jpg, the images upload and the fake is marked on its card", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [first, second, fake] = [unique("batch-a"), unique("batch-b"), unique("not-a-photo")].map((n) => `${n}.jpg`);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/admin/media")) sent.push(request.postData() ?? "");
  });
  await page.goto("/admin/media");
  await page.getByRole("button", { name: "Upload New" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Upload New Media" });
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: first!, mimeType: "image/jpeg", buffer: await photo(400, 300) },
    { name: fake!, mimeType: "image/jpeg", buffer: Buffer.from("Shopping list: towel rail, valves, brackets.") },
    { name: second!, mimeType: "image/jpeg", buffer: await photo(300, 400) },
  ]);
  await expect(chosenCard(page, fake!)).toContainText(
    `Not uploaded: "${fake}" is not a JPG, PNG, GIF, WebP, AVIF, HEIC or SVG image. Please choose an image file.`,
  );
  await expect(chosenCard(page, first!)).not.toContainText("Not uploaded");
  await expect(dialog.getByRole("alert")).toContainText(
    "1 file cannot be uploaded: the reason is on its card below. The other 2 images will upload.",
  );

  await dialog.getByRole("button", { name: "Upload 2 images" }).click();
  await expect(toast(page, "2 images uploaded, 1 refused")).toBeVisible({ timeout: 20_000 });
  // The toast rises above the dialog's buttons, which a phone shows along the bottom of the screen.
  const toastBox = await restingBox(page.locator("[data-sonner-toast]").filter({ hasText: "2 images uploaded" }));
  const cancelBox = (await dialog.getByRole("button", { name: "Cancel" }).boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(cancelBox.y);
  // The dialog stays open on the refused file, which still says why; the others are in the library.
  await expect(dialog.getByRole("list", { name: "Chosen images" }).getByRole("listitem")).toHaveCount(1);
  await expect(chosenCard(page, fake!)).toContainText(
    `"${fake}" is not a JPG, PNG, GIF, WebP, AVIF, HEIC or SVG image.`,
  );
  await expect(dialog.getByRole("button", { name: "Upload", exact: true })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, first!)).toBeVisible();
  await expect(card(page, second!)).toBeVisible();
  await expect(card(page, fake!)).toHaveCount(0);
  // The fake never left the browser.
  expect(sent.some((body) => body.includes(fake!))).toBe(false);
});

test("upload: a file the server refuses is marked on its card, and the toast agrees", async ({ page }) => {
  const [good, risky] = [`${unique("fine")}.jpg`, `${unique("scripted")}.svg`];
  await page.goto("/admin/media");
  await page.getByRole("button", { name: "Upload New" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Upload New Media" });
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: good, mimeType: "image/jpeg", buffer: await photo(320, 240) },
    {
      name: risky,
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
  ]);
  // Its bytes are an SVG, so the browser lets it go; the server refuses its script.
  await dialog.getByRole("button", { name: "Upload 2 images" }).click();
  await expect(toast(page, "1 image uploaded, 1 refused")).toBeVisible({ timeout: 20_000 });
  await expect(chosenCard(page, risky)).toContainText(`Not uploaded: "${risky}" contains a script`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, good)).toBeVisible();
  await expect(card(page, risky)).toHaveCount(0);
});

test("search: a case-insensitive substring match on the name, kept in the address", async ({ page }) => {
  const token = unique("Search");
  await uploadThroughApi(page.request, `Hallway-${token}.jpg`, await photo(120, 90));
  await uploadThroughApi(page.request, `bathroom-${token}.jpg`, await photo(120, 90));
  await page.goto("/admin/media");
  const search = page.getByRole("searchbox", { name: "Search media" });
  await expect(search).toHaveAttribute("placeholder", "Search media...");

  await search.fill(`HALLWAY-${token.toLowerCase()}`);
  await expect(page.locator("article h2")).toHaveText([`Hallway-${token}.jpg`]);
  await expect(page).toHaveURL(/search=HALLWAY/);
  await search.fill(token.toUpperCase());
  await expect(page.locator("article h2")).toHaveCount(2);
  await search.fill(`${token}-nothing-like-it`);
  await expect(page.getByText("No media found matching your search.")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(search).toHaveValue("");
});

test("search: alt text matches too, in the library and in the picker", async ({ page }) => {
  const token = unique("Alt");
  const name = `${unique("img")}.jpg`;
  const item = await uploadThroughApi(page.request, name, await photo(120, 90));
  const alt = `Augusto towel rail in brushed brass ${token}`;
  const patched = await page.request.patch(`/api/admin/media/${item.id}`, { data: { alt, revision: 1 } });
  expect(patched.ok()).toBe(true);

  await page.goto("/admin/media");
  const search = page.getByRole("searchbox", { name: "Search media" });
  await search.fill(`BRUSHED BRASS ${token}`);
  await expect(page.locator("article h2")).toHaveText([name]);
  const listed = (await (
    await page.request.get(`/api/admin/media?search=${encodeURIComponent(`brass ${token}`)}`)
  ).json()) as {
    media: MediaItem[];
  };
  expect(listed.media.map((media) => media.name)).toEqual([name]);

  const { picker } = await pickerOnNewPage(page, unique("Alt search page"));
  await picker.getByPlaceholder("Search media...").fill(`towel rail in brushed brass ${token}`);
  await expect(picker.getByRole("button", { name: /^Select / })).toHaveCount(1);
  await expect(picker.getByRole("button", { name: `Select ${name}` })).toBeVisible();
});

test("alt text: an image without it is flagged; it is edited and saved per image", async ({ page }) => {
  const name = `${unique("alt-text")}.jpg`;
  const item = await uploadThroughApi(page.request, name, await photo(320, 240));
  await page.goto("/admin/media");
  await expect(card(page, name).getByText("No alt text")).toBeVisible();

  await page.getByRole("button", { name: `Add alt text for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Image Details" });
  await dialog.getByLabel("Alt text").fill("Flusso radiator in white beside an arched doorway.");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Image Details Saved")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, name)).toContainText("Alt text: Flusso radiator in white beside an arched doorway.");
  await expect(card(page, name).getByText("No alt text")).toBeHidden();

  const stored = (await (await page.request.get(`/api/admin/media/${item.id}`)).json()) as { media: MediaItem };
  expect(stored.media.alt).toBe("Flusso radiator in white beside an arched doorway.");
});

test("delete: an image a published page shows goes to the trash, the page still shows it, and it can be restored", async ({
  page,
}) => {
  const name = `${unique("in-use")}.jpg`;
  const item = await uploadThroughApi(page.request, name, await photo(640, 480));
  const title = unique("Showroom");
  const { slug } = await pageShowing(page.request, title, item.url);
  const revision = (
    (await (await page.request.get(`/api/admin/pages/${slug}`)).json()) as { page: { revision: number } }
  ).page.revision;
  expect((await page.request.post(`/api/admin/pages/${slug}/publish`, { data: { revision } })).ok()).toBe(true);

  await page.goto("/admin/media");
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete the image "${name}"?` });
  await expect(dialog.getByText("This image is still used on one page:")).toBeVisible();
  await expect(
    dialog.getByText(
      "That page keeps showing it, and the image stays in the trash until you choose another for its section.",
    ),
  ).toBeVisible();
  await expect(dialog.getByRole("listitem")).toContainText(title);
  await dialog.getByRole("button", { name: "Delete image" }).click();

  await expect(toast(page, "Media Deleted")).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  // Visitors still see the picture: it is in the trash, not gone.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/${slug}`);
  const picture = visitor.locator("section img").first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await visitor.close();
  expect((await page.request.get(item.url)).status()).toBe(200);

  await page.getByRole("link", { name: "Trash" }).click();
  await expect(page.getByRole("heading", { name: "Trash", level: 1 })).toBeVisible();
  const trashed = card(page, name);
  await expect(trashed).toContainText("Still shown on 1 page and 1 kept version: it is kept until nothing shows it.");
  await expect(trashed.getByRole("button", { name: `Delete "${name}" forever` })).toHaveCount(0);
  await trashed.getByRole("button", { name: `Restore "${name}" to the library` }).click();
  await expect(toast(page, "Image Restored")).toBeVisible();
  await expect(trashed).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the media library" }).click();
  await expect(card(page, name)).toBeVisible();
});

test("the trash deletes an image nothing shows for good, after asking", async ({ page }) => {
  const name = `${unique("unused-trash")}.jpg`;
  const item = await uploadThroughApi(page.request, name, await photo(200, 150));
  expect((await page.request.delete(`/api/admin/media/${item.id}`)).status()).toBe(204);
  await page.goto("/admin/trash");
  const trashed = card(page, name);
  await expect(trashed).toContainText("Nothing on the site shows it any more.");
  // Each image's name is a heading under the trash's 'Images'.
  await expect(
    page.getByRole("region", { name: "Images" }).getByRole("heading", { level: 3, name, exact: true }),
  ).toBeVisible();
  await trashed.getByRole("button", { name: `Delete "${name}" forever` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete "${name}" forever?` });
  await dialog.getByRole("button", { name: "Delete forever" }).click();
  await expect(toast(page, "Image Deleted Forever")).toBeVisible();
  await expect(trashed).toHaveCount(0);
  expect((await page.request.get(item.url)).status()).toBe(404);
  await expectNoSeriousA11yViolations(page);
});

test("delete: an image no page uses is confirmed plainly, naming the file, and 'Cancel' keeps it", async ({ page }) => {
  const name = `${unique("unused")}.jpg`;
  await uploadThroughApi(page.request, name, await photo(200, 150));
  await page.goto("/admin/media");
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete the image "${name}"?` });
  await expect(dialog.getByText("No page uses this image.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Delete image" })).toBeEnabled();
  await expect(dialog.getByRole("button", { name: "Keep it" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, name)).toBeVisible();
});

test("the library, the upload dialog and the delete confirmation are accessible", async ({ page }) => {
  const name = `${unique("accessible")}.jpg`;
  await uploadThroughApi(page.request, name, await photo(300, 200));
  await page.goto("/admin/media");
  await expect(card(page, name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Upload New" }).first().click();
  await expect(page.getByRole("dialog", { name: "Upload New Media" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByText("No page uses this image.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the three sample items come from the project's own imagery, with alt text", async ({ page }) => {
  const { media } = (await (await page.request.get("/api/admin/media")).json()) as { media: MediaItem[] };
  const samples = media.filter((item) =>
    [
      "retto-horizontal-anthracite-living.webp",
      "augusto-3-anthracite-living.webp",
      "breva-anthracite-bathroom.webp",
    ].includes(item.name),
  );
  expect(samples).toHaveLength(3);
  for (const sample of samples) expect(sample.alt).not.toBe("");
});

test("files are public, cached for a year, never sniffed; variants in WebP and AVIF; SVG sandboxed", async ({
  page,
  playwright,
}) => {
  const raster = await uploadThroughApi(page.request, `${unique("served")}.jpg`, await photo(1200, 800));
  const svg = await uploadThroughApi(
    page.request,
    `${unique("drawing")}.svg`,
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="${Math.random() * 20}"/></svg>`,
    ),
    "image/svg+xml",
  );
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const original = await visitor.get(raster.url);
  expect(original.status()).toBe(200);
  expect(original.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(original.headers()["x-content-type-options"]).toBe("nosniff");
  expect(raster.variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual([
    "avif 1200",
    "avif 480",
    "avif 960",
    "webp 1200",
    "webp 480",
    "webp 960",
  ]);
  for (const variant of raster.variants) {
    expect((await visitor.get(variant.url)).headers()["content-type"]).toBe(`image/${variant.format}`);
  }
  const drawing = await visitor.get(svg.url);
  expect(drawing.headers()["content-security-policy"]).toBe("sandbox");
  expect(drawing.headers()["x-content-type-options"]).toBe("nosniff");
  // The library itself is not public.
  expect((await visitor.get("/api/admin/media")).status()).toBe(401);
  await visitor.dispose();
});

test("upload refuses an SVG with a script", async ({ page }) => {
  const response = await page.request.post("/api/admin/media", {
    multipart: {
      file: {
        name: "evil.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    },
  });
  expect(response.status()).toBe(422);
  expect(((await response.json()) as { error: string }).error).toContain('"evil.svg" contains a script');
});

test("pick in the section editor: the media picker sets the section image and closes", async ({ page }) => {
  const name = `${unique("picked")}.jpg`;
  const item = await uploadThroughApi(page.request, name, await photo(800, 600));
  const { slug, picker } = await pickerOnNewPage(page, unique("Picker page"));
  const search = picker.getByPlaceholder("Search media...");
  await expect(search).toBeVisible();
  await search.fill(`${name}-nothing-like-it`);
  await expect(picker.getByText("No media found matching your search.")).toBeVisible();
  await search.fill(name.toUpperCase());
  await picker.getByRole("button", { name: `Select ${name}` }).click();
  await expect(picker).toBeHidden();
  // The field names the picture as the library does, its address kept in a smaller field below.
  const field = page.getByRole("group", { name: "Image", exact: true });
  await expect(field).toContainText(name);
  await expect(field).toContainText("No alt text yet.");
  await expect(page.getByLabel("Image address")).toHaveValue(item.url);

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Section Updated")).toBeVisible();
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get(`/api/admin/pages/${slug}`)).json()), {
      timeout: 10_000,
    })
    .toContain(item.url);
});

test("alt text from the image field: written in the section editor, saved to the library, the editor's edits kept", async ({
  page,
}) => {
  const name = `${unique("field-alt")}.jpg`;
  const item = await uploadThroughApi(page.request, name, await photo(640, 480));
  const title = unique("Field alt page");
  const { slug } = await pageShowing(page.request, title, item.url);
  const alt = "Tubo column radiator in pale grey under a bay window";
  await page.goto(`/admin/dashboard?page=${slug}`);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit section" });
  await editor.getByLabel("Title").fill(`${title} edited`);
  const field = editor.getByRole("group", { name: "Image", exact: true });
  await expect(field).toContainText("No alt text yet.");

  // Escape leaves the writing, not the editor; with words typed it asks first.
  await field.getByRole("button", { name: `Add alt text for ${name}` }).click();
  await field.getByRole("textbox", { name: "Alt text" }).fill("Half written");
  await page.keyboard.press("Escape");
  const discarding = page.getByRole("dialog", { name: "Discard your changes?" });
  await expect(discarding).toContainText("Discarding it leaves the picture without alt text.");
  await discarding.getByRole("button", { name: "Discard changes" }).click();
  await expect(field.getByRole("textbox", { name: "Alt text" })).toBeHidden();
  await expect(editor).toBeVisible();
  await expect(field.getByRole("button", { name: `Add alt text for ${name}` })).toBeFocused();

  // Closing the editor on words not yet saved asks first, naming them; keeping on keeps them.
  await field.getByRole("button", { name: `Add alt text for ${name}` }).click();
  await field.getByRole("textbox", { name: "Alt text" }).fill(alt);
  await editor.getByRole("button", { name: "Close" }).click();
  const question = page.getByRole("dialog", { name: "Discard your changes?" });
  await expect(question).toContainText(`the alt text you are writing for "${name}" is not saved yet`);
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(field.getByRole("textbox", { name: "Alt text" })).toHaveValue(alt);
  await field.getByRole("button", { name: "Save alt text" }).click();
  await expect(toast(page, "Alt Text Saved")).toBeVisible();
  await expect(field).toContainText(`Alt text: ${alt}`);
  await expect(field.getByRole("button", { name: `Edit alt text for ${name}` })).toBeFocused();
  await expect(editor.getByLabel("Title")).toHaveValue(`${title} edited`);
  await editor.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Section Updated")).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 10_000 });

  // Kept by the library: after a reload the field says so, and so does the Media Library.
  await page.reload();
  await page.getByRole("button", { name: `Edit ${title} edited` }).click();
  await expect(
    page.getByRole("dialog", { name: "Edit section" }).getByRole("group", { name: "Image", exact: true }),
  ).toContainText(`Alt text: ${alt}`);
  await page.goto("/admin/media");
  await page.getByRole("searchbox", { name: "Search media" }).fill(name);
  await expect(card(page, name)).toContainText(`Alt text: ${alt}`);
});

test("Page Settings asks before the social image's alt text being written is lost, as the section editor does", async ({
  page,
}) => {
  const name = `${unique("social-alt")}.jpg`;
  const item = await uploadThroughApi(page.request, name, await photo(640, 480));
  const { slug } = await pageShowing(page.request, unique("Social alt page"), "", { socialImage: item.url });
  await page.goto(`/admin/dashboard?page=${slug}`);
  const opener = page.getByRole("button", { name: "Edit Page Settings" });
  await opener.click();
  const settings = page.getByRole("dialog", { name: "Page Settings" });
  const field = settings.getByRole("group", { name: "Social image" });
  await field.getByRole("button", { name: `Add alt text for ${name}` }).click();
  const alt = field.getByRole("textbox", { name: "Alt text" });
  await alt.fill("Half written");

  // Escape in the words asks, and keeping on gives them the focus back.
  await page.keyboard.press("Escape");
  const question = page.getByRole("dialog", { name: "Discard your changes?" });
  await expect(question).toContainText(`The alt text you are writing for "${name}" is not saved yet.`);
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(alt).toBeFocused();
  await expect(alt).toHaveValue("Half written");

  // Closing Page Settings asks too; discarding closes it, and nothing reaches the library.
  await settings.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toContainText("Closing now throws it away; choose 'Save alt text' to keep it.");
  await question.getByRole("button", { name: "Discard changes" }).click();
  await expect(settings).toBeHidden();
  await expect(opener).toBeFocused();
  const library = (await (await page.request.get("/api/admin/media")).json()) as {
    media: { id: string; alt: string }[];
  };
  expect(library.media.find((entry) => entry.id === item.id)?.alt).toBe("");
});

test("upload from the picker: the section editor stays open and the new image can be chosen at once", async ({
  page,
}) => {
  const name = `${unique("from-picker")}.jpg`;
  const title = unique("Picker upload page");
  const { slug } = await pageShowing(page.request, title, "");
  await page.goto(`/admin/dashboard?page=${slug}`);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit section" });
  await editor.getByLabel("Title").fill(`${title} edited`);
  await editor.getByRole("button", { name: "Browse" }).click();
  const picker = page.getByRole("dialog", { name: "Select Image from Media Library" });
  await picker.getByRole("button", { name: "Upload New" }).click();
  const upload = page.getByRole("dialog", { name: "Upload New Media" });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: await photo(640, 480) });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, "Upload Successful")).toBeVisible({ timeout: 20_000 });
  await expect(upload).toBeHidden();
  await picker.getByRole("button", { name: `Select ${name}` }).click();
  await expect(picker).toBeHidden();
  // The editor kept its unsaved edit and now shows the new image.
  await expect(editor.getByLabel("Title")).toHaveValue(`${title} edited`);
  await expect(editor.getByRole("group", { name: "Image", exact: true })).toContainText(name);
  await expect(editor.getByLabel("Image address")).toHaveValue(/^\/media\//);
  await editor.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Section Updated")).toBeVisible();
});

test("the picked image on a published page is served as AVIF and WebP variants", async ({ page }) => {
  const item = await uploadThroughApi(page.request, `${unique("published")}.jpg`, await photo(1800, 1200));
  const title = unique("Published media");
  const { slug } = await pageShowing(page.request, title, item.url);
  expect((await page.request.post(`/api/admin/pages/${slug}/publish`, { data: {} })).ok()).toBe(true);

  await page.goto(`/${slug}`);
  const picture = page.locator("picture", { has: page.locator("source[type='image/avif']") }).first();
  const hash = item.url.slice("/media/".length, "/media/".length + 20);
  await expect(picture.locator("source[type='image/avif']")).toHaveAttribute(
    "srcset",
    new RegExp(`/media/${hash}-480\\.avif 480w`),
  );
  await expect(picture.locator("source[type='image/webp']")).toHaveAttribute(
    "srcset",
    new RegExp(`/media/${hash}-1600\\.webp 1600w`),
  );
  const shown = await picture.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(shown).toMatch(/\.(avif|webp)$/);
});

test("a photo's GPS position never reaches a visitor: the page's og:image and every variant are upright, without EXIF", async ({
  page,
  playwright,
}) => {
  const gps = { GPSLatitudeRef: "N", GPSLatitude: "51/1 28/1 40/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 0/1 5/1" };
  const camera = await sharp(await photo(1200, 800))
    .withIccProfile("p3")
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: gps })
    .jpeg()
    .toBuffer();
  expect((await sharp(camera).metadata()).exif).toBeDefined();
  const item = await uploadThroughApi(page.request, `${unique("located")}.jpg`, camera);
  const { slug } = await pageShowing(page.request, unique("Located photo"), item.url);
  expect((await page.request.post(`/api/admin/pages/${slug}/publish`, { data: {} })).ok()).toBe(true);

  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const html = await (await visitor.get(`/${slug}`)).text();
  const shared = /<meta property="og:image" content="[^"]*?(\/media\/[^"]+)"/.exec(html)?.[1];
  expect(shared).toBe(item.url);
  for (const url of [item.url, ...item.variants.map((variant) => variant.url)]) {
    const metadata = await sharp(await (await visitor.get(url)).body()).metadata();
    expect({ url, exif: metadata.exif?.length, xmp: metadata.xmp?.length, iptc: metadata.iptc?.length }).toEqual({
      url,
    });
    expect([url, metadata.orientation ?? 1, metadata.hasProfile]).toEqual([url, 1, true]);
    expect(metadata.height, url).toBeGreaterThan(metadata.width);
  }
  await visitor.dispose();
});
