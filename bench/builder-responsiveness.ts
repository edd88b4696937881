/**
 * The page builder with 100 sections (docs/product.md#nothing-lost): how long a keystroke in the section editor and
 * a keyboard reorder of a section take from the key press to the next paint, by Chromium's Event Timing (the
 * measure behind Interaction to Next Paint). The target is under 50 ms on this machine.
 */
import { chromium } from "@playwright/test";

export interface ResponsivenessRow {
  interaction: string;
  presses: number;
  /** Event Timing reports only presses of 16 ms or more. */
  pressesOver16Ms: number;
  slowestMs: string;
}

const sectionCount = 100;

/** Key presses' durations (press to next paint) recorded in the page since the last call. */
async function takeDurations(page: import("@playwright/test").Page): Promise<number[]> {
  return page.evaluate(() => {
    const store = window as unknown as { benchDurations?: number[] };
    const taken = store.benchDurations ?? [];
    store.benchDurations = [];
    return taken;
  });
}

const row = (interaction: string, presses: number, durations: number[]): ResponsivenessRow => ({
  interaction,
  presses,
  pressesOver16Ms: durations.length,
  slowestMs: durations.length > 0 ? String(Math.max(...durations)) : "under 16",
});

export async function measureBuilderResponsiveness(baseUrl: string, password: string): Promise<ResponsivenessRow[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium" });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const headers = { Origin: baseUrl };
    await page.request.post("/api/admin/session", { data: { password }, headers });
    const created = await page.request.post("/api/admin/pages", { data: {}, headers });
    const { page: draft } = (await created.json()) as { page: { slug: string; revision: number } };
    const sections = Array.from({ length: sectionCount }, (_, index) => ({
      id: `bench-${index}`,
      type: "text",
      layout: "centered",
      title: `Section ${index + 1}`,
      content: "A paragraph of text, as a page would have.",
      imageUrl: "",
      backgroundColor: "#ffffff",
    }));
    const saved = await page.request.put(`/api/admin/pages/${draft.slug}`, {
      data: { page: { title: "Hundred", slug: draft.slug, description: "" }, sections, revision: draft.revision },
      headers,
    });
    if (!saved.ok()) throw new Error(`The page of ${sectionCount} sections was not saved: ${await saved.text()}`);
    await page.goto("/robots.txt");
    await page.evaluate(() => localStorage.setItem("isAdminAuthenticated", "true"));
    await page.addInitScript(() => {
      const store = window as unknown as { benchDurations: number[] };
      store.benchDurations = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === "keydown") store.benchDurations.push(entry.duration);
      }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    await page.goto(`/admin/dashboard?page=${draft.slug}`);
    await page.getByRole("button", { name: "Edit Section 50", exact: true }).click();
    const title = page.getByRole("dialog", { name: "Edit section" }).getByLabel("Title");
    await title.click();
    await takeDurations(page);
    const words = " with a longer title typed key by key";
    await page.keyboard.type(words, { delay: 60 });
    const typing = row("keystroke in the section editor", words.length, await takeDurations(page));
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Reorder Section 10", exact: true }).focus();
    await takeDurations(page);
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Space");
      await page.waitForTimeout(300);
    }
    const reorder = row("keyboard reorder (space, arrow, space)", 15, await takeDurations(page));
    return [typing, reorder];
  } finally {
    await browser.close();
  }
}
