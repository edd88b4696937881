import { readFileSync } from "node:fs";

import { expect, test } from "@playwright/test";

import { signIn } from "../support/admin-session";
import { publishFromBuilder } from "../support/builder";
import { differingShare, lookAt } from "../support/page-look";
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
const widths = [390, 1440] as const;

test.describe("the designed layout, drawn from sections", () => {
  for (const path of standardPaths) {
    test(`${path} has the designed headings, links, buttons and images`, async ({ browser }) => {
      const { outline } = await lookAt(browser, path, 1440);
      expect(outline).toEqual(designed[path]);
    });
  }
});

test.describe("publishing a standard page unchanged", { tag: "@replaces-designed-page" }, () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  // One test a page: each looks at its page four times, full length, which a loaded machine takes a while over.
  for (const path of standardPaths) {
    test(`gives the same page at 390 and 1440 px: ${path}`, async ({ browser, page }) => {
      await signIn(page);
      const before = await Promise.all(widths.map((width) => lookAt(browser, path, width)));
      await page.goto(`/admin/dashboard?page=${slugOf(path)}`);
      // Publishing opens the live page.
      await publishFromBuilder(page, path);
      const after = await Promise.all(widths.map((width) => lookAt(browser, path, width)));
      for (const [i, width] of widths.entries()) {
        expect(after[i]!.outline, `${path} at ${width} px`).toEqual(before[i]!.outline);
        expect(differingShare(before[i]!.shot, after[i]!.shot), `${path} at ${width} px`).toBeLessThan(0.01);
      }
    });
  }

  test("changing one hero title on Home changes that title and nothing else", async ({ browser, page }) => {
    await signIn(page);
    const before = (await lookAt(browser, "/", 1440)).outline;
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
