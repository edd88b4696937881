import { expect, type Page, test } from "@playwright/test";

import { brand } from "../../app/content/brand";
import { collectionPages } from "../../app/content/collection-pages";
import { collectionMeta, collections } from "../../app/content/collections";
import { heroImages, heroPhoneCrops } from "../../app/content/images";
import { collectionPageForSeries, collectionPageIds, seriesIds } from "../../app/content/series";
import { openForHeroPaint } from "../support/hero-paint";

/** The fixed header (4.5rem) plus the sticky series navigation (3.75rem). */
const coveredTop = 72 + 60;

/** seo() appends the site name; content titles may still carry it. */
const documentTitle = (title: string) => `${title.replace(` | ${brand.siteName}`, "")} | ${brand.siteName}`;

/** Waits until the heading sits fully in view, below the fixed header and the series navigation. */
async function expectHeadingLanded(page: Page, anchorId: string) {
  const heading = page.locator(`#${anchorId}-heading`);
  await expect(heading).toBeInViewport({ ratio: 1 });
  await expect
    .poll(async () => (await heading.boundingBox())?.y ?? -1, { message: `#${anchorId} heading below the header` })
    .toBeGreaterThanOrEqual(coveredTop);
}

test.describe("/collection", () => {
  test("shows the hero, the intro and one block per series, in order, with exact anchor ids", async ({ page }) => {
    await page.goto("/collection");
    await expect(page).toHaveTitle(documentTitle(collectionMeta.title));
    await expect(page.getByRole("heading", { level: 1, name: "Our Collections" })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", collectionMeta.description);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", collectionMeta.keywords.join(", "));

    const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual([...seriesIds]);

    for (const entry of collections) {
      const block = page.locator(`section#${entry.anchorId}`);
      await expect(block.getByRole("heading", { level: 2, name: entry.name, exact: true })).toHaveCount(1);
      await expect(block.getByText(entry.description)).toHaveCount(1);
      await expect(block.getByRole("listitem").filter({ hasText: entry.features[0]! })).toHaveCount(1);
      const link = block.getByRole("link", { name: `View ${entry.name}`, exact: true });
      await expect(link).toHaveAttribute("href", `/collection/${collectionPageForSeries[entry.id]}`);
      await expect(block.getByRole("list", { name: `${entry.name} gallery` }).getByRole("img")).toHaveCount(3);
    }
  });

  test("'View {name}' opens the series page", async ({ page }) => {
    await page.goto("/collection");
    // Once hydrated: the load-time scroll to the top must not move the link away under the click.
    await page.waitForLoadState("networkidle");
    await page.locator("section#volo").getByRole("link", { name: "View Volo", exact: true }).click();
    await expect(page).toHaveURL(/\/collection\/premium$/);
    await expect(page.getByRole("heading", { level: 1, name: collectionPages.premium.title })).toBeVisible();
  });

  test("is rendered on the server, readable without JavaScript", async ({ request }) => {
    const html = await (await request.get("/collection")).text();
    for (const id of seriesIds) expect(html).toContain(`id="${id}"`);
    expect(html).toContain("View Augusto Towel Rail");
  });

  test("#breva scrolls to the Breva block after the 100 ms delay and highlights it", async ({ page }) => {
    await page.goto("/collection#breva");
    await expectHeadingLanded(page, "breva");
    const nav = page.getByRole("navigation", { name: "Series" });
    await expect(nav.getByRole("link", { name: "Breva" })).toHaveAttribute("aria-current", "true");
    await expect(nav.getByRole("link", { name: "Retto" })).not.toHaveAttribute("aria-current", "true");
  });

  test("the home page's series links land below the header at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const entry of collections.filter((c) =>
      ["retto", "augusto", "flusso", "volo", "soffio", "breva"].includes(c.id),
    )) {
      await page.goto("/");
      await page.locator(`main a[href="/collection#${entry.anchorId}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/collection#${entry.anchorId}$`));
      await expectHeadingLanded(page, entry.anchorId);
      const chip = page
        .getByRole("navigation", { name: "Series" })
        .getByRole("link", { name: entry.name, exact: true });
      await expect(chip).toHaveAttribute("aria-current", "true");
      await expect(chip).toBeInViewport({ ratio: 1 });
    }
  });

  test("jumps straight to the hash target when reduced motion is preferred", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/collection#augusto-towel-rail");
    await expectHeadingLanded(page, "augusto-towel-rail");
  });

  test("a hash that names nothing logs a warning naming it", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.goto("/collection#nope");
    await expect.poll(() => warnings.some((text) => text.includes("#nope"))).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the series navigation scrolls to a series and follows the scroll", async ({ page }) => {
    await page.goto("/collection");
    const nav = page.getByRole("navigation", { name: "Series" });
    await expect(nav.getByRole("link")).toHaveCount(7);
    await nav.getByRole("link", { name: "Soffio" }).click();
    await expectHeadingLanded(page, "soffio");
    await expect(page).toHaveURL(/\/collection#soffio$/);
    await expect(nav.getByRole("link", { name: "Soffio" })).toHaveAttribute("aria-current", "true");
    await expect(nav).toBeInViewport();
  });

  test("the series navigation works from the keyboard", async ({ page }) => {
    await page.goto("/collection");
    const nav = page.getByRole("navigation", { name: "Series" });
    await nav.getByRole("link", { name: "Flusso" }).focus();
    await page.keyboard.press("Enter");
    await expectHeadingLanded(page, "flusso");
    await expect(page.locator("section#flusso")).toBeFocused();
    await expect(nav.getByRole("link", { name: "Flusso" })).toHaveAttribute("aria-current", "true");
    // The next Tab goes on inside the series it led to.
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("section")?.id)).toBe("flusso");
  });

  test("a series link followed before the page's scripts arrive leaves the page where it led", async ({ page }) => {
    // The collection's load-time scroll (to the top, then to the address's series) belongs to the page as it
    // arrived: held back until after the click, it must not take the visitor away from the series they chose.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/enhance/hash-scroll-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/collection");
    await page.getByRole("navigation", { name: "Series" }).getByRole("link", { name: "Volo" }).click();
    await page.waitForFunction(() => window.location.hash === "#volo");
    const heading = page.getByRole("heading", { level: 2, name: "Volo", exact: true });
    await expect(heading).toBeInViewport();
    await page.evaluate(() => {
      const seen = window as unknown as { lowest: number };
      seen.lowest = window.scrollY;
      addEventListener("scroll", () => (seen.lowest = Math.min(seen.lowest, window.scrollY)));
    });
    release();
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
    await expect(page.locator("[data-hash-scrolled]")).toHaveCount(1);
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { lowest: number }).lowest)).toBeGreaterThan(1000);
  });

  test("Back to the collection returns the visitor to where they were, not to the top", async ({ page }) => {
    await page.goto("/collection");
    await expect(page.locator("[data-hash-scrolled]")).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(3000);
    await page.goto("/about");
    await page.goBack();
    await expect(page).toHaveURL(/\/collection$/);
    await expect(page.locator("[data-hash-scrolled]")).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(3000);
    // Still there once the page has settled: nothing sends it to the top after the browser restored the place.
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(3000);
  });

  test("with reduced motion a series link jumps, and every block shows at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/collection");
    await page.getByRole("navigation", { name: "Series" }).getByRole("link", { name: "Volo" }).click();
    // Read in the frame the address names the series (a link followed without the enhancement moves a moment after
    // the click): a glide would still be near its start.
    await page.waitForFunction(() => window.location.hash === "#volo");
    const top = await page.locator("#volo-heading").evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(coveredTop);
    expect(top).toBeLessThan(400);
    await expect(page.locator(".reveal[data-visible='false']")).toHaveCount(0);
  });
});

