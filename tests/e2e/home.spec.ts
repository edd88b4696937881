import { expect, test } from "@playwright/test";

import { inspirationImages, instagramTiles } from "../../app/content/images";
import { openForHeroPaint } from "../support/hero-paint";
import { outOfViewReported } from "../support/page-state";

test.describe("home page", () => {
  test("opens with the full-height hero 'The Art of Warmth'", async ({ page }) => {
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("The Art of Warmth");
    const hero = page.locator("main section").first();
    const box = await hero.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(900);
  });

  test("the scroll-down arrow glides to the content over about 800 ms", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const target = await page.locator("#content").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    // Every scroll position, with its time, from before the click until the glide ends.
    await page.evaluate(() => {
      const seen: { t: number; y: number }[] = [];
      (window as unknown as { scrollSamples: typeof seen }).scrollSamples = seen;
      window.addEventListener("scroll", () => seen.push({ t: performance.now(), y: window.scrollY }), {
        passive: true,
      });
    });
    await page.getByRole("button", { name: "Scroll down to Our Collections" }).click();
    // The glide has ended once the last scroll the page reported is at the target.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { scrollSamples: { y: number }[] }).scrollSamples.at(-1)?.y),
      )
      .toBeCloseTo(target, 0);
    const samples = await page.evaluate(
      () => (window as unknown as { scrollSamples: { t: number; y: number }[] }).scrollSamples,
    );
    const span = samples.at(-1)!.t - samples[0]!.t;
    // An animation, not a jump: steps in between (a jump has none; a busy 2-core machine paints only a few frames of
    // the glide), spread over most of 800 ms.
    expect(samples.filter((s) => s.y > 5 && s.y < target - 5).length).toBeGreaterThanOrEqual(2);
    expect(span).toBeGreaterThanOrEqual(500);
    expect(span).toBeLessThan(1500);
  });

  test("six collection cards link to their series on /collection, then 'View All Collections'", async ({ page }) => {
    await page.goto("/");
    const cards = page.locator("#content li a");
    await expect(cards).toHaveCount(6);
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/collection#retto",
      "/collection#augusto",
      "/collection#flusso",
      "/collection#volo",
      "/collection#soffio",
      "/collection#breva",
    ]);
    await expect(cards.locator("h3")).toHaveText(["Retto", "Augusto", "Flusso", "Volo", "Soffio", "Breva"]);
    await expect(page.getByRole("link", { name: "View All Collections" })).toHaveAttribute("href", "/collection");
  });

  test("shows 'Artistry in Form' and 'Essence' with its four values and 'Discover Our Story'", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Artistry in Form" })).toBeVisible();
    const essence = page.locator("section", { has: page.getByRole("heading", { name: "Essence", exact: true }) });
    await expect(essence.locator("h3")).toHaveText(["True Value", "Sustainability", "Innovation", "Craftsmanship"]);
    await expect(essence.getByRole("link", { name: "Discover Our Story" })).toHaveAttribute("href", "/philosophy");
  });

  test("the inspiration gallery has six images staggered by 150 ms and a link to /gallery", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Warmth, at Home" });
    const tiles = section.locator("li");
    await expect(tiles).toHaveCount(6);
    const delays = await tiles.evaluateAll((items) =>
      items.map((li) => (li as HTMLElement).style.getPropertyValue("--reveal-delay") || "0ms"),
    );
    expect(delays).toEqual(["0ms", "150ms", "300ms", "450ms", "600ms", "750ms"]);
    await expect(section.locator("img")).toHaveCount(inspirationImages.length);
    await expect(section.getByRole("link", { name: "View the Gallery" })).toHaveAttribute("href", "/gallery");
  });

  test("has the contact block and a four-tile Instagram strip", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#contact-form")).toBeVisible();
    const strip = page.getByRole("region", { name: "Follow Our Work" });
    await expect(strip.locator("li a")).toHaveCount(instagramTiles.length);
    expect(instagramTiles).toHaveLength(4);
    for (const href of await strip.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toBe("https://www.instagram.com/tepore.design");
    }
  });

  test("sections fade in the first time a tenth is in view and never hide again", async ({ page }) => {
    await page.goto("/");
    const essence = page.locator(".reveal", { has: page.getByRole("heading", { name: "Essence", exact: true }) });
    await expect(essence).toHaveAttribute("data-visible", "false");
    await essence.scrollIntoViewIfNeeded();
    await expect(essence).toHaveAttribute("data-visible", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await outOfViewReported(essence);
    await expect(essence).toHaveAttribute("data-visible", "true");
  });

  test("with reduced motion, everything is shown at once and the arrow jumps", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator(".reveal[data-visible='false']")).toHaveCount(0);
    await page.getByRole("button", { name: "Scroll down to Our Collections" }).click();
    const target = await page.locator("#content").evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(target)).toBeLessThan(1);
    await context.close();
  });

  test("the scroll-down arrow works from the keyboard", async ({ page }) => {
    await page.goto("/");
    const arrow = page.getByRole("button", { name: "Scroll down to Our Collections" });
    await expect(arrow).toBeVisible();
    await arrow.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.locator("#content").evaluate((el) => el.getBoundingClientRect().top))
      .toBeCloseTo(0, 0);
  });

  test("a section already on screen when the reveal script starts is never hidden; one below is", async ({ page }) => {
    // Hold the reveal module back until the page has been scrolled to Essence, as a slow network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/enhance/reveal-*.js", async (route) => {
      await held;
      await route.continue();
    });
    // Record every value the Essence block's data-visible takes.
    await page.addInitScript(() => {
      const values: string[] = [];
      (window as unknown as { essenceValues: string[] }).essenceValues = values;
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as HTMLElement;
          if (element.querySelector("h2")?.textContent === "Essence") values.push(element.dataset.visible ?? "");
        }
      }).observe(document, { subtree: true, attributeFilter: ["data-visible"] });
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const essence = page.locator(".reveal", { has: page.getByRole("heading", { name: "Essence", exact: true }) });
    await essence.scrollIntoViewIfNeeded();
    release();
    await expect(essence).toHaveAttribute("data-visible", "true");
    await expect(page.locator(".reveal[data-visible='false']").first()).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { essenceValues: string[] }).essenceValues)).toEqual([
      "true",
    ]);
    await expect(essence).toHaveCSS("opacity", "1");
  });

  test("when the reveal script fails to load, every section is visible", async ({ page }) => {
    await page.route("**/enhance/reveal-*.js", (route) => route.abort());
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const essence = page.locator(".reveal", { has: page.getByRole("heading", { name: "Essence", exact: true }) });
    await essence.scrollIntoViewIfNeeded();
    await expect(essence).toHaveCSS("opacity", "1");
    await expect(page.locator(".reveal[data-visible]")).toHaveCount(0);
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px the preloaded hero image is the largest contentful paint`, async ({ page }) => {
      const { heroes, largestPaint } = await openForHeroPaint(page, "/", width, "/img/hero-home");
      // Two crops, each preloaded only where it is shown: the upright one on a phone.
      const preloads = page.locator('link[rel="preload"][as="image"]');
      await expect(preloads).toHaveCount(2);
      for (const link of await preloads.all()) await expect(link).toHaveAttribute("imagesrcset", /\/img\/hero-home-/);
      const crop = width < 800 ? /\/img\/hero-home-portrait-\d+\.avif$/ : /\/img\/hero-home-\d+\.avif$/;
      await expect.poll(largestPaint).toMatch(crop);
      expect(heroes, "one hero file, not both crops").toHaveLength(1);
    });
  }

  test("carries schema.org LocalBusiness data", async ({ page }) => {
    await page.goto("/");
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json!);
    expect(data).toMatchObject({
      "@type": "HomeAndConstructionBusiness",
      name: "Tepore",
      telephone: "+441144960123",
      address: { postalCode: "S6 3AA", addressLocality: "Sheffield" },
    });
    expect(data.openingHoursSpecification).toHaveLength(2);
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every section at once and offers no scroll arrow that could do nothing", async ({ page }) => {
    await page.goto("/");
    const reveals = page.locator(".reveal");
    expect(await reveals.count()).toBeGreaterThan(10);
    for (const opacity of await reveals.evaluateAll((all) => all.map((el) => getComputedStyle(el).opacity))) {
      expect(opacity).toBe("1");
    }
    await expect(page.getByRole("button", { name: "Scroll down to Our Collections" })).toBeHidden();
    await expect(page.getByRole("region", { name: "Warmth, at Home" }).locator("img").first()).toBeAttached();
  });
});
