import { expect, type Locator, type Page, test } from "@playwright/test";

import { galleryImages, productNameByGalleryId } from "../../app/content/images";
import { expectNoSeriousA11yViolations, revealAll } from "../support/axe";

const filters = [
  { label: "Modern", category: "modern" },
  { label: "Classic", category: "classic" },
  { label: "Bathroom", category: "custom" },
] as const;

function altsOf(category?: string): string[] {
  return galleryImages.filter((image) => !category || image.category === category).map((image) => image.alt);
}

function gallerySection(page: Page): Locator {
  return page.getByRole("region", { name: "Inspiration Gallery" });
}

function tiles(page: Page): Locator {
  return gallerySection(page).getByRole("listitem").getByRole("button");
}

/** Opens the gallery once its enhancement runs: before that, a tile does nothing when clicked. */
async function gotoGallery(page: Page, path = "/gallery") {
  await page.goto(path);
  await enhanced(page);
}

/** The enhancement says a tile opens a dialog once it has made it do so. */
async function enhanced(page: Page) {
  await page.locator('main li button[aria-haspopup="dialog"]').first().waitFor({ state: "attached" });
}

async function openLightbox(page: Page, tile: Locator): Promise<Locator> {
  await tile.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("gallery page", () => {
  test("opens with the hero 'Gallery', then 'Inspiration Gallery' and all 39 images", async ({ page }) => {
    await gotoGallery(page);
    await expect(page).toHaveTitle(/^Gallery \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
    await expect(page.getByRole("heading", { level: 2, name: "Inspiration Gallery" })).toBeVisible();
    expect(galleryImages).toHaveLength(39);
    await expect(tiles(page)).toHaveCount(39);
    await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(gallerySection(page).getByRole("status")).toHaveText("39 images");
    const alts = await gallerySection(page)
      .locator("li img")
      .evaluateAll((images) => images.map((img) => img.getAttribute("alt")));
    expect(alts).toEqual(altsOf());
  });

  test("every image has explicit dimensions and loads lazily (the grid starts below the first screen)", async ({
    page,
  }) => {
    await gotoGallery(page);
    const attributes = await gallerySection(page)
      .locator("li img")
      .evaluateAll((list) =>
        list.map((img) => ({
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
        })),
      );
    expect(attributes).toHaveLength(39);
    for (const { width, height, loading } of attributes) {
      expect(Number(width)).toBeGreaterThan(0);
      expect(Number(height)).toBeGreaterThan(0);
      expect(loading).toBe("lazy");
    }
    const gridTop = await gallerySection(page)
      .getByRole("list")
      .evaluate((list) => list.getBoundingClientRect().top);
    expect(gridTop).toBeGreaterThan(900);
  });

  test("a tile fades in over 500 ms once its image has loaded", async ({ page }) => {
    await gotoGallery(page);
    const last = tiles(page).last();
    await last.scrollIntoViewIfNeeded();
    const fade = last.locator("div").first();
    await expect(fade).toHaveCSS("transition-duration", "0.5s");
    await expect(fade).toHaveCSS("opacity", "1");
  });

  for (const { label, category } of filters) {
    test(`the ${label} filter shows only ${category} images, and their count`, async ({ page }) => {
      await gotoGallery(page);
      const button = page.getByRole("button", { name: label, exact: true });
      await button.click();
      const expected = altsOf(category);
      await expect(page).toHaveURL(`/gallery?category=${category}`);
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "false");
      await expect(tiles(page)).toHaveCount(expected.length);
      await expect(gallerySection(page).getByRole("status")).toHaveText(`${expected.length} images`);
      // The list items shown (by role): the server draws those of other filters too, hidden.
      const alts = await gallerySection(page)
        .getByRole("listitem")
        .locator("img")
        .evaluateAll((images) => images.map((img) => img.getAttribute("alt")));
      expect(alts).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    });
  }

  test("the filter is kept in the address, works on reload and back to All", async ({ page }) => {
    await gotoGallery(page, "/gallery?category=classic");
    await expect(tiles(page)).toHaveCount(altsOf("classic").length);
    await page.reload();
    await enhanced(page);
    await expect(page.getByRole("button", { name: "Classic", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "All", exact: true }).click();
    await expect(page).toHaveURL("/gallery");
    await expect(tiles(page)).toHaveCount(39);
  });

  test("the filter buttons work from the keyboard", async ({ page }) => {
    await gotoGallery(page);
    await page.getByRole("button", { name: "All", exact: true }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Classic", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(tiles(page)).toHaveCount(altsOf("classic").length);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(tiles(page)).toHaveCount(altsOf("custom").length);
  });

  test("the lightbox shows the image large with its caption and closes on Escape, focus back on the tile", async ({
    page,
  }) => {
    await gotoGallery(page);
    const tile = tiles(page).nth(2);
    // Measured before opening: the modal hides the page behind it from the accessibility tree.
    await tile.scrollIntoViewIfNeeded();
    const small = await tile.locator("img").boundingBox();
    const dialog = await openLightbox(page, tile);
    // A dark, nearly opaque backdrop with white text over the page.
    const [backdrop, text] = await dialog.evaluate((el) => [
      getComputedStyle(el).backgroundColor,
      getComputedStyle(el).color,
    ]);
    expect(backdrop).toMatch(/\/ 0\.95\)$/);
    expect(text).toBe("rgb(255, 255, 255)");
    const image = galleryImages[2]!;
    await expect(dialog.getByRole("heading", { name: image.alt })).toBeVisible();
    await expect(dialog.locator("img")).toHaveAttribute("alt", image.alt);
    await expect(dialog.locator("source").first()).toHaveAttribute("sizes", "90vw");
    const large = await dialog.locator("img").boundingBox();
    expect(large!.width).toBeGreaterThan(small!.width * 1.5);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test("the lightbox closes on the close button and on the backdrop", async ({ page }) => {
    await gotoGallery(page);
    const tile = tiles(page).first();
    let dialog = await openLightbox(page, tile);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();

    dialog = await openLightbox(page, tile);
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test("the lightbox keeps focus inside and steps through the images with the arrows", async ({ page }) => {
    await gotoGallery(page);
    const dialog = await openLightbox(page, tiles(page).first());
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(galleryImages[1]!.alt);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(galleryImages.at(-1)!.alt);
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(galleryImages[0]!.alt);
  });

  test("tiles and the lightbox name the product where it is known", async ({ page }) => {
    await gotoGallery(page);
    const index = galleryImages.findIndex((image) => productNameByGalleryId[image.id]);
    expect(index).toBeGreaterThanOrEqual(0);
    const product = productNameByGalleryId[galleryImages[index]!.id]!;
    const tile = tiles(page).nth(index);
    await expect(tile).toContainText(product);
    const dialog = await openLightbox(page, tile);
    await expect(dialog).toContainText(product);
  });

  test("the lightbox's 'Shop the look' leads to the model shown, in the finish shown", async ({ page }) => {
    await gotoGallery(page);
    const index = galleryImages.findIndex((image) => image.id === "gallery-retto-vertical-black-kitchen");
    const dialog = await openLightbox(page, tiles(page).nth(index));
    const shop = dialog.getByRole("link", { name: "Shop the look: Retto Vertical in Matte black" });
    await expect(shop).toHaveAttribute("href", "/collection/modern/retto-vertical?finish=matte-black");
    // The next picture names its own product.
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog.getByRole("link", { name: /^Shop the look: / })).not.toHaveAttribute(
      "href",
      "/collection/modern/retto-vertical?finish=matte-black",
    );
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await shop.click();
    await expect(page).toHaveURL(/\/collection\/modern\/retto-vertical\?finish=matte-black$/);
    await expect(page.getByRole("heading", { level: 1, name: "Retto Vertical" })).toBeVisible();
    await expect(page.getByText("Finish: Matte black", { exact: false })).toBeVisible();
  });

  for (const width of [1440, 390]) {
    test(`axe finds no serious or critical violation at ${width} px, with the lightbox closed and open`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      await gotoGallery(page);
      await revealAll(page);
      await expectNoSeriousA11yViolations(page);
      await openLightbox(page, tiles(page).first());
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe("gallery in the browser", () => {
  test("filters in place, without loading the page, and the lightbox steps through the filtered images", async ({
    page,
  }) => {
    await gotoGallery(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole("button", { name: "Classic", exact: true }).click();
    await expect(page).toHaveURL("/gallery?category=classic");
    const classic = galleryImages.filter((image) => image.category === "classic");
    await expect(tiles(page)).toHaveCount(classic.length);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    const dialog = await openLightbox(page, tiles(page).first());
    await expect(dialog).toContainText(`Image 1 of ${classic.length}`);
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(classic.at(-1)!.alt);
    await expect(dialog).toContainText(`Image ${classic.length} of ${classic.length}`);
  });

  test("the lightbox opens from the keyboard, on Enter and Space, and gives focus back", async ({ page }) => {
    await gotoGallery(page);
    const tile = tiles(page).nth(3);
    await tile.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: galleryImages[3]!.alt });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: galleryImages[4]!.alt })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test("the lightbox opened again at once after closing keeps its picture and its arrows", async ({ page }) => {
    await gotoGallery(page);
    const tile = tiles(page).nth(3);
    const dialog = await openLightbox(page, tile);
    // Closed and opened again in one task, as a quick Enter then Space can on a busy machine: the event of the
    // closing arrives after the opening.
    await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>("dialog[open] button")!.click();
      document.querySelectorAll<HTMLButtonElement>('main li button[aria-haspopup="dialog"]')[3]!.click();
    });
    await expect(dialog).toContainText("Image 4 of");
    await expect(page.getByRole("dialog", { name: galleryImages[3]!.alt }).locator("img")).toHaveCount(1);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: galleryImages[4]!.alt })).toBeVisible();
  });

  test("a picture still on its way is hidden, and fades in when it arrives", async ({ page }) => {
    const last = galleryImages.at(-1)!;
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/img/${last.id}-*`, async (route) => {
      await arrived;
      await route.continue();
    });
    await gotoGallery(page);
    const frame = tiles(page).last().locator("[data-fade-in]");
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveCSS("opacity", "0");
    release();
    await expect(frame).toHaveCSS("opacity", "1");
    await expect(frame).not.toHaveAttribute("data-loading");
  });

  test("with reduced motion pictures appear without fading and the lightbox opens at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const last = galleryImages.at(-1)!;
    await page.route(`**/img/${last.id}-*`, () => {
      // Never answered: even a picture that has not arrived is not hidden.
    });
    await gotoGallery(page);
    const frame = tiles(page).last().locator("[data-fade-in]");
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveCSS("opacity", "1");
    await expect(frame).not.toHaveAttribute("data-loading");
    const dialog = await openLightbox(page, tiles(page).first());
    const seconds = await dialog.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration));
    expect(seconds).toBeLessThan(0.001);
  });
});

test.describe("gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server renders the filtered images, and the filter buttons submit the form", async ({ page }) => {
    await page.goto("/gallery");
    await expect(tiles(page)).toHaveCount(39);
    await expect(tiles(page).last().locator("div").first()).toHaveCSS("opacity", "1");
    await page.getByRole("button", { name: "Bathroom", exact: true }).click();
    await expect(page).toHaveURL(/\/gallery\?category=custom$/);
    await expect(tiles(page)).toHaveCount(altsOf("custom").length);
    await expect(page.getByRole("button", { name: "Bathroom", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(gallerySection(page).getByRole("status")).toHaveText(`${altsOf("custom").length} images`);
    // A tile promises no dialog it cannot open.
    await expect(tiles(page).first()).not.toHaveAttribute("aria-haspopup");
  });
});
