import { expect, type Page } from "@playwright/test";

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

/** The page's draft as the server has it. */
export async function serverDraft(page: Page, slug: string) {
  const answer = await page.request.get(`/api/admin/pages/${slug}`);
  return ((await answer.json()) as { draft: { title: string; content: string }[] | null }).draft;
}
