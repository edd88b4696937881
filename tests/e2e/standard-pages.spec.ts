import { readFileSync } from "node:fs";

import { expect, type Page, test } from "@playwright/test";

import { signIn } from "../support/admin-session";
import { publishFromBuilder } from "../support/builder";
import { outlineOf, type PageOutline } from "../support/page-outline";

// Every standard page is its sections (docs/product.md#standard-pages): the page visitors see is drawn from its
// default sections, which are its designed layout, and publishing them unchanged changes nothing.

/** The designed pages' outlines at 1440 px, recorded from the hand-written pages they replaced. */
const designed = JSON.parse(readFileSync(new URL("fixtures/designed-pages.json", import.meta.url), "utf8")) as Record<
  string,
  PageOutline
>;

const standardPaths = ["/", "/about", "/collection", "/design", "/philosophy", "/gallery", "/contact"] as const;
const slugOf = (path: string) => path.slice(1);

test.describe("the designed layout, drawn from sections", () => {
  for (const path of standardPaths) {
    test(`${path} has the designed headings, links, buttons and images`, async ({ page }) => {
      await page.goto(path);
      expect(await outlineOf(page)).toEqual(designed[path]);
    });
  }
});

/** The page a visitor's browser is sent, as the server sends it. */
async function documentOf(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe("publishing a standard page unchanged", { tag: "@replaces-designed-page" }, () => {
  test.describe.configure({ mode: "serial" });

  // The same document, byte for byte, with the same stylesheet and pictures, is the same page at every width: the
  // comparison of the two documents is stronger than pictures of them, and takes a fraction of the time.
  for (const path of standardPaths) {
    test(`sends the same document, so the same page at every width: ${path}`, async ({ page }) => {
      await signIn(page);
      const before = await documentOf(page, path);
      await page.goto(`/admin/dashboard?page=${slugOf(path)}`);
      // Publishing opens the live page.
      await publishFromBuilder(page, path);
      expect(await documentOf(page, path)).toBe(before);
    });
  }

  test("changing one hero title on Home changes that title and nothing else", async ({ page }) => {
    await page.goto("/");
    const before = await outlineOf(page);
    await signIn(page);
    await page.goto("/admin/dashboard?page=");
    await page.getByRole("button", { name: "Edit The Art of Warmth" }).click();
    const editor = page.getByRole("dialog", { name: "Edit section" });
    await editor.getByRole("textbox", { name: "Title", exact: true }).fill("The Art of Winter Warmth");
    await editor.getByRole("button", { name: "Save Changes" }).click();
    await publishFromBuilder(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Art of Winter Warmth");
    const after = await outlineOf(page);
    expect(after).toEqual({
      ...before,
      headings: before.headings.map((heading) =>
        heading === "h1 The Art of Warmth" ? "h1 The Art of Winter Warmth" : heading,
      ),
    });
    // Back to the designed layout, for whatever runs next.
    await page.goto("/admin/dashboard?page=");
    await page.getByRole("button", { name: "Restore designed layout" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Restore/ })
      .click();
    await expect(page.getByRole("button", { name: "Edit The Art of Warmth" })).toBeVisible();
  });
});
