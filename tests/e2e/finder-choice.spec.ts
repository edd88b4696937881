import { expect, type Page, test } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "../support/axe";
import { enhanced } from "../support/page-state";

/**
 * The sizes a buyer ticks in the finder to compare (decision 225): kept from one page of results to the next and
 * through a change of filter, said right for any number, and a short way from a ticked box to the compare button.
 */

const results = (page: Page) => page.getByRole("region", { name: "Results" });
const cardBoxes = (page: Page) => results(page).getByRole("list").getByRole("checkbox");
const compareButton = (page: Page) => page.getByRole("button", { name: "Compare the chosen sizes" });
const elsewhere = (page: Page) => page.getByRole("group", { name: "Also chosen, on other pages" });

/** Ticks the `n`th box of the page's cards and answers its size's code. */
async function tick(page: Page, n: number) {
  const box = cardBoxes(page).nth(n);
  const code = (await box.getAttribute("value"))!;
  await box.check();
  return code;
}

/** Once a page has been turned, the summary names the sizes it shows. */
const onPage = (page: Page, first: number) =>
  expect(results(page).getByText(new RegExp(`^Sizes ${first}–${first + 23} of`))).toBeVisible();

async function chooseAcrossPages(page: Page, { script }: { script: boolean }) {
  await page.goto("/radiators");
  if (script) await enhanced(page);
  const a = await tick(page, 0);
  await page.getByRole("button", { name: "Next page" }).click();
  await onPage(page, 25);
  // With the script, a box or a page button changes only its own part of the address, which stays short.
  if (script) await expect(page).toHaveURL(new RegExp(`/radiators\\?sizes=${a}&page=2$`));
  if (script) await expectNoSeriousA11yViolations(page);
  await expect(elsewhere(page).getByRole("checkbox", { name: new RegExp(a) })).toBeChecked();
  const b = await tick(page, 2);

  await page.getByRole("button", { name: "Previous page" }).click();
  await onPage(page, 1);
  await expect(results(page).getByRole("checkbox", { name: `Compare ${a}` })).toBeChecked();
  await expect(elsewhere(page).getByRole("checkbox", { name: new RegExp(b) })).toBeChecked();

  // A change of order keeps them too, on whichever page they now are.
  await page.getByLabel("Sort by").selectOption("price");
  await page.getByRole("button", { name: "Show radiators" }).click();
  await expect(page).toHaveURL(/sort=price/);
  for (const code of [a, b]) await expect(page.getByRole("checkbox", { name: new RegExp(code) })).toBeChecked();

  await compareButton(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare sizes");
  for (const code of [a, b]) await expect(page.getByRole("columnheader", { name: new RegExp(code) })).toBeVisible();
  // The comparison's way back keeps the order chosen and the sizes compared, so one more can be added.
  await page.getByRole("link", { name: "Back to the finder" }).click();
  await expect(page.getByLabel("Sort by")).toHaveValue("price");
  for (const code of [a, b]) await expect(page.getByRole("checkbox", { name: new RegExp(code) })).toBeChecked();
  return [a, b];
}

/**
 * From the second box ticked, a Tab reaches a link that appears in that card and skips to the compare button: two
 * keys to the comparison instead of two Tabs for every card left (45 on the first page).
 */
async function compareByKeyboard(page: Page) {
  await page.goto("/radiators");
  const boxes = cardBoxes(page);
  const codes = [(await boxes.nth(0).getAttribute("value"))!, (await boxes.nth(1).getAttribute("value"))!];
  await boxes.nth(0).focus();
  await page.keyboard.press("Space");
  // The ticked card's skip link, then the next card's link and box: the order the page reads in.
  for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
  await expect(boxes.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  const card = results(page).getByRole("listitem").nth(1);
  const skip = card.getByRole("link", { name: "Skip to compare the chosen sizes" });
  await expect(skip).toBeFocused();
  // With JavaScript the results are drawn again after the tick, and the focus stays on the skip link through it.
  await expect(compareButton(page)).toHaveAccessibleDescription(
    /^(2 sizes chosen, ready to compare\.|Two to four can be compared at once\.)$/,
  );
  await expect(skip).toBeFocused();
  // Shown where the focus is, inside the card just ticked.
  const [skipBox, cardBox] = [await skip.boundingBox(), await card.boundingBox()];
  expect(skipBox!.width).toBeGreaterThan(100);
  expect(skipBox!.y).toBeGreaterThanOrEqual(cardBox!.y);
  expect(skipBox!.y + skipBox!.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height + 1);
  await page.keyboard.press("Enter");
  await expect(compareButton(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare sizes");
  for (const code of codes) await expect(page.getByRole("columnheader", { name: new RegExp(code) })).toBeVisible();
}

test.describe("choosing sizes to compare in the finder", () => {
  test("keeps a size ticked on one page when another is ticked on the next, and after a change of order", async ({
    page,
  }) => {
    const [a, b] = await chooseAcrossPages(page, { script: true });
    // The finder's address holds them: a shared link shows them chosen.
    await page.goto(page.url());
    for (const code of [a!, b!]) await expect(page.getByRole("checkbox", { name: new RegExp(code) })).toBeChecked();
  });

  test("reaches the compare button from a ticked box in two keys", async ({ page }) => {
    await compareByKeyboard(page);
  });

  test("unticking a size chosen on another page leaves the keyboard in the bar, at its button", async ({ page }) => {
    // RV-1600-300-S is on the second page of the whole range, lowest output first.
    await page.goto("/radiators?sizes=RV-1600-300-S");
    await enhanced(page);
    await elsewhere(page)
      .getByRole("checkbox", { name: /RV-1600-300-S/ })
      .press("Space");
    await expect(compareButton(page)).toHaveAccessibleDescription("Choose two to four sizes to compare.");
    await expect(elsewhere(page)).toHaveCount(0);
    await expect(compareButton(page)).toBeFocused();
    await expect(page).toHaveURL(/\/radiators$/);
  });

  test("says what to do for none, one, two to four and more than four chosen", async ({ page }) => {
    await enhancedFinder(page);
    const button = compareButton(page);
    await expect(button).toHaveAccessibleDescription("Choose two to four sizes to compare.");
    await tick(page, 0);
    await expect(button).toHaveAccessibleDescription("1 size chosen: choose one more to compare.");
    await expect(results(page).getByText("1 size chosen: choose one more to compare.")).toBeVisible();
    for (const n of [2, 3, 4]) {
      await tick(page, n - 1);
      await expect(button).toHaveAccessibleDescription(`${n} sizes chosen, ready to compare.`);
    }
    await tick(page, 4);
    await expect(button).toHaveAccessibleDescription("5 sizes chosen: four at most fit side by side, so untick one.");
    await tick(page, 5);
    await expect(button).toHaveAccessibleDescription("6 sizes chosen: four at most fit side by side, so untick two.");
    await cardBoxes(page).nth(0).uncheck();
    await expect(button).toHaveAccessibleDescription("5 sizes chosen: four at most fit side by side, so untick one.");
  });
});

/** The finder with its script running, so that what follows is the enhanced page's. */
async function enhancedFinder(page: Page) {
  await page.goto("/radiators");
  await enhanced(page);
}

test.describe("choosing sizes without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("keeps a size ticked on one page when another is ticked on the next, and after a change of order", async ({
    page,
  }) => {
    await chooseAcrossPages(page, { script: false });
  });

  test("reaches the compare button from a ticked box in two keys", async ({ page }) => {
    await compareByKeyboard(page);
  });

  test("says the count as ticked, and the server's message once the page changes", async ({ page }) => {
    await page.goto("/radiators");
    const button = compareButton(page);
    await expect(button).toHaveAccessibleDescription("Choose two to four sizes to compare.");
    const codes = [await tick(page, 0), await tick(page, 1)];
    // The count is drawn by CSS; what is read out holds for any count.
    await expect(button).toHaveAccessibleDescription("Two to four can be compared at once.");
    await expect(results(page).getByText("Two to four can be compared at once.")).toBeVisible();
    await page.getByRole("button", { name: "Next page" }).click();
    await onPage(page, 25);
    await expect(button).toHaveAccessibleDescription("2 sizes chosen, ready to compare.");
    await elsewhere(page)
      .getByRole("checkbox", { name: new RegExp(codes[0]!) })
      .uncheck();
    await expect(button).toHaveAccessibleDescription("Two to four can be compared at once.");
  });
});
