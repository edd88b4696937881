import { expect, test } from "@playwright/test";

import { signIn } from "../support/admin-session";
import { createPage, openBuilder } from "../support/builder";

/*
 * Page Settings' URL Slug (docs/product.md#validation): what is typed follows the slug rule and is saved with its
 * ends' hyphens trimmed; an address the site's own pages use is refused as it is typed, as Create New Page does.
 */

test("'Winter Deals …!!' is saved as /winter-deals-…, and /contact and /admin are refused as they are typed", async ({
  page,
}) => {
  await signIn(page);
  const slug = await createPage(page);
  await openBuilder(page, slug);
  await page.getByRole("button", { name: "Edit Page Settings" }).click();
  const settings = page.getByRole("dialog", { name: "Page Settings" });
  const field = settings.getByLabel("URL Slug");
  const save = settings.getByRole("button", { name: "Save Page Settings" });
  const reserved = settings.getByText("This URL belongs to a built-in page of the site. Please choose another.");

  for (const builtIn of ["contact", "admin"]) {
    await field.fill("");
    await field.pressSequentially(builtIn);
    await expect(reserved).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(save).toBeDisabled();
  }

  const id = Date.now().toString(36);
  await field.fill("");
  await field.pressSequentially(`Winter Deals ${id}!!`);
  await expect(field).toHaveValue(`winter-deals-${id}-`);
  await expect(reserved).toBeHidden();
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(settings).toContainText(`Your page will live at /winter-deals-${id}.`);
  await save.click();
  await expect(settings).toBeHidden();
  await expect(page.getByRole("region", { name: "Page" })).toContainText(`/winter-deals-${id}`);
  await expect(page).toHaveURL(new RegExp(`page=winter-deals-${id}$`));
  const saved = await page.request.get(`/api/admin/pages/winter-deals-${id}`);
  expect(saved.status()).toBe(200);
});
