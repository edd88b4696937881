import { expect, test } from "@playwright/test";

import { builtInPaths } from "../../app/content/public-paths";

test.describe("shared footer", () => {
  test("has the blurb, Instagram, collections, company, contact and legal links and the year", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
      "href",
      "https://www.instagram.com/tepore.design",
    );
    for (const href of [
      "/collection/modern",
      "/collection/classic",
      "/collection/bathroom",
      "/about",
      "/terms",
      "/privacy",
      "/cookies",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.getByRole("link", { name: "hello@tepore.co.uk" })).toHaveAttribute(
      "href",
      "mailto:hello@tepore.co.uk",
    );
    await expect(footer.getByRole("link", { name: "0114 496 0123" })).toHaveAttribute("href", "tel:+441144960123");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Tepore.`);
    await expect(footer).toContainText("The Old Foundry, 12 Cornish Street");
  });
});

/** The addresses of a document's links, as the server wrote them (public pages are drawn on the server). */
const linksIn = (html: string) =>
  [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(([, href]) => href!.replaceAll("&amp;", "&"));

test("no link the site renders leads to the not-found page (docs/product.md#no-dead-links)", async ({ request }) => {
  // Every built-in page, then every page they link to (dozens of model pages among them).
  const seen = new Set<string>();
  for (const path of builtInPaths) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    for (const href of linksIn(await page.text())) {
      if (!href.startsWith("/")) continue;
      seen.add(href.split("#")[0]!.split("?")[0]!);
    }
  }
  expect(seen.size).toBeGreaterThan(15);
  for (const path of seen) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});
