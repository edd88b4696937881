import type { Page } from "@playwright/test";

/**
 * A picture of the page for a person to look at (in the test's results), taken on a developer's machine only: no
 * one looks at CI's, and a full-page picture costs seconds of a shared CPU there.
 */
export async function reviewShot(page: Page, file: string, { fullPage = false } = {}): Promise<void> {
  if (process.env.CI) return;
  await page.screenshot({ path: file, fullPage });
}
