import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

import { expect, type Page, test } from "@playwright/test";

import { baseURL } from "../../playwright.config";
import { expectNoSeriousA11yViolations, revealAll } from "../support/axe";

const modelUrl = "/collection/modern/retto-vertical";
const hasPoppler = spawnSync("pdftotext", ["-v"]).status === 0;

/** The size card (phones) or table row (wide screens) of a product code, whichever is shown. */
const sizeEntry = (page: Page, code: string) =>
  page.locator("tr:visible, li:visible").filter({ has: page.getByText(code, { exact: true }) });

test.describe("model page", () => {
  test("shows the model with its outputs, JSON-LD, canonical link, and passes axe", async ({ page }) => {
    await page.goto(modelUrl);
    await expect(page).toHaveTitle("Retto Vertical: Sizes, Heat Outputs and Finishes | Tepore");
    await expect(page.getByRole("heading", { level: 1, name: "Retto Vertical" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${modelUrl}`);
    const row = sizeEntry(page, "RV-1800-500-D");
    await expect(row).toContainText("1,560 W");
    await expect(row).toContainText("5,323 BTU/h");
    await expect(row).toContainText("803 W");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    expect(types).toEqual(["Product", "BreadcrumbList"]);
    await expect(page.getByRole("img", { name: /Technical drawing of Retto Vertical/ })).toBeVisible();
    await revealAll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("switches finish and the buyer's system, filters and sorts", async ({ page }) => {
    await page.goto(modelUrl);
    await page.getByRole("link", { name: "Anthracite RAL 7016" }).click();
    await expect(page).toHaveURL(/finish=anthracite/);
    await expect(page.getByText("Finish: Anthracite, RAL 7016")).toBeVisible();
    await expect(page.getByRole("link", { name: "Anthracite RAL 7016" })).toHaveAttribute("aria-current", "true");
    const quote = page.getByRole("link", { name: "Request a quote", exact: true });
    await expect(quote).toHaveAttribute("href", /^\/quote\?model=.*&finish=anthracite&quantity=1$/);

    await page.getByRole("link", { name: "Heat pump 45/40/21 °C" }).click();
    await expect(page).toHaveURL(/flow=45&return=40&room=21/);
    await expect(page.getByRole("columnheader", { name: "Your system (ΔT21.5)" })).toBeVisible();
    // 1,560 W × (21.5 / 50)^1.3 = 521 W.
    await expect(sizeEntry(page, "RV-1800-500-D")).toContainText("521 W");
    await expect(page).toHaveURL(/finish=anthracite/);

    await page.getByLabel("Flow °C").fill("50");
    await page.getByLabel("Return °C").fill("40");
    await page.getByLabel("Room °C").fill("20");
    await page.getByRole("combobox", { name: "Height" }).selectOption("2000");
    await page.getByLabel("Min. output at your system (W)").fill("500");
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("output");
    await page.getByRole("button", { name: "Update sizes" }).click();
    await expect(page.getByRole("columnheader", { name: "Your system (ΔT25)" })).toBeVisible();
    const codes = await page.locator("tbody th[scope=row]").allTextContents();
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => code.startsWith("RV-2000-"))).toBe(true);
    // Sorted by output: ΔT25 outputs ascending, each at least 500 W.
    const outputs = await page
      .locator("tbody tr")
      .evaluateAll((rows) =>
        rows.map((row) =>
          Number(row.querySelectorAll("td")[4]!.querySelector("span")!.textContent!.replace(/[^\d]/g, "")),
        ),
      );
    expect(outputs).toEqual([...outputs].sort((a, b) => a - b));
    expect(Math.min(...outputs)).toBeGreaterThanOrEqual(500);
  });

  test("reads on a phone as cards, without sideways scrolling, and passes axe", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${modelUrl}?flow=45&return=40&room=21`);
    await expect(page.getByRole("list", { name: "Sizes and heat outputs" })).toBeVisible();
    await expect(page.getByRole("table")).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await revealAll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("on a phone draws the size cards near the screen, and lands exactly on a size's drawing, by its link and by its address", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(modelUrl);
    const cards = page.getByRole("list", { name: "Sizes and heat outputs" }).getByRole("listitem");
    await expect(cards.first()).toHaveCSS("content-visibility", "auto");
    const drawing = page.getByRole("region", { name: "Technical Drawing" });
    // Under the window's top by its scroll padding (5rem), however tall the cards above it turn out (decision 230).
    const drawingTop = () => drawing.evaluate((section) => Math.round(section.getBoundingClientRect().top));
    const link = page.getByRole("link", { name: /^Drawing of / }).nth(20);
    const code = (await link.getAttribute("aria-label"))!.replace("Drawing of ", "");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`size=${code}#drawing$`));
    await expect.poll(drawingTop).toBe(80);
    await expect(cards.first()).not.toHaveCSS("content-visibility", "auto");
    await page.goto(`${modelUrl}?size=${code}#drawing`);
    await expect.poll(drawingTop).toBe(80);
  });

  test("writes the drawing's figures at 12 px on a phone and under 18 px on a computer, wide or tall", async ({
    page,
  }) => {
    // The drawing scales to its column: its figures are sized for a phone's (decision 221).
    const labelPx = () =>
      page
        .getByRole("img", { name: /Technical drawing/ })
        .evaluate((svg: SVGSVGElement) => Number(svg.getAttribute("font-size")) * svg.getScreenCTM()!.a);
    for (const address of [
      `/collection/modern/retto-horizontal?size=RH-600-1800-S`,
      `${modelUrl}?size=RV-1800-500-S`,
    ]) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(address);
      expect(await labelPx()).toBeGreaterThanOrEqual(11.9);
      await page.setViewportSize({ width: 1440, height: 900 });
      expect(await labelPx()).toBeGreaterThanOrEqual(11.9);
      expect(await labelPx()).toBeLessThan(18);
    }
  });

  test("draws the drawing's figures in the page's text face, with its metric-matched fallbacks", async ({ page }) => {
    // Named alone, 'Manrope Variable' was drawn in the browser's sans-serif until the web font came, of other widths:
    // a centred or right-aligned figure moved when it came (decision 228).
    await page.goto(modelUrl);
    const text = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(text).toContain('"Manrope Fallback"');
    await expect(
      page
        .getByRole("img", { name: /Technical drawing/ })
        .locator("text")
        .first(),
    ).toHaveCSS("font-family", text);
  });

  test("marks the size its address names, in the table and on a phone's cards", async ({ page }) => {
    // As the calculator's and the finder's links open it.
    await page.goto(`${modelUrl}?flow=45&return=40&room=21&size=RV-1600-400-S`);
    await expect(sizeEntry(page, "RV-1600-400-S")).toHaveAttribute("aria-current", "true");
    await expect(sizeEntry(page, "RV-1600-300-S")).not.toHaveAttribute("aria-current", /.*/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(sizeEntry(page, "RV-1600-400-S")).toHaveAttribute("aria-current", "true");
    // Without a size in the address none is marked.
    await page.goto(modelUrl);
    await expect(page.locator("[aria-current]").filter({ hasText: /^RV-/ })).toHaveCount(0);
  });

  test("loads at most 120 KB of JavaScript", async ({ page }) => {
    let bytes = 0;
    page.on("requestfinished", async (request) => {
      if (request.resourceType() === "script") bytes += (await request.sizes()).responseBodySize;
    });
    await page.goto(modelUrl, { waitUntil: "networkidle" });
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(120 * 1024);
  });

  test("downloads the spec sheet: a PDF with the table and the drawing", async ({ page }) => {
    await page.goto(modelUrl);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Spec sheet (PDF)" }).click();
    const file = await (await download).path();
    const pdf = readFileSync(file);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    if (hasPoppler) {
      const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
      expect(text).toContain("Sizes and heat outputs");
      expect(text).toMatch(/RV-1800-500-D\s+Double\s+1,800 × 500 × 86\s+1,560\s+5,323/);
      expect(text).toContain("pipe centres");
      expect(text).toMatch(/Drawing of RV-[\d-]+[SD], in millimetres\./);
    }
  });

  test("is listed on its collection page and in the sitemap; other pages' models are not found", async ({
    page,
    request,
  }) => {
    await page.goto("/collection/modern");
    await page.getByRole("link", { name: "Sizes and outputs of Retto Vertical" }).click();
    await expect(page).toHaveURL(modelUrl);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${baseURL}${modelUrl}</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/collection/premium/volo-ladder</loc>`);
    expect((await request.get("/collection/modern/soffio")).status()).toBe(404);
  });
});