test.describe("/collection without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a series address opens at its block, and the series links lead to theirs", async ({ page }) => {
    await page.goto("/collection#breva");
    await expectHeadingLanded(page, "breva");
    await page.getByRole("navigation", { name: "Series" }).getByRole("link", { name: "Retto" }).click();
    await expect(page).toHaveURL(/\/collection#retto$/);
    await expectHeadingLanded(page, "retto");
    await expect(page.locator("section#retto .reveal").first()).toHaveCSS("opacity", "1");
  });
});

test.describe("/collection/{id}", () => {
  for (const id of collectionPageIds) {
    const content = collectionPages[id];
    test(`${id}: title, ${content.items.length} items, description, keywords and canonical link`, async ({ page }) => {
      await page.goto(`/collection/${id}`);
      await expect(page).toHaveTitle(documentTitle(content.metaTitle));
      await expect(page.getByRole("heading", { level: 1, name: content.title })).toBeVisible();
      await expect(page.getByText(content.subtitle)).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: content.intro.heading })).toBeVisible();

      const items = page.getByRole("region", { name: "The Range" }).getByRole("listitem");
      await expect(items).toHaveCount(id === "bathroom" ? 4 : 3);
      for (const [index, item] of content.items.entries()) {
        await expect(items.nth(index).getByRole("heading", { level: 3, name: item.name, exact: true })).toBeAttached();
        await expect(items.nth(index).getByText(item.description)).toBeAttached();
        await expect(items.nth(index).getByRole("img")).toHaveCount(1);
      }

      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", content.metaDescription);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", content.keywords.join(", "));
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/collection/${id}`);
      await expect(page.getByRole("link", { name: "Ask for a quotation" })).toHaveAttribute("href", "/contact");
      await expect(page.getByRole("link", { name: "View All Collections" })).toHaveAttribute("href", "/collection");
    });
  }

  for (const width of [390, 1440]) {
    test(`at ${width} px the hero is one preloaded file, its phone crop on a phone, and the largest paint`, async ({
      page,
    }) => {
      const { heroes, largestPaint } = await openForHeroPaint(page, "/collection/modern", width, "/img/hero-modern");
      const crop = width < 640 ? /\/img\/hero-modern-phone-\d+\.avif$/ : /\/img\/hero-modern-\d+\.avif$/;
      await expect.poll(largestPaint).toMatch(crop);
      expect(heroes, "one hero file, not both crops").toEqual([expect.stringMatching(crop)]);
      // The picture is drawn around the focus of the crop it shows, where the product stands.
      const { focus } = width < 640 ? heroPhoneCrops.modern : heroImages.modern;
      const hero = page.getByRole("img", { name: heroImages.modern.alt });
      await expect(hero).toBeInViewport();
      await expect(hero).toHaveCSS("object-position", `${focus!.x}% ${focus!.y}%`);
    });
  }

  test("opens at the top", async ({ page }) => {
    await page.goto("/collection/modern");
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Classic Radiators" }).click();
    await expect(page.getByRole("heading", { level: 1, name: collectionPages.classic.title })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("bathroom leads on to each of its four series", async ({ page }) => {
    await page.goto("/collection/bathroom");
    const range = page.getByRole("region", { name: "The Range" });
    await expect(range.getByRole("link", { name: "View Breva", exact: true })).toHaveAttribute(
      "href",
      "/collection/breva",
    );
    await expect(range.getByRole("link", { name: "View Volo", exact: true })).toHaveAttribute(
      "href",
      "/collection/premium",
    );
  });

  test("an unknown id answers 404 with the not-found screen", async ({ page }) => {
    const response = await page.goto("/collection/unknown");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
});
