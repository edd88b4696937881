import { expect, type Page, test } from "@playwright/test";

import { inBatches, listedPaths, unlistedPages } from "../support/public-pages";

/** The web fonts the page draws in: the families of its loaded faces, without the quotes `FontFace` puts around them. */
const drawnFonts = (page: Page) =>
  page.evaluate(() =>
    [...new Set([...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family))]
      .map((family) => family.replace(/^"(.*)"$/, "$1"))
      .filter((family) => !family.includes("Fallback"))
      .sort(),
  );

/**
 * Public pages are rendered on the server and enhanced by small modules (decision 140): none of them carries the
 * React Router app, its data or its module preloads, and their inline scripts are data the browser reads (speculation
 * rules, structured data) but for one, the web fonts' from the cache (decision 218).
 */
test("no public page names the React Router app: only the enhancement modules' boot script", async ({ request }) => {
  const pages = [...(await listedPaths(request)), ...unlistedPages.map((page) => page.path), "/radiator-sizing"];
  const wrong = await inBatches(pages, async (path) => {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes!);
    const external = scripts.flatMap((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? []);
    const inlineKinds = scripts
      .filter(
        (attributes) =>
          !/\bsrc=|^ data-held-back="\/assets\/fonts-[\w-]+\.css \/assets\/site-[\w-]+\.css"$/.test(attributes),
      )
      .map((attributes) => /\btype="([^"]+)"/.exec(attributes)?.[1] ?? "code");
    const problems = [
      ...external.filter((src) => !/^\/enhance\/boot-[\w-]+\.js$/.test(src)).map((src) => `loads ${src}`),
      ...inlineKinds
        .filter((kind) => !["speculationrules", "application/ld+json"].includes(kind))
        .map(() => "inline code"),
      ...(/modulepreload|__reactRouter/.test(html) ? ["carries the React Router app"] : []),
      ...(/data-discover|<!--\/?\$-->|<!-- -->/.test(html) ? ["carries marks only hydration reads"] : []),
      ...(external.length === 1 ? [] : [`names ${external.length} scripts`]),
    ];
    return problems.map((problem) => `${path}: ${problem}`);
  });
  expect(wrong.flat()).toEqual([]);

  // The boot script is fingerprinted: kept for a year, and brotli-compressed at build time.
  const boot = /<script type="module" src="([^"]+)"/.exec(await (await request.get("/")).text())![1]!;
  const script = await request.get(boot, { headers: { "Accept-Encoding": "br" } });
  expect(script.headers()["cache-control"]).toContain("immutable");
  expect(script.headers()["content-encoding"]).toBe("br");
});

/**
 * A public page paints from its own HTML (decision 176): the rules it uses are inlined in its head, and the site's
 * stylesheet (not the admin's) and the web fonts are held back until the page has loaded, then applied by the boot
 * script; without JavaScript they apply at once. A later page applies the fonts before its first paint (decision 218).
 */
test("a public page carries the rules it uses and applies the site's stylesheet and fonts once it has loaded", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/about")).text();
  const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
  expect(head).not.toMatch(/rel="stylesheet"/);
  const critical = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
  expect(critical).toContain(".container-page");
  expect(critical, "no web font is asked for before the first paint").not.toMatch(/@font-face\{[^}]*url\(/);
  expect(critical, "the faces drawn to the fonts' metrics come at once").toContain("font-family:Manrope Fallback");
  // Held back in a <noscript> each, so the browser requests neither before the boot script applies it.
  expect(html).not.toMatch(/<link rel="stylesheet"[^>]*>(?!<\/noscript>)/);
  const heldBack = [
    ...html.matchAll(/<noscript data-(after-load|web-fonts)=""><link rel="stylesheet" href="([^"]+)"\/><\/noscript>/g),
  ];
  expect(Object.fromEntries(heldBack.map(([, kind, href]) => [kind, href]))).toEqual({
    "web-fonts": expect.stringMatching(/^\/assets\/fonts-[\w-]+\.css$/),
    "after-load": expect.stringMatching(/^\/assets\/site-[\w-]+\.css$/),
  });

  await page.goto("/about");
  await expect
    .poll(() =>
      page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname)),
    )
    .toEqual([expect.stringMatching(/^\/assets\/site-[\w-]+\.css$/)]);
  // A first page adds the headings' face; its text stays in the fallback drawn to Manrope's metrics (decision 218).
  await expect.poll(() => drawnFonts(page)).toEqual(["Cormorant Garamond"]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^"Cormorant Garamond"/);

  await page.goto("/admin");
  const adminSheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(adminSheets).toEqual([expect.stringMatching(/^\/assets\/admin-[\w-]+\.css$/)]);
});

