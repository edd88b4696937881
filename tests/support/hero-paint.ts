import type { Page } from "@playwright/test";

/**
 * Opens `path` at `width` and answers what a test of a hero needs: the addresses of the hero files the page asked
 * for (those starting with `heroPrefix`), and the address of the page's largest contentful paint once it settles.
 */
export async function openForHeroPaint(page: Page, path: string, width: number, heroPrefix: string) {
  await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
  const heroes: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(heroPrefix)) heroes.push(request.url());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { lcp: string[] }).lcp = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push((entry as PerformanceEntry & { url: string }).url);
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return {
    heroes,
    largestPaint: () => page.evaluate(() => (window as unknown as { lcp: string[] }).lcp.at(-1)),
  };
}
