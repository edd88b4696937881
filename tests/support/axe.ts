import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

import { enhanced } from "./page-state";

/**
 * Waits until nothing on the page moves or fades (a toast sliding in, a dialog fading up, a section revealed): axe
 * reads colours as they rest, and one taken mid-fade is not the colour a visitor reads.
 */
async function atRest(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        if (document.querySelector('[data-sonner-toast]:not([data-mounted="true"])')) return false;
        const moving = () =>
          document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
        // A fade cut short (cancelled) rejects its promise: it has ended all the same.
        await Promise.all(moving().map((animation) => animation.finished.catch(() => undefined)));
        return moving().length === 0;
      }),
    )
    .toBe(true);
}

/** Runs axe on the page once it is at rest and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await atRest(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
  expect(serious).toEqual([]);
}

/**
 * Scrolls through the page so every scroll-reveal section has been shown (decision 141), then waits until none is
 * hidden and their fades have ended: axe then reads the colours as a visitor sees them.
 */
export async function revealAll(page: Page) {
  // Once the page's modules have run (the boot script marks the document): scrolling before would reveal nothing.
  await enhanced(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator('.reveal[data-visible="false"]')).toHaveCount(0);
  await atRest(page);
}
