import { expect, test } from "@playwright/test";

import { design } from "../../app/content/design";
import { philosophy } from "../../app/content/philosophy";
import { builtInPaths } from "../../app/content/public-paths";
import { expectNoSeriousA11yViolations, revealAll } from "../support/axe";

/** The titles of a list of the site's copy, in order (app/content/content.test.ts pins the words). */
const titles = (list: readonly { title: string }[]) => list.map((item) => item.title);

test("design: 'The Language of Form', three principles, four steps, then the contact block", async ({ page }) => {
  await page.goto("/design");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Language of Form");
  const principles = page.getByRole("region", { name: "Our Design Principles" });
  await expect(principles.locator("h3")).toHaveText(titles(design.principles.items));
  const process = page.getByRole("region", { name: "From Sketch to Wall" });
  await expect(process.locator("h3")).toHaveText(titles(design.process.steps));
  await expect(page.locator("#contact-form")).toBeVisible();
});

test("philosophy: Our Story, Our Vision with 'Explore Our Collections', six Core Values", async ({ page }) => {
  await page.goto("/philosophy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Philosophy");
  await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore Our Collections" })).toHaveAttribute("href", "/collection");
  const values = page.getByRole("region", { name: "Core Values" });
  await expect(values.locator("h3")).toHaveText(titles(philosophy.coreValues.values));
});

test("about: the legacy hero without the brand name, and the prose sections with four points", async ({ page }) => {
  await page.goto("/about");
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(/^The .*Legacy$/);
  await expect(title).not.toContainText("Tepore");
  for (const heading of [
    "Our Why",
    "Craftsmanship & Materials",
    "Design Philosophy",
    "What Sets Us Apart",
    "Our Promise",
  ]) {
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  const apart = page.getByRole("region", { name: "What Sets Us Apart" });
  await expect(apart.locator("h3")).toHaveCount(4);
});

for (const [path, count, email] of [
  ["/terms", 9, "hello@tepore.co.uk"],
  ["/privacy", 9, "privacy@tepore.co.uk"],
  ["/cookies", 6, "privacy@tepore.co.uk"],
] as const) {
  test(`${path}: ${count} numbered sections, last updated 1 May 2023, contact ${email}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText("Last updated 1 May 2023")).toBeVisible();
    const sections = page.locator("article ol > li h2");
    await expect(sections).toHaveCount(count);
    await expect(sections.first()).toContainText("1.");
    await expect(page.locator("article").getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  });
}

test("the terms promise at least 30 days' notice of material changes", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.locator("article")).toContainText("30 days' notice");
});

// One test a page, so that both workers share the sweep and a retry repeats one page only. Reduced motion shows every
// section at once, as it looks once its fade has ended (decision 141): axe reads the same colours without waiting
// for the fades (decision 190). The fade itself is tested in app/enhance/reveal.test.ts and home.spec.ts.
test.describe("axe finds no serious or critical violation", () => {
  test.use({ reducedMotion: "reduce" });
  for (const path of [...builtInPaths, "/no-such-page"]) {
    test(`on ${path} at 1440 and 390 px`, async ({ page }) => {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await revealAll(page);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
});
