import { expect, type Page } from "@playwright/test";

import { signIn } from "./admin-session";

/** A new page of the test's own, through the pages API the Page List's 'Create New Page' uses. */
export async function createPage(page: Page): Promise<string> {
  const response = await page.request.post("/api/admin/pages", { data: {} });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { page: { slug: string } }).page.slug;
}

export const rows = (page: Page) => page.getByTestId("section-row");
export const saveStatus = (page: Page) => page.getByTestId("save-status");
export const sectionEditor = (page: Page) => page.getByRole("dialog", { name: "Edit section" });

export async function openBuilder(page: Page, slug: string) {
  await page.goto(`/admin/dashboard?page=${slug}`);
  await expect(page.getByRole("region", { name: "Page" })).toBeVisible();
}

/** Signs in, creates a page of the test's own and opens it in the page builder; answers its slug. */
export async function newPageInBuilder(page: Page): Promise<string> {
  await signIn(page);
  const slug = await createPage(page);
  await openBuilder(page, slug);
  return slug;
}

/** The page's draft as the server has it. */
export async function serverDraft(page: Page, slug: string) {
  const answer = await page.request.get(`/api/admin/pages/${slug}`);
  return ((await answer.json()) as { draft: { title: string; content: string }[] | null }).draft;
}

/**
 * Presses 'Publish & View Site' (or 'Update & View Site') and, when the checklist before publishing has something to
 * say (decision 156), publishes anyway; waits for the live page at `path`.
 */
export async function publishFromBuilder(page: Page, path: string | RegExp) {
  await page.getByRole("button", { name: /^(Publish|Update) & View Site$/ }).click();
  const checklist = page.getByRole("dialog", { name: "Before you publish" });
  const arrived = () => {
    const { pathname } = new URL(page.url());
    return typeof path === "string" ? pathname === path : path.test(page.url());
  };
  await expect.poll(async () => arrived() || (await checklist.isVisible())).toBe(true);
  if (!arrived()) await checklist.getByRole("button", { name: /^Publish anyway/ }).click();
  await expect(page).toHaveURL(path);
}
