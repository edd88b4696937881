import { expect, type Locator, test } from "@playwright/test";

import { enhanced, scrollWindowTo } from "../support/page-state";

const links = ["Home", "Collection", "Design", "Philosophy", "Gallery", "Contact"];

test.describe("shared header", () => {
  test("is transparent over the hero and white once scrolled more than 10 px", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveAttribute("data-solid", "false");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await enhanced(page);
    await scrollWindowTo(page, 10);
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-solid", "true");
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
  });

  test("shows where the keyboard is on the dark hero and footer in white, on the page and in the drawer in bronze", async ({
    page,
  }) => {
    const bronze = "rgb(138, 95, 50)";
    const white = "rgb(255, 255, 255)";
    /** The ring's colour once the keyboard has brought the focus to `control` (the ring is drawn: `:focus-visible`). */
    const ringOf = async (control: Locator) => {
      await page.keyboard.press("Shift");
      await control.focus();
      await expect(control).toHaveCSS("outline-style", "solid");
      return control;
    };
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await enhanced(page);
    const home = page.getByRole("link", { name: "Home", exact: true }).first();
    // Over the hero the header is transparent: its links, and the hero's own, are ringed in white; so is the footer.
    await expect(await ringOf(home)).toHaveCSS("outline-color", white);
    await expect(await ringOf(page.getByRole("link", { name: "Discover the Collections" }))).toHaveCSS(
      "outline-color",
      white,
    );
    await expect(await ringOf(page.locator("footer").getByRole("link").first())).toHaveCSS("outline-color", white);
    // Once the header is white, bronze again.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.locator("header").first()).toHaveAttribute("data-solid", "true");
    await expect(await ringOf(home)).toHaveCSS("outline-color", bronze);

    // The drawer, inside the header over the hero, is white: bronze.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator("header").first()).toHaveAttribute("data-solid", "false");
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await expect(await ringOf(drawer.getByRole("link", { name: "Collection", exact: true }))).toHaveCSS(
      "outline-color",
      bronze,
    );
  });

  test("is solid from the start on a page without a hero", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.locator("header").first()).toHaveAttribute("data-solid", "true");
  });

  test("shows the logo and six links on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1155, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(links);
    await expect(page.locator("header").getByRole("link", { name: "Tepore, home" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("below 1155 px a menu button opens a side drawer with the same links", async ({ page }) => {
    await page.setViewportSize({ width: 1154, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("navigation", { name: "Menu" }).getByRole("link")).toHaveText(links);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    // The drawer slides in for 300 ms: a click aimed at a link while it moves can land on the panel beside it.
    await drawer.evaluate((dialog) =>
      Promise.all(dialog.getAnimations({ subtree: true }).map((slide) => slide.finished)),
    );
    await drawer.getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL("/gallery");
    await expect(drawer).toBeHidden();
  });

  test("the drawer keeps focus inside while open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe("menu drawer", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens and closes from the keyboard, focus going round inside and back to the button", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Tepore" });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const close = drawer.getByRole("button", { name: "Close menu" });
    await expect(close).toBeFocused();
    // Shift+Tab from the first control goes round to the last.
    await page.keyboard.press("Shift+Tab");
    await expect(drawer.getByRole("link", { name: "hello@tepore.co.uk" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Space");
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("closes on the backdrop, and the page does not scroll while it is open", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 300));
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    // Left of the drawer, which takes 88% of a phone's width from the right.
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });

  test("with reduced motion it appears at once, without sliding in", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    const durations = await drawer.evaluate((dialog) =>
      [dialog, dialog.firstElementChild!].map((element) => parseFloat(getComputedStyle(element).animationDuration)),
    );
    for (const seconds of durations) expect(seconds).toBeLessThan(0.001);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("over a hero the header scrolls away with it, never left transparent over the page", async ({ page }) => {
      await page.goto("/");
      const header = page.locator("header").first();
      await expect(header).toHaveAttribute("data-solid", "false");
      await expect(header).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect(header).not.toBeInViewport();
    });

    test("the menu button is a link to the footer's link lists", async ({ page }) => {
      await page.goto("/philosophy");
      const menu = page.getByRole("link", { name: "Open menu" });
      await expect(menu).toBeVisible();
      await menu.click();
      await expect(page).toHaveURL("/philosophy#site-links");
      const links = page.getByRole("navigation", { name: "Collections" });
      await expect(links).toBeInViewport();
      await expect(
        page.getByRole("navigation", { name: "Company" }).getByRole("link", { name: "Gallery" }),
      ).toBeVisible();
      // Below the fixed header, not under it.
      const top = await links.evaluate((nav) => nav.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(72);
    });
  });
});
