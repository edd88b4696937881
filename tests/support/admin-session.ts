import { type Cookie, expect, type Page, test } from "@playwright/test";

/** The password the server under test starts with (playwright.config.ts). */
export const adminPassword = "e2e-admin-password";

/**
 * The session a worker's last test signed in with, by server and password. Signing in checks the password with a
 * full-cost scrypt (about half a second of the server's CPU, more on a busy machine), so a worker's next test takes
 * the same session over when the server still has it; a second sign-in within one test (another browser) makes a
 * session of its own, as it always did.
 */
const lastSession = new Map<string, { cookies: Cookie[]; testId: string }>();

/** The current test's id, or null outside a test. */
function currentTestId(): string | null {
  try {
    return test.info().testId;
  } catch {
    return null;
  }
}

/** Puts the worker's last session into `page`'s browser when the server still has it; says whether it did. */
async function takeOverSession(page: Page, key: string, testId: string | null): Promise<boolean> {
  const last = lastSession.get(key);
  if (!testId || !last || last.testId === testId) return false;
  await page.context().addCookies(last.cookies);
  if ((await page.request.get("/api/admin/settings")).status() !== 200) return false;
  last.testId = testId;
  return true;
}

/**
 * Signs in the way a script would: the session API sets the cookie (or the worker's last test's session, when the
 * server still has it, is taken over), then the guard flag of docs/product.md#roles is set as the sign-in form sets
 * it. Tests of the form itself use the form.
 */
export async function signIn(page: Page, password = adminPassword) {
  const server = test.info().project.use.baseURL ?? "";
  const key = `${server} ${password}`;
  const testId = currentTestId();
  if (!(await takeOverSession(page, key, testId))) {
    const response = await page.request.post("/api/admin/session", { data: { password } });
    expect(response.status(), "signing in").toBe(200);
    if (testId) lastSession.set(key, { cookies: await page.context().cookies(server), testId });
  }
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
