import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

import { signIn } from "../support/admin-session";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { publishFromBuilder } from "../support/builder";
import { reviewShot } from "../support/review-shot";

/*
 * A page's address is part of its draft (docs/product.md#publishing): a new slug reaches visitors only when the
 * page is published, and then every earlier address answers 301 to the live one in one hop. The Redirects screen
 * (docs/product.md#redirects) lists them and adds, edits and removes redirects by hand. Every test makes its own
 * pages and addresses, so the tests run in parallel against one server.
 */

function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A page published through the pages API, at `slug`. */
async function publishedPage(page: Page, title: string, slug: string) {
  const created = await page.request.post("/api/admin/pages", { data: { title, slug } });
  expect(created.status()).toBe(201);
  expect((await page.request.post(`/api/admin/pages/${slug}/publish`, { data: {} })).status()).toBe(200);
}

/** What a visitor without a session gets at `path`, without following a redirect. */
async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()["location"] ?? null };
}

async function openBuilder(page: Page, slug: string) {
  await page.goto(`/admin/dashboard?page=${slug}`);
  await expect(page.getByRole("region", { name: "Page" })).toBeVisible();
}

/** Changes the page's slug in Page Settings and saves it, as the administrator does. */
async function changeSlug(page: Page, slug: string) {
  await page.getByRole("button", { name: "Edit Page Settings" }).click();
  const settings = page.getByRole("dialog", { name: "Page Settings" });
  await settings.getByLabel("URL Slug").fill(slug);
  await expect(
    settings.getByText("Visitors see the new address when you publish; the old one will redirect."),
  ).toBeVisible();
  await settings.getByRole("button", { name: "Save Page Settings" }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 10_000 });
}

