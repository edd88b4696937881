import { expect, test } from "@playwright/test";

import { signIn } from "../support/admin-session";
import { openBuilder } from "../support/builder";

/*
 * Which page the builder edits (docs/product.md#routes, /admin/dashboard): the menu names the builder, the builder
 * names the page it has open, and a switcher opens another without going through the page list.
 */

test("the builder says which page it edits, and the page switcher opens another", async ({ page }) => {
  await signIn(page);
  const title = `Switch target ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/admin/pages", { data: { title } });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { page: { slug: string } }).page;

  await openBuilder(page, "_home");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Page Builder", exact: true })).toHaveAttribute("aria-current", "page");
  const switcher = page.getByRole("combobox", { name: "Page being edited" });
  await expect(switcher).toBeVisible();
  await expect(switcher.locator("option:checked")).toHaveText("Home (/)");

  await switcher.selectOption({ label: `${title} (/${slug})` });
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard\\?page=${slug}$`));
  await expect(page.getByRole("region", { name: "Page" }).getByRole("heading", { name: title })).toBeVisible();
  await expect(switcher.locator("option:checked")).toHaveText(`${title} (/${slug})`);

  await switcher.selectOption({ label: "Home (/)" });
  await expect(page).toHaveURL(/\/admin\/dashboard\?page=_home$/);
  await expect(page.getByRole("region", { name: "Page" }).getByRole("heading", { name: "Home" })).toBeVisible();
});