test("the held-back stylesheet is applied once the web fonts have loaded", async ({ page }) => {
  await page.goto("/about");
  const loaded = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter(({ name }) => /\/assets\/(fonts|site)-[\w-]+\.css$|\.woff2$/.test(name))
        .map((entry) => ({ name: entry.name, ...(entry as PerformanceResourceTiming).toJSON() })),
    );
  await expect.poll(async () => (await loaded()).filter(({ name }) => /\/site-/.test(name)).length).toBe(1);
  const timings = await loaded();
  const site = timings.find(({ name }) => /\/site-/.test(name))!;
  const fonts = timings.filter(({ name }) => !/\/site-/.test(name));
  expect(fonts.map(({ name }) => new URL(name).pathname).sort()).toEqual([
    expect.stringMatching(/^\/assets\/cormorant-garamond-latin-500-italic-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/cormorant-garamond-latin-500-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/fonts-[\w-]+\.css$/),
    expect.stringMatching(/^\/assets\/manrope-latin-wght-normal-[\w-]+\.woff2$/),
  ]);
  for (const font of fonts) expect(site.startTime, font.name).toBeGreaterThanOrEqual(font.responseEnd);
});

/**
 * A visitor's first page adds the headings' face once it has loaded, and nothing moves (at Lighthouse's phone width
 * the text face's swap broke a paragraph of /about differently). Once it has loaded the web fonts, every later page
 * asks the browser's cache for them before it paints (decision 218): its text is drawn in them from the first paint.
 */
test("a visitor's first page moves nothing as its fonts arrive, and the next paints in them with all its rules", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/about");
  // What the first page keeps: under the addresses of what it held back, the links a later page writes into its head.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage)))
    .toEqual([expect.stringMatching(/^\/assets\/fonts-[\w-]+\.css \/assets\/site-[\w-]+\.css$/)]);
  await expect.poll(() => drawnFonts(page)).toEqual(["Cormorant Garamond"]);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute("href", /^\/assets\/site-[\w-]+\.css$/);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);

  await page.goto("/terms");
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
  const { firstPaint, fonts, shifts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
    fonts: performance
      .getEntriesByType("resource")
      .filter(({ name }) => name.endsWith(".woff2"))
      .map((entry) => ({ name: new URL(entry.name).pathname, end: (entry as PerformanceResourceTiming).responseEnd })),
    shifts: (window as unknown as { shifts: number[] }).shifts,
  }));
  expect(fonts.map(({ name }) => name).sort()).toEqual([
    expect.stringMatching(/cormorant-garamond-latin-500-italic/),
    expect.stringMatching(/cormorant-garamond-latin-500-normal/),
    expect.stringMatching(/manrope-latin-wght-normal/),
  ]);
  for (const font of fonts) expect(font.end, font.name).toBeLessThan(firstPaint);
  // Its stylesheets came from the cache before its first paint: nothing is re-styled after its load.
  expect(
    await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) =>
        links.map(
          (link) => `${link.parentElement!.localName} ${link.getAttribute("blocking")} ${link.getAttribute("href")}`,
        ),
      ),
  ).toEqual([
    expect.stringMatching(/^head render \/assets\/fonts-[\w-]+\.css$/),
    expect.stringMatching(/^head render \/assets\/site-[\w-]+\.css$/),
  ]);
  expect(shifts).toEqual([]);
  expect(await drawnFonts(page)).toEqual(["Cormorant Garamond", "Manrope Variable"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a public page has the site's stylesheet and its fonts at once", async ({ page }) => {
    await page.goto("/about");
    await expect.poll(() => drawnFonts(page)).toEqual(["Cormorant Garamond", "Manrope Variable"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^"Cormorant Garamond"/);
  });
});

