// Admin tests whose effects every other test would see: the site name, the unread count, the password
// and the sign-in lockout. The Playwright configuration runs this file against a server of its own, and its tests
// run one after another. The lockout comes last of all: afterwards, that server refuses sign-ins from 127.0.0.1
// for 15 minutes.
import { expect, type Page, test } from "@playwright/test";

import { adminPassword, authFlag, signIn, unreadBadge } from "../support/admin-session";

test.describe.configure({ mode: "serial" });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });
const saveSettings = (page: Page) => page.getByRole("button", { name: "Save Settings" }).click();
/** Admin buttons stay disabled until the page has hydrated; waiting for one means the script is running. */
const hydrated = (page: Page, button: string) => expect(page.getByRole("button", { name: button })).toBeEnabled();

test("settings: 'Settings Saved', a saved indicator for 3 s, and the public site uses the new name at once", async ({
  page,
  browser,
}) => {
  const siteName = `Calore ${Date.now()}`;
  const siteDescription = "Radiators made in Sheffield";
  await signIn(page);
  await page.goto("/admin/settings");
  await hydrated(page, "Save Settings");
  await page.getByLabel("Site Name").fill(siteName);
  await page.getByLabel("Site Description").fill(siteDescription);
  await saveSettings(page);

  await expect(toast(page, "Settings Saved")).toBeVisible();
  const indicator = page.getByRole("status").filter({ hasText: /^Saved$/ });
  await expect(indicator).toBeVisible();
  const shownAt = Date.now();
  await expect(indicator).toBeHidden({ timeout: 6000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(2400);
  expect(shownFor).toBeLessThan(4500);

  // The admin's own navigation changed without a reload.
  await expect(page.getByRole("banner")).toContainText(siteName);
  expect((await (await page.request.get("/api/admin/settings")).json()).settings).toEqual({
    siteName,
    siteDescription,
  });

  // A visitor sees it at once: header, footer and titles.
  const visitor = await browser.newPage();
  await visitor.goto("/contact");
  await expect(visitor).toHaveTitle(`Contact Our Heating Specialists | ${siteName}`);
  await expect(visitor.getByRole("banner").getByRole("link", { name: `${siteName}, home` })).toBeVisible();
  await expect(visitor.getByRole("contentinfo")).toContainText(siteName);
  await visitor.close();
});

test("settings: Reset to defaults asks first, says 'Settings Reset', and brings back Tepore", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/settings");
  await page.getByRole("button", { name: "Reset to Defaults" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset to defaults?" });
  await expect(dialog).toContainText("Tepore");
  await dialog.getByRole("button", { name: "Reset to Defaults" }).click();
  await expect(toast(page, "Settings Reset")).toBeVisible();
  await expect(page.getByLabel("Site Name")).toHaveValue("Tepore");
  await expect(page.getByLabel("Site Description")).toHaveValue("Premium Designer Radiators");
  await expect(page.getByRole("banner")).toContainText("Tepore");
  await page.goto("/contact");
  await expect(page).toHaveTitle("Contact Our Heating Specialists | Tepore");
});

test("messages: the unread count in the navigation follows marking read and unread exactly", async ({ page }) => {
  const name = `Counted ${Date.now()}`;
  await page.request.post("/api/messages", {
    data: { name, email: "count@example.co.uk", company: "", message: "Count me" },
  });
  await signIn(page);
  await page.goto("/admin/messages");
  const card = page.locator("article", { hasText: name });
  await expect(card).toBeVisible();
  const before = await unreadBadge(page);
  expect(before).toBeGreaterThan(0);
  await card.getByRole("button", { name: "Mark as read" }).click();
  await expect.poll(() => unreadBadge(page)).toBe(before - 1);
  await card.getByRole("button", { name: "Mark as unread" }).click();
  await expect.poll(() => unreadBadge(page)).toBe(before);
});

test("a password change says 'Password Updated' and ends a second browser's session, not this one", async ({
  page,
  browser,
}) => {
  const newPassword = "e2e-admin-password-changed";
  const second = await browser.newContext();
  const other = await second.newPage();
  await signIn(other);
  await other.goto("/admin/settings");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Settings");

  await signIn(page);
  await page.goto("/admin/settings");
  await hydrated(page, "Save Settings");
  await page.getByRole("tab", { name: "Security" }).click();
  await page.getByLabel("Current Password").fill(adminPassword);
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Password Updated")).toBeVisible();
  await expect(page.getByLabel("Current Password")).toHaveValue("");
  try {
    // The second browser is signed out: no data, and its next screen is the sign-in.
    expect((await other.request.get("/api/admin/settings")).status()).toBe(401);
    await other.reload();
    await expect(other).toHaveURL(/\/admin$/);
    await hydrated(other, "Login");
    expect(await authFlag(other)).toBeNull();
    await second.close();

    // This browser goes on, and the new password is the one that signs in.
    expect((await page.request.get("/api/admin/settings")).status()).toBe(200);
    const fresh = await browser.newContext();
    const login = await fresh.newPage();
    await login.goto("/admin");
    await hydrated(login, "Login");
    await login.getByLabel("Password").fill(newPassword);
    await login.getByRole("button", { name: "Login" }).click();
    await expect(login).toHaveURL(/\/admin\/dashboard(\?page=.*)?$/);
    await fresh.close();
  } finally {
    // Put the password back, whatever happened above, so the tests after this one (and a retry) start from it.
    const back = await page.request.post("/api/admin/password", {
      data: { currentPassword: newPassword, newPassword: adminPassword, confirmPassword: adminPassword },
    });
    expect(back.status()).toBe(200);
  }
});

test("five failed sign-ins lock the address for 15 minutes: 429 and a clear message, even for the right password", async ({
  page,
}) => {
  await page.goto("/admin");
  await hydrated(page, "Login");
  const password = page.getByLabel("Password");
  const login = page.getByRole("button", { name: "Login" });
  // Checked on the browser's own requests: the lockout is per address, and the browser is the client here.
  const signInWith = async (value: string) => {
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/admin/session"));
    await password.fill(value);
    await login.click();
    return answered;
  };
  for (let attempt = 1; attempt <= 5; attempt++) {
    expect((await signInWith(`wrong-${attempt}`)).status(), `attempt ${attempt}`).toBe(401);
  }
  await expect(page.locator("[data-sonner-toast]").getByText("Access Denied", { exact: true }).first()).toBeVisible();
  const response = await signInWith(adminPassword);
  expect(response.status()).toBe(429);
  expect(response.headers()["retry-after"]).toBe("900");
  expect(await response.json()).toEqual({
    error: "Too many failed attempts. Please wait 15 minutes before trying again.",
    requestId: response.headers()["x-request-id"],
  });
  await expect(toast(page, "Too Many Attempts")).toBeVisible();
  await expect(page.getByText("Too many failed attempts. Please wait 15 minutes before trying again.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await authFlag(page)).toBeNull();
});
