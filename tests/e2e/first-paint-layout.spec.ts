import { expect, type Page, test } from "@playwright/test";

import { publicRoutes } from "../../bench/public-routes";

/**
 * A public page paints from the rules inlined in its HTML, and the site's stylesheet follows after the load
 * (decisions 176 and 194): when it applies, nothing may move. Every kind of public page, at a phone's and a
 * desktop's width, is laid out first with its inlined rules alone (the boot script held back, so the stylesheet never
 * comes), then with the stylesheet added: every element keeps its place and size. The web fonts are left out: their
 * swap is the one change the stylesheet's arrival is allowed (their fallback faces are drawn to their metrics).
 */
const routes = [...publicRoutes, "/no-such-page"];

/** Each element's place and size, as "tag.class x y width height". */
const layout = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll("*")].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const box = [x, y, width, height].map(Math.round).join(" ");
      return `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} ${box}`;
    }),
  );

for (const width of [390, 1440]) {
  test(`at ${width} px a public page's inlined rules lay it out as the whole stylesheet does`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.route("**/enhance/**", (route) => route.abort());
    const moved: string[] = [];
    for (const route of routes) {
      const response = await page.goto(route);
      const html = await response!.text();
      const stylesheets = [...html.matchAll(/<noscript data-after-load=""><link rel="stylesheet" href="([^"]+)"/g)].map(
        ([, href]) => href!,
      );
      expect(stylesheets, route).toHaveLength(1);
      const first = await layout(page);
      for (const href of stylesheets) await page.addStyleTag({ url: href });
      const final = await layout(page);
      moved.push(...first.flatMap((box, i) => (box === final[i] ? [] : [`${route}: ${box} → ${final[i]}`])));
    }
    expect(moved).toEqual([]);
  });
}
