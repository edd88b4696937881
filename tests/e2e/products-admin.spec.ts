import { expect, type Page, test } from "@playwright/test";

import { catalogueSeed } from "../../app/content/catalogue";
import { signIn } from "../support/admin-session";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { reviewShot } from "../support/review-shot";

// Every test here changes the one catalogue the server has: they run one after the other.
test.describe.configure({ mode: "serial" });

const state = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const modelLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Series and models" }).getByRole("link", { name, exact: true });

const saveDraft = (page: Page) => page.getByRole("button", { name: "Save draft" }).first().click();

async function publishCatalogue(page: Page) {
  await page.getByRole("button", { name: "Publish catalogue" }).click();
  await expect(state(page, "Everything is published")).toBeVisible();
}

/** Saves the edits as the draft and publishes it. */
async function saveAndPublish(page: Page) {
  await saveDraft(page);
  await expect(state(page, "Draft changes not published")).toBeVisible();
  await publishCatalogue(page);
}

async function openProducts(page: Page, model: string, heading: string) {
  await signIn(page);
  await page.goto(`/admin/products?model=${model}`);
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
}

test("a size edited in the admin reaches the public page only after publishing", async ({ page, context }) => {
  await openProducts(page, "volo-wall", "Volo Wall");
  const output = page.getByLabel("ΔT50 W, row 1", { exact: true });
  const before = await output.inputValue();

  // A bad row is marked and nothing is saved.
  await output.fill("433");
  await page.getByLabel("Height mm, row 2", { exact: true }).fill("tall");
  await saveDraft(page);
  await expect(page.getByText("Row 2 needs correcting. Nothing was saved.")).toBeVisible();
  await expect(page.getByText("Row 2: Height must be a number.")).toBeVisible();
  await expect(page.getByLabel("Height mm, row 2", { exact: true })).toHaveAttribute("aria-invalid", "true");
  const publicPage = await context.newPage();
  await publicPage.goto("/collection/premium/volo-wall");
  await expect(publicPage.getByText("433 W")).toHaveCount(0);

  await page.getByLabel("Height mm, row 2", { exact: true }).fill("600");
  await saveDraft(page);
  await expect(page.getByText("Draft Saved")).toBeVisible();
  await expect(state(page, "Draft changes not published")).toBeVisible();
  await publicPage.reload();
  await expect(publicPage.getByText("433 W")).toHaveCount(0);
  expect(await (await publicPage.request.get("/api/spec-sheets/volo-wall.pdf")).body()).toBeTruthy();

  await publishCatalogue(page);
  await publicPage.reload();
  await expect(publicPage.locator("table").getByText("433 W")).toBeVisible();

  // Put the figure back for the other tests.
  await output.fill(before);
  await saveAndPublish(page);
});

test("a size's price edited on the Products screen reaches the model page, in each finish, only after publishing", async ({
  page,
  context,
}) => {
  await openProducts(page, "volo-wall", "Volo Wall");
  const price = page.getByLabel("Price (£), row 1", { exact: true });
  const before = await price.inputValue();

  await price.fill("333.50");
  await saveDraft(page);
  await expect(page.getByText("Row 1: Price must be whole pounds, without pence.")).toBeVisible();
  await expect(price).toHaveAttribute("aria-invalid", "true");

  await price.fill("333");
  await saveDraft(page);
  await expect(state(page, "Draft changes not published")).toBeVisible();
  const publicPage = await context.newPage();
  await publicPage.goto("/collection/premium/volo-wall?finish=matte-black");
  const table = publicPage.locator("table");
  await expect(table.getByRole("columnheader", { name: "Price in Matte black" })).toBeVisible();
  await expect(table.getByText("£333", { exact: true })).toHaveCount(0);

  await publishCatalogue(page);
  await publicPage.reload();
  await expect(table.getByText("£333", { exact: true })).toBeVisible();
  await expect(
    publicPage.getByText("Guide prices include VAT. Your quote confirms the price and delivery."),
  ).toBeVisible();
  // Brushed brass adds 45 %: £333 × 1.45 = £482.85, shown to the pound.
  await publicPage.goto("/collection/premium/volo-wall?finish=brushed-brass");
  await expect(table.getByRole("columnheader", { name: "Price in Brushed brass" })).toBeVisible();
  await expect(table.getByText("£483", { exact: true })).toBeVisible();
  await expect(publicPage.getByText(/^From £\d+ in Brushed brass, including VAT$/)).toBeVisible();

  // Put the price back for the other tests.
  await price.fill(before);
  await saveAndPublish(page);
});

