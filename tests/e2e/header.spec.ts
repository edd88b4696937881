import { expect, test } from "@playwright/test";

const links = ["Home", "Collection", "Design", "Philosophy", "Gallery", "Contact"];

test.describe("shared header", () => {
  test("is transparent over the hero and white once scrolled more than 10 px", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveAttribute("data-solid", "false");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-solid", "true");
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
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
