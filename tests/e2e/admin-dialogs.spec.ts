import { expect, test } from "@playwright/test";

import { newPageInBuilder } from "../support/builder";

/*
 * The admin's dialogs give the keyboard focus back to the button that opened them, however they close (Escape, their
 * Cancel or close button): a keyboard or screen-reader user carries on from where they were.
 */

test("a dialog closed by Escape, Cancel or its close button gives the focus back to the button that opened it", async ({
  page,
}) => {
  await newPageInBuilder(page);
  const opener = page.getByRole("button", { name: "Edit Page Settings" });
  const settings = page.getByRole("dialog", { name: "Page Settings" });
  const closings = [
    () => page.keyboard.press("Escape"),
    () => settings.getByRole("button", { name: "Cancel" }).click(),
    () => settings.getByRole("button", { name: "Close" }).click(),
  ];
  for (const close of closings) {
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(settings).toBeVisible();
    await close();
    await expect(settings).toBeHidden();
    await expect(opener).toBeFocused();
  }

  // The section editor, mounted as it opens, gives it back to the row's Edit button.
  const edit = page.getByTestId("section-row").first().getByRole("button", { name: /^Edit/ });
  await edit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Edit section" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Edit section" })).toBeHidden();
  await expect(edit).toBeFocused();

  await page.goto("/admin/pages");
  const create = page.getByRole("button", { name: "Create New Page" });
  await create.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Create New Page" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(create).toBeFocused();
});