test("in the browser a public page fetches no script but the boot script and the modules its markup names", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/collection/modern");
  await expect(page.locator("header").first()).toHaveAttribute("data-solid", "false");
  await page.mouse.wheel(0, 400);
  // The header module is running: the header turned solid as the page scrolled.
  await expect(page.locator("header").first()).toHaveAttribute("data-solid", "true");
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  expect(scripts.filter((path) => !path.startsWith("/enhance/"))).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

/**
 * Nothing the first view does not need is requested before the browser reports that view on screen (decision 214):
 * the enhancement modules and the held-back stylesheets wait for the lead picture's paint on a page led by one, for
 * the first contentful paint on a page led by text.
 */
for (const [path, view] of [
  ["/about", "the lead picture's paint"],
  ["/terms", "the first contentful paint"],
] as const) {
  test(`${path} asks for its modules and stylesheets after ${view}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
    // Both held-back stylesheets have arrived: their timings are then on record.
    await expect
      .poll(() =>
        page.evaluate(
          () => performance.getEntriesByType("resource").filter(({ name }) => /\/assets\/.+\.css$/.test(name)).length,
        ),
      )
      .toBe(2);
    const { painted, requested } = await page.evaluate(async () => {
      const lead = document.querySelector('img[elementtiming="lead"]');
      const paints = await new Promise<PerformanceEntry[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: lead ? "element" : "paint",
          buffered: true,
        }),
      );
      const view = paints.find(
        (paint) => paint.name === "first-contentful-paint" || (lead && paint.entryType === "element"),
      );
      return {
        painted: view ? (view as PerformanceEntry & { renderTime?: number }).renderTime || view.startTime : Number.NaN,
        requested: performance
          .getEntriesByType("resource")
          .filter(({ name }) => /\/enhance\/(?!boot-)|\/assets\/.+\.css$/.test(name))
          .map(({ name, startTime }) => ({ name: new URL(name).pathname, startTime })),
      };
    });
    expect(painted).toBeGreaterThan(0);
    expect(requested.length).toBeGreaterThanOrEqual(4);
    for (const { name, startTime } of requested) expect(startTime, name).toBeGreaterThanOrEqual(painted);
  });
}

test("a page whose lead picture fails is enhanced all the same", async ({ page }) => {
  await page.route("**/img/hero-about-*", (route) => route.abort());
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
  await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute("href", /^\/assets\/site-[\w-]+\.css$/);
  await expect.poll(() => drawnFonts(page)).toEqual(["Cormorant Garamond"]);
});

/**
 * Moving between public pages is made instant by the browser (decision 140): Chromium takes the page's speculation
 * rules without an error, and each of the header's links is a candidate for rendering ahead.
 */
test("the browser accepts a public page's speculation rules and renders the header's pages ahead", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: { errorType?: string; errorMessage?: string }[] = [];
  const candidates = new Set<string>();
  cdp.on("Preload.ruleSetUpdated", ({ ruleSet }) => ruleSets.push(ruleSet));
  cdp.on("Preload.preloadingAttemptSourcesUpdated", ({ preloadingAttemptSources }) => {
    for (const { action, url } of preloadingAttemptSources.map((source) => source.key))
      if (action === "Prerender") candidates.add(new URL(url).pathname);
  });
  await cdp.send("Preload.enable");
  await page.goto("/");
  await expect.poll(() => ruleSets.length).toBe(1);
  expect(ruleSets[0]).not.toHaveProperty("errorType");
  const headerLinks = await page
    .getByRole("banner")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  await expect
    .poll(() => [...candidates].sort())
    .toEqual([...new Set(headerLinks)].filter((p) => p !== "/quote").sort());
});
