import type { Locator, Page } from "@playwright/test";

/** Waits until the public page's enhancement modules have run (the boot script marks the document). */
export async function enhanced(page: Page) {
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
}

/** Scrolls the window to `y` and returns once the page's own scroll listeners have seen it. */
export async function scrollWindowTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === top) return resolve();
        // Listeners run in the order they were added: the page's ran before this one.
        window.addEventListener("scroll", () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}

/**
 * Returns once the browser has told intersection observers that the element is out of view: the page's own observers,
 * made earlier, were told first, so whatever they do about it has been done.
 */
export async function outOfViewReported(locator: Locator) {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => !entry.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(element);
      }),
  );
}
