import { expect, type Page } from "@playwright/test";

/** The password the server under test starts with (playwright.config.ts). */
export const adminPassword = "e2e-admin-password";

/**
 * Signs in the way a script would: the session API sets the cookie, then the guard flag of docs/product.md#roles is set
 * as the sign-in form sets it. Tests of the form itself use the form.
 */
export async function signIn(page: Page, password = adminPassword) {
  const response = await page.request.post("/api/admin/session", { data: { password } });
  expect(response.status(), "signing in").toBe(200);
  await page.goto("/robots.txt");
  await page.evaluate(() => localStorage.setItem("isAdminAuthenticated", "true"));
}

export const authFlag = (page: Page) => page.evaluate(() => localStorage.getItem("isAdminAuthenticated"));

/** The unread count beside 'Messages' in the admin navigation (0 when no badge shows). */
export async function unreadBadge(page: Page): Promise<number> {
  const link = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Messages/ });
  const text = (await link.textContent()) ?? "";
  const match = /(\d+)\s*unread/.exec(text);
  return match ? Number(match[1]) : 0;
}
