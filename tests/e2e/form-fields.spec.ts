import { test } from "@playwright/test";

import { signIn } from "../support/admin-session";
import { createPage, openBuilder, rows, sectionEditor } from "../support/builder";
import { expectValueAlignedWithText, expectValueInsetLikeText } from "../support/text-start";

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

// The admin's lists had the same 4 px: its boxed fields, the builder's and the Products tables draw the same arrow.
test.describe("an admin select's value starts where a text field's text does", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("in the redirect form, on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/redirects");
    const form = page.getByRole("form", { name: "Add a redirect" });
    await expectValueAlignedWithText(form.getByLabel("Kind"), form.getByLabel("Old address"));
  });

  test("in a section editor of the builder, on a computer", async ({ page }) => {
    await openBuilder(page, await createPage(page));
    await page.getByRole("button", { name: "Add Section" }).click();
    const library = page.getByRole("dialog", { name: "Section Library" });
    await library.getByRole("tab", { name: "Brand" }).click();
    await library
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Model Card Grid", exact: true }) })
      .getByRole("button", { name: "Add This Layout" })
      .click();
    await rows(page).last().getByRole("button", { name: /^Edit/ }).click();
    const editor = sectionEditor(page);
    await expectValueAlignedWithText(
      editor.getByRole("combobox", { name: "Series" }),
      editor.getByRole("textbox", { name: "Title" }),
    );
  });

  test("in a row of the fittings in Products, on a computer", async ({ page }) => {
    await page.goto("/admin/products?show=fittings");
    await expectValueInsetLikeText(
      page.getByLabel("Kind, row 1", { exact: true }),
      page.getByLabel("Name, row 1", { exact: true }),
    );
  });
});
