import { expect, type Page, test } from "@playwright/test";

import { signIn } from "../support/admin-session";

/*
 * New pages (docs/product.md#new-pages): 'Create New Page' asks for the title first and makes the slug from it;
 * skipped, the page is the specified 'Untitled Page' at 'untitled-{timestamp}'; such a page left untouched is not kept.
 * Every test works with pages of its own.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const pageRow = (page: Page, slug: string) => page.locator("tbody tr").filter({ hasText: `/${slug}` });
const status = (page: Page, slug: string) => page.request.get(`/api/admin/pages/${slug}`).then((r) => r.status());

async function startCreating(page: Page) {
  await page.goto("/admin/pages");
  await page.getByRole("button", { name: "Create New Page" }).click();
  return page.getByRole("dialog", { name: "Create New Page" });
}

/** Leaves the builder the way the administrator does: through the admin navigation. */
const goToPages = (page: Page) =>
  page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Pages" }).click();

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("the title comes first and the slug is made from it as it is typed", async ({ page }) => {
  const id = unique();
  const dialog = await startCreating(page);
  await expect(dialog.getByLabel("Page Title")).toBeFocused();
  await dialog.getByLabel("Page Title").fill(`Winter Offers ${id}!`);
  await expect(dialog.getByLabel("URL Slug")).toHaveValue(`winter-offers-${id}`);
  await expect(dialog).toContainText(`The page's address will be /winter-offers-${id}.`);
  await dialog.getByRole("button", { name: "Create page" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/dashboard\\?page=winter-offers-${id}$`));
  await expect(page.getByRole("heading", { name: `Winter Offers ${id}!` })).toBeVisible();
  const made = await (await page.request.get(`/api/admin/pages/winter-offers-${id}`)).json();
  expect(made.page).toMatchObject({ title: `Winter Offers ${id}!`, isPublished: false, isStandard: false });

  // A named page is kept even when left without an edit: the administrator chose to make it.
  await goToPages(page);
  await expect(pageRow(page, `winter-offers-${id}`)).toContainText(`Winter Offers ${id}!`);
});

test("a slug typed by hand wins over the title, and a taken or built-in one is refused before sending", async ({
  page,
}) => {
  const id = unique();
  const dialog = await startCreating(page);
  await dialog.getByLabel("Page Title").fill(`Spring ${id}`);
  await dialog.getByLabel("URL Slug").fill(`Spring Sale ${id}`);
  await expect(dialog.getByLabel("URL Slug")).toHaveValue(`spring-sale-${id}`);
  await dialog.getByLabel("Page Title").fill(`Spring range ${id}`);
  await expect(dialog.getByLabel("URL Slug")).toHaveValue(`spring-sale-${id}`);

  await dialog.getByLabel("URL Slug").fill("about");
  await expect(
    dialog.getByText("This URL belongs to a built-in page of the site. Please choose another."),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Create page" })).toBeDisabled();
  await dialog.getByLabel("URL Slug").fill(`spring-sale-${id}`);
  await dialog.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(new RegExp(`page=spring-sale-${id}$`));
  // The server refuses a taken slug too.
  const again = await page.request.post("/api/admin/pages", { data: { title: "Again", slug: `spring-sale-${id}` } });
  expect(again.status()).toBe(409);
  expect((await again.json()).error).toBe("Another page already uses this URL. Please choose another.");
});

test("skipping the title makes 'Untitled Page' at untitled-{timestamp}; left untouched, it is not kept", async ({
  page,
}) => {
  const dialog = await startCreating(page);
  await dialog.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?page=untitled-\d+$/);
  const slug = new URL(page.url()).searchParams.get("page")!;
  await expect(page.getByRole("heading", { name: "Untitled Page" })).toBeVisible();
  expect(await status(page, slug)).toBe(200);

  await goToPages(page);
  await expect(page.getByRole("heading", { name: "Pages", level: 1 })).toBeVisible();
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await expect(pageRow(page, slug)).toHaveCount(0);
  expect(await status(page, slug)).toBe(404);
});

test("an untouched untitled page is not kept when another page is opened, or another screen", async ({ page }) => {
  const created = async () =>
    ((await (await page.request.post("/api/admin/pages", { data: {} })).json()) as { page: { slug: string } }).page
      .slug;
  const first = await created();
  await page.goto(`/admin/dashboard?page=${first}`);
  await expect(page.getByRole("heading", { name: "Untitled Page" })).toBeVisible();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Media Library" }).click();
  await expect(page).toHaveURL(/\/admin\/media/);
  await expect.poll(() => status(page, first)).toBe(404);

  const second = await created();
  await page.goto(`/admin/dashboard?page=${second}`);
  await expect(page.getByRole("heading", { name: "Untitled Page" })).toBeVisible();
  await goToPages(page);
  await page.getByRole("link", { name: "Edit About" }).click();
  await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
  expect(await status(page, second)).toBe(404);
});

test("an untitled page that was edited is kept", async ({ page }) => {
  const dialog = await startCreating(page);
  await dialog.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(/page=untitled-\d+$/);
  const slug = new URL(page.url()).searchParams.get("page")!;
  await page.getByRole("button", { name: "Add Section" }).click();
  const library = page.getByRole("dialog", { name: "Section Library" });
  await library.getByRole("button", { name: "Add This Layout" }).first().click();
  await expect(page.getByTestId("save-status")).toHaveText(/Saved/, { timeout: 10_000 });
  await expect
    .poll(() =>
      page.request
        .get(`/api/admin/pages/${slug}`)
        .then((r) => r.json())
        .then((b) => b.page.revision),
    )
    .toBeGreaterThan(1);

  await goToPages(page);
  await expect(pageRow(page, slug)).toContainText("Untitled Page");
  expect(await status(page, slug)).toBe(200);
  // Only an untouched untitled page can be discarded this way, whoever asks.
  const discard = await page.request.delete(`/api/admin/pages/${slug}?untouched`);
  expect(await discard.json()).toEqual({ discarded: false });
  expect(await status(page, slug)).toBe(200);
});