test("a finish's surcharge and the valves and brackets are edited with labelled fields and clear messages", async ({
  page,
}) => {
  await openProducts(page, "volo-wall", "Volo Wall");
  const surcharge = page.getByLabel("Surcharge (%)").first();
  await expect(surcharge).toHaveValue("45");
  await surcharge.fill("-5");
  await saveDraft(page);
  await expect(page.getByText("Surcharge must be 0 % or more.")).toBeVisible();
  await surcharge.fill("45");
  await expect(state(page, "Everything is published")).toBeVisible();

  await page.getByRole("link", { name: "Valves, brackets and electric parts" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Valves, Brackets and Electric Parts" })).toBeVisible();
  const price = page.getByLabel("Price (£), row 1", { exact: true });
  await expect(price).toHaveValue("45");
  await expect(page.getByLabel("Kind, row 1", { exact: true })).toHaveValue("valves");
  await price.fill("");
  await saveDraft(page);
  await expect(page.getByText("Row 1: Price must be a number of pounds.")).toBeVisible();
  await price.fill("49");
  await expect(state(page, "Unsaved changes")).toBeVisible();
  await saveDraft(page);
  await expect(state(page, "Draft changes not published")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Price (£), row 1", { exact: true })).toHaveValue("49");
  await page.getByLabel("Price (£), row 1", { exact: true }).fill("45");
  await saveDraft(page);
  await expect(page.getByText("Draft Saved").first()).toBeVisible();
  await publishCatalogue(page);
});

test("the models a bracket set fits are chosen with labelled checkboxes and reach the quote once published", async ({
  page,
}) => {
  await openProducts(page, "breva", "Breva");
  await page.getByRole("link", { name: "Valves, brackets and electric parts" }).click();
  const feet = page.getByRole("group", { name: "Models it fits, row 11" });
  await expect(feet.getByRole("radio", { name: "Only the models ticked" })).toBeChecked();
  await expect(feet.getByRole("checkbox", { name: "Augusto 3-Column" })).toBeChecked();
  await expect(feet.getByRole("checkbox", { name: "Breva" })).not.toBeChecked();
  const wall = page.getByRole("group", { name: "Models it fits, row 10" });
  await expect(wall.getByRole("radio", { name: "Every model" })).toBeChecked();
  await expect(page.getByRole("group", { name: "Models it fits, row 1", exact: true })).toHaveCount(0);
  // A towel rail's electric part offers the towel rails only.
  const element = page.getByRole("group", { name: "Models it fits, row 13" });
  await element.getByRole("radio", { name: "Only the models ticked" }).check();
  await expect(element.getByRole("checkbox", { name: "Augusto Towel Rail" })).toBeVisible();
  await expect(element.getByRole("checkbox", { name: "Augusto 3-Column" })).toHaveCount(0);
  await element.getByRole("radio", { name: "Every model" }).check();

  for (const name of ["Augusto 2-Column", "Augusto 3-Column", "Augusto 4-Column"])
    await feet.getByRole("checkbox", { name }).uncheck();
  await saveDraft(page);
  await expect(page.getByText("Row 11: Choose the models it fits, or ‘Every model’.")).toBeVisible();
  await feet.getByRole("checkbox", { name: "Breva" }).check();
  await saveAndPublish(page);
  const breva = catalogueSeed.models.find((m) => m.id === "breva")!;
  await page.goto(`/quote?model=breva&size=${breva.sizes[0]!.code}&finish=${breva.finishes[0]!.id}&quantity=1`);
  await expect(page.getByLabel("Brackets or feet, line 1").locator("option")).toContainText([
    "No brackets",
    "Wall brackets",
    "Floor feet",
  ]);

  // Put the feet back for the other tests.
  await page.goto("/admin/products?show=fittings");
  await feet.getByRole("checkbox", { name: "Breva" }).uncheck();
  for (const name of ["Augusto 2-Column", "Augusto 3-Column", "Augusto 4-Column"])
    await feet.getByRole("checkbox", { name }).check();
  await saveAndPublish(page);
});

test("unsaved edits ask before switching model, leaving by the menu or closing the tab; the header says which state", async ({
  page,
}) => {
  await openProducts(page, "volo-wall", "Volo Wall");
  await expect(state(page, "Everything is published")).toBeVisible();
  const summary = page.getByLabel("Summary", { exact: true });
  const saved = await summary.inputValue();

  await summary.fill("A towel rail, edited and not saved.");
  await expect(state(page, "Unsaved changes")).toBeVisible();
  await expect(page.getByText("Everything is published")).toHaveCount(0);

  // Another model: asked, and 'Keep editing' keeps the words.
  await modelLink(page, "Breva").click();
  const discard = page.getByRole("dialog", { name: "Discard your changes?" });
  await expect(discard).toContainText("Volo Wall");
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(discard).toBeHidden();
  await expect(page).toHaveURL(/model=volo-wall/);
  await expect(summary).toHaveValue("A towel rail, edited and not saved.");

  // The admin menu: asked, and staying keeps the words.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Pages" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await leave.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/products\?model=volo-wall$/);
  await expect(summary).toHaveValue("A towel rail, edited and not saved.");

  // Closing or reloading the tab: the browser's own question.
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
  await expect(summary).toHaveValue("A towel rail, edited and not saved.");

  // Typing the words back is no change at all.
  await summary.fill(saved);
  await expect(state(page, "Everything is published")).toBeVisible();
  await summary.fill("A towel rail, edited and not saved.");

  // Discarding goes to the other model; coming back shows what was saved.
  await modelLink(page, "Breva").click();
  await discard.getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Breva" })).toBeVisible();
  await expect(state(page, "Everything is published")).toBeVisible();
  await modelLink(page, "Volo Wall").click();
  await expect(page.getByRole("heading", { level: 2, name: "Volo Wall" })).toBeVisible();
  await expect(summary).toHaveValue(saved);

  // Saved but not published, then published.
  await summary.fill(`${saved} Now saved.`);
  await saveDraft(page);
  await expect(state(page, "Draft changes not published")).toBeVisible();
  await modelLink(page, "Breva").click();
  await expect(page.getByRole("heading", { level: 2, name: "Breva" })).toBeVisible();
  await expect(discard).toBeHidden();
  await publishCatalogue(page);
});

test("each publish keeps a version saying what changed; restoring one puts it in the draft", async ({
  page,
  context,
}) => {
  await openProducts(page, "volo-wall", "Volo Wall");
  const output = (row: number) => page.getByLabel(`ΔT50 W, row ${row}`, { exact: true });
  const before = [await output(1).inputValue(), await output(2).inputValue()];
  await output(1).fill("444");
  await output(2).fill("555");
  await saveAndPublish(page);

  await page.getByRole("button", { name: "Versions" }).click();
  const versions = page.getByRole("dialog", { name: "Catalogue versions" });
  const list = versions.getByRole("list", { name: "Versions" });
  await expect(list.getByRole("listitem").first()).toContainText("Volo Wall: 2 sizes changed");
  // The newest is what visitors see, and says so.
  await expect(list.getByRole("listitem").first()).toHaveAttribute("aria-current", "true");
  await expect(list.locator("[aria-current]")).toHaveCount(1);
  // The version before this publish is the one to go back to.
  const previous = list.getByRole("listitem").nth(1);
  const restore = previous.getByRole("button", { name: /^Restore version \d+$/ });
  const label = (await restore.textContent())!;
  await restore.click();
  const confirm = page.getByRole("dialog", { name: `${label} as the draft?` });
  await confirm.getByRole("button", { name: label }).click();
  await expect(page.getByText(`Version ${label.replace(/\D/g, "")} Restored`)).toBeVisible();
  await expect(versions).toBeHidden();
  await expect(state(page, "Draft changes not published")).toBeVisible();
  await expect(output(1)).toHaveValue(before[0]!);
  await expect(output(2)).toHaveValue(before[1]!);

  // Visitors still see the published figures until the restored draft is published.
  const publicPage = await context.newPage();
  await publicPage.goto("/collection/premium/volo-wall");
  await expect(publicPage.locator("table").getByText("444 W")).toBeVisible();
  await publishCatalogue(page);
  await publicPage.reload();
  await expect(publicPage.locator("table").getByText("444 W")).toHaveCount(0);

  await page.getByRole("button", { name: "Versions" }).click();
  await expect(list.getByRole("listitem").first()).toContainText("Volo Wall: 2 sizes changed");
});

for (const width of [390, 1440]) {
  test(`at ${width} px the unsaved state and the versions read without sideways scrolling, and pass axe`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await openProducts(page, "breva", "Breva");
    await page.getByLabel("Summary", { exact: true }).fill("A quiet towel rail, edited.");
    await expect(state(page, "Unsaved changes")).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish catalogue" })).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await reviewShot(page, testInfo.outputPath(`products-unsaved-${width}.png`));

    // The publishes of the tests above are listed.
    await page.getByRole("button", { name: "Versions" }).click();
    const versions = page.getByRole("dialog", { name: "Catalogue versions" });
    await expect(versions.getByRole("list", { name: "Versions" }).getByRole("listitem").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, testInfo.outputPath(`products-versions-${width}.png`));
  });
}
