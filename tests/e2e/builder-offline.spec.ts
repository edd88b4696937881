import { expect, test } from "@playwright/test";

import { newPageInBuilder, rows, saveStatus, sectionEditor, serverDraft } from "../support/builder";

/*
 * Autosave without a connection (docs/product.md#publishing): edits wait in this browser, the status says they are
 * not saved, and they reach the server within seconds of the connection coming back, whatever failed meanwhile.
 */

test("after a publish failed offline, the draft is saved within seconds of the connection coming back", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const slug = await newPageInBuilder(page);

  await context.setOffline(true);
  await rows(page).first().getByRole("button", { name: /^Edit/ }).click();
  await sectionEditor(page).getByRole("textbox", { name: "Title", exact: true }).fill("Written offline");
  await sectionEditor(page).getByRole("button", { name: "Save Changes" }).click();
  // No toast claims the changes are saved while they are not.
  const updated = page.locator("[data-sonner-toast]").filter({ hasText: "Section Updated" });
  await expect(updated).toContainText("Not saved yet");
  await expect(updated).not.toContainText("have been saved");
  await expect(saveStatus(page)).toHaveText("Not saved — retrying", { timeout: 10_000 });

  await page.getByRole("button", { name: "Publish & View Site" }).click();
  const refused = page.locator("[data-sonner-toast]").filter({ hasText: "Page not published" });
  await expect(refused).toContainText("The server could not be reached.");
  await expect(saveStatus(page)).toHaveText("Not saved — retrying");

  await context.setOffline(false);
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 10_000 });
  expect((await serverDraft(page, slug))?.[0]?.title).toBe("Written offline");
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard\\?page=${slug}$`));
});