test("a new slug waits for publishing, then every earlier address answers 301 to the live one", async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  const id = unique();
  const [a, b, c] = ["a", "b", "c"].map((letter) => `moved-${letter}-${id}`) as [string, string, string];
  const guest = await playwright.request.newContext();
  await signIn(page);
  await publishedPage(page, `Moving ${id}`, a);

  await openBuilder(page, a);
  await changeSlug(page, b);
  const info = page.getByRole("region", { name: "Page" });
  await expect(info).toContainText("Unpublished changes");
  await expect(info.getByRole("link", { name: `/${a}` })).toBeVisible();
  await expect(info).toContainText(`Moves to /${b} when published`);
  // Saved, not published: the page still lives at its old address and the new one is not there yet.
  await page.goto("/admin/pages");
  const listed = page.getByRole("row").filter({ hasText: `Moving ${id}` });
  await expect(listed.getByRole("link", { name: `/${a}` })).toBeVisible();
  await expect(listed).toContainText(`Moves to /${b} when published`);
  expect(await visit(guest, `/${a}`)).toEqual({ status: 200, location: null });
  expect((await visit(guest, `/${b}`)).status).toBe(404);

  await openBuilder(page, b);
  await expect(page.getByRole("button", { name: "Update & View Site" })).toBeVisible();
  await publishFromBuilder(page, `/${b}`);
  expect(await visit(guest, `/${b}`)).toEqual({ status: 200, location: null });
  expect(await visit(guest, `/${a}`)).toEqual({ status: 301, location: `/${b}` });
  expect(await visit(guest, `/${a}?from=newsletter`)).toEqual({ status: 301, location: `/${b}?from=newsletter` });

  // A second rename: both earlier addresses lead straight to the live one, never through each other.
  await openBuilder(page, b);
  await changeSlug(page, c);
  expect(await visit(guest, `/${b}`)).toEqual({ status: 200, location: null });
  await expect(page.getByRole("button", { name: "Update & View Site" })).toBeVisible();
  await publishFromBuilder(page, `/${c}`);
  expect(await visit(guest, `/${a}`)).toEqual({ status: 301, location: `/${c}` });
  expect(await visit(guest, `/${b}`)).toEqual({ status: 301, location: `/${c}` });
  expect((await guest.head(`/${a}`, { maxRedirects: 0 })).status()).toBe(301);

  // The sitemap lists the live address only.
  const sitemap = await (await guest.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/${c}</loc>`);
  expect(sitemap).not.toContain(`/${a}</loc>`);
  expect(sitemap).not.toContain(`/${b}</loc>`);
  await guest.dispose();
});

test("the Redirects screen adds, edits and removes redirects, and refuses loops and unconfirmed other sites", async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  const id = unique();
  const target = `target-${id}`;
  const guest = await playwright.request.newContext();
  await signIn(page);
  await publishedPage(page, `Target ${id}`, target);

  await page.goto("/admin/pages");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Redirects" }).click();
  await expect(page).toHaveURL("/admin/redirects");
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();

  // Add: an old address to a page, temporary. The address is tidied: leading slash, no trailing one, lower case.
  const add = page.getByRole("form", { name: "Add a redirect" });
  await add.getByLabel("Old address").fill(`Old-Offer-${id}/`);
  await add.getByRole("radio", { name: "A page on this site" }).check();
  await add.getByLabel("Page", { exact: true }).selectOption({ label: `Target ${id} (/${target})` });
  await add.getByLabel("Kind").selectOption({ label: "Temporary (302)" });
  await add.getByRole("button", { name: "Add Redirect" }).click();
  const row = page.getByRole("listitem").filter({ hasText: `/old-offer-${id}` });
  await expect(row).toContainText(`Target ${id}`);
  await expect(row).toContainText("Temporary (302)");
  expect(await visit(guest, `/old-offer-${id}`)).toEqual({ status: 302, location: `/${target}` });

  // A live page's own address cannot be redirected.
  await add.getByLabel("Old address").fill(`/${target}`);
  await add.getByRole("radio", { name: "Another address" }).check();
  await add.getByLabel("Address", { exact: true }).fill("/contact");
  await add.getByRole("button", { name: "Add Redirect" }).click();
  await expect(add.getByText(`/${target} is the address of the live page`)).toBeVisible();

  // A loop is refused with a message that shows it.
  await add.getByLabel("Old address").fill(`/loop-a-${id}`);
  await add.getByLabel("Address", { exact: true }).fill(`/loop-b-${id}`);
  await add.getByRole("button", { name: "Add Redirect" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: `/loop-a-${id}` })).toBeVisible();
  await add.getByLabel("Old address").fill(`/loop-b-${id}`);
  await add.getByLabel("Address", { exact: true }).fill(`/loop-a-${id}`);
  await add.getByRole("button", { name: "Add Redirect" }).click();
  await expect(add.getByText(`/loop-b-${id} → /loop-a-${id} → /loop-b-${id}`)).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, "test-results/redirects-1440.png", { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, "test-results/redirects-390.png", { fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Edit: to another site, which needs saying so.
  await row.getByRole("button", { name: `Edit the redirect from /old-offer-${id}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Redirect" });
  await edit.getByRole("radio", { name: "Another address" }).check();
  await edit.getByLabel("Address", { exact: true }).fill("https://example.com/offer");
  await edit.getByLabel("Kind").selectOption({ label: "Permanent (301)" });
  await edit.getByRole("button", { name: "Save Redirect" }).click();
  await expect(edit.getByText("This sends visitors to another site.")).toBeVisible();
  await expect(edit.getByText("Tick the box to confirm, or choose an address on this site.")).toBeVisible();
  await expect(edit).toBeVisible();
  await edit.getByRole("checkbox", { name: "Yes, send visitors to another site" }).check();
  await edit.getByRole("button", { name: "Save Redirect" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("https://example.com/offer");
  expect(await visit(guest, `/old-offer-${id}`)).toEqual({ status: 301, location: "https://example.com/offer" });

  // Remove.
  await row.getByRole("button", { name: `Remove the redirect from /old-offer-${id}` }).click();
  const confirm = page.getByRole("dialog", { name: "Remove this redirect?" });
  await confirm.getByRole("button", { name: "Remove Redirect" }).click();
  // While the confirmation is open the list behind it is hidden from the accessibility tree, so the row is first
  // looked for once the removal is done and the dialog has closed.
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  expect((await visit(guest, `/old-offer-${id}`)).status).toBe(404);
  await guest.dispose();
});
