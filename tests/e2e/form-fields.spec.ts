import { test } from "@playwright/test";

import { expectValueAlignedWithText } from "../support/text-start";

// A visitor's review found every select's value about 4 px to the right of the text in the fields above and below
// it: the browser's own list indents it (decision 221).
test.describe("a select's value starts where a text field's text does", () => {
  test("in the sizing calculator, on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/radiator-sizing");
    await expectValueAlignedWithText(page.getByLabel("Room", { exact: true }), page.getByLabel("Length"));
  });

  test("in a quote's lines, on a computer", async ({ page }) => {
    await page.goto("/quote?model=retto-horizontal&size=RH-600-1000-D&finish=white&quantity=1&room=Kitchen");
    await expectValueAlignedWithText(page.getByLabel("Valves, line 1"), page.getByLabel("Quantity, line 1"));
  });

  test("on a model page's system and filters, on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/collection/modern/retto-horizontal");
    await expectValueAlignedWithText(page.getByRole("combobox", { name: /^Height/ }), page.getByLabel("Flow °C"));
  });
});
