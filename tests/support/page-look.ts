import type { Browser } from "@playwright/test";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

import { outlineOf, type PageOutline } from "./page-outline";

/** A page as a visitor sees it at one width: its outline and a full-page picture. */
export interface PageLook {
  outline: PageOutline;
  shot: Buffer;
}

/**
 * Opens `path` in a fresh visitor's window `width` pixels wide, with reduced motion so nothing is caught mid-fade,
 * asks for every lazy picture at once (a quick scroll on a loaded machine could pass one by, and the wait for it
 * would never end), scrolls through once so everything revealed on scrolling is shown, and takes the whole page.
 */
export async function lookAt(browser: Browser, path: string, width: number): Promise<PageLook> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: "networkidle" });
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = "eager";
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  // Waits for the pictures themselves, not for the network to fall quiet: another site's frame (the contact map,
  // asked for after the load) may keep retrying where it cannot be reached.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  // Pictures decoded off the main thread may be left blank in a full-page capture of a long page; decoded in step
  // with the drawing, every one is in the picture.
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => {
        image.decoding = "sync";
        return image.decode().catch(() => undefined);
      }),
    ),
  );
  const look = {
    outline: await outlineOf(page),
    shot: await page.screenshot({ fullPage: true, animations: "disabled" }),
  };
  await context.close();
  return look;
}

/** The share of pixels that differ between two pictures; a different size counts as all of them. */
export function differingShare(a: Buffer, b: Buffer): number {
  const [first, second] = [PNG.sync.read(a), PNG.sync.read(b)];
  if (first.width !== second.width || first.height !== second.height) return 1;
  const differing = pixelmatch(first.data, second.data, undefined, first.width, first.height, { threshold: 0.1 });
  return differing / (first.width * first.height);
}
