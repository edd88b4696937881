// The admin area: sign-in, the guard, logout, settings, the message inbox, the page list, small
// screens, and the built client files. Changes that every other test would see (the site name, the
// password, the sign-in lockout) are in zz-lockout.spec.ts, which runs against a server of its own.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { expect, type Page, test } from "@playwright/test";

import { adminPassword, authFlag, signIn, unreadBadge } from "../support/admin-session";
import { expectNoSeriousA11yViolations } from "../support/axe";

const guardedRoutes = ["/admin/dashboard", "/admin/pages", "/admin/media", "/admin/settings", "/admin/messages"];
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });
/** Admin buttons stay disabled until the page has hydrated; waiting for one means the script is running. */
const hydrated = (page: Page, button: string) => expect(page.getByRole("button", { name: button })).toBeEnabled();
/** Signs in and opens `screen` while the API at `path` fails with `status` and the server's `error`. */
async function openWhileFailing(page: Page, screen: string, path: string, status: number, error: string) {
  await signIn(page);
  await page.route(`**${path}`, (route) => route.fulfill({ status, json: { error } }));
  await page.goto(screen);
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A visitor's message, sent through the contact API, then the inbox opened, signed in. */
async function messageInInbox(page: Page, name: string, message: string) {
  await page.request.post("/api/messages", { data: { name, email: "visitor@example.co.uk", company: "", message } });
  await signIn(page);
  await page.goto("/admin/messages");
}

test.describe("sign-in (docs/product.md#routes Login, docs/product.md#sign-in)", () => {
  test("heading Admin, one required password, 'Logging in...' while busy, then the dashboard", async ({
    page,
    context,
  }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin");
    const password = page.getByLabel("Password");
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("required", "");
    await expect(page.locator("input")).toHaveCount(1);

    // Hold the sign-in back until the waiting state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admin/session", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await hydrated(page, "Login");
    await password.fill(adminPassword);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
    release();
    await expect(page.getByText("You have successfully logged in to the admin panel.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard(\?page=.*)?$/);
    expect(await authFlag(page)).toBe("true");

    const session = (await context.cookies()).find((cookie) => cookie.name === "tepore_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
  });

  test("a wrong password: 'Access Denied' / 'Incorrect password. Please try again.', and no session", async ({
    page,
    context,
  }) => {
    await page.goto("/admin");
    await hydrated(page, "Login");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(toast(page, "Access Denied")).toBeVisible();
    await expect(page.getByText("Incorrect password. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await authFlag(page)).toBeNull();
    expect((await context.cookies()).some((cookie) => cookie.name === "tepore_session")).toBe(false);
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  test("until the script runs, Login stays disabled and the form never sends a GET", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin");
    await expect(page.getByRole("button", { name: "Login" })).toBeDisabled();
    await expect(page.locator("form")).toHaveAttribute("method", "post");
    await context.close();
  });

  test("the sign-in screen has no serious accessibility problems", async ({ page }) => {
    await page.goto("/admin");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("the guard (docs/product.md#routes, docs/product.md#sign-in)", () => {
  for (const route of guardedRoutes) {
    test(`${route} without a session ends on /admin, with history replaced`, async ({ page }) => {
      await page.goto("/robots.txt");
      await page.goto(route);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin");
      await page.goBack();
      await expect(page).toHaveURL(/\/robots\.txt$/);
    });
  }

  test("a session that ends while browsing sends the next screen to /admin, replacing history", async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page.goto("/admin/settings");
    await hydrated(page, "Save Settings");
    const entries = await page.evaluate(() => history.length);
    await context.clearCookies();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Pages" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(await authFlag(page)).toBeNull();
  });

  test("setting isAdminAuthenticated by hand without signing in gets no data and no write", async ({ page }) => {
    await page.goto("/robots.txt");
    await page.evaluate(() => localStorage.setItem("isAdminAuthenticated", "true"));
    await page.goto("/admin/messages");
    await expect(page).toHaveURL(/\/admin$/);
    await hydrated(page, "Login");
    expect(await authFlag(page)).toBeNull();

    const reads = [
      "/api/admin/settings",
      "/api/admin/messages",
      "/api/admin/pages",
      "/api/admin/pages/_home",
      "/api/admin/media",
    ];
    for (const url of reads) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(401);
      expect(await response.json()).toEqual({
        error: "Please sign in again.",
        requestId: response.headers()["x-request-id"],
      });
    }
    const writes: [string, string, unknown][] = [
      ["PUT", "/api/admin/settings", { siteName: "Hijacked", siteDescription: "Hijacked" }],
      ["DELETE", "/api/admin/settings", undefined],
      [
        "POST",
        "/api/admin/password",
        { currentPassword: "x", newPassword: "hijacked-password", confirmPassword: "hijacked-password" },
      ],
      ["PATCH", "/api/admin/messages/1", { isRead: true }],
      ["DELETE", "/api/admin/messages/1", undefined],
      ["POST", "/api/admin/pages", {}],
      ["DELETE", "/api/admin/pages/about", undefined],
    ];
    for (const [method, url, data] of writes) {
      const response = await page.request.fetch(url, { method, data });
      expect(response.status(), `${method} ${url}`).toBe(401);
    }
    await page.goto("/");
    await expect(page).not.toHaveTitle(/Hijacked/);
  });

  test("a 401 from the server clears the flag and returns to /admin", async ({ page, context }) => {
    const marker = `Ends with a 401 ${unique()}`;
    await messageInInbox(page, "Session Test", marker);
    const card = page.locator("article", { hasText: marker });
    await expect(card).toBeVisible();
    await context.clearCookies();
    await card.getByRole("button", { name: "Mark as read" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await authFlag(page)).toBeNull();
  });

  test("writes from another origin are refused", async ({ page }) => {
    const response = await page.request.post("/api/admin/session", {
      data: { password: adminPassword },
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });
});

test.describe("logout (docs/product.md#states Admin session)", () => {
  test("removes the session and the flag, says 'Logged Out' and returns to /admin", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/settings");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "Logout" }).click();
    await expect(toast(page, "Logged Out")).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await authFlag(page)).toBeNull();
    expect((await page.request.get("/api/admin/settings")).status()).toBe(401);
    await page.goto("/admin/settings");
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe("admin navigation (docs/product.md#routes)", () => {
  test("links every screen, 'Media Library', 'Messages' with the unread count, and 'View Site' in a new tab", async ({
    page,
  }) => {
    await page.request.post("/api/messages", {
      data: { name: "Count Test", email: "c@example.co.uk", company: "", message: `Unread ${unique()}` },
    });
    await signIn(page);
    await page.goto("/admin/settings");
    const nav = page.getByRole("navigation", { name: "Admin" });
    const hrefs = [
      ["Page Builder", "/admin/dashboard"],
      ["Pages", "/admin/pages"],
      ["Products", "/admin/products"],
      ["Media Library", "/admin/media"],
      ["Settings", "/admin/settings"],
    ];
    for (const [name, href] of hrefs)
      await expect(nav.getByRole("link", { name: name!, exact: true })).toHaveAttribute("href", href!);
    await expect(nav.getByRole("link", { name: /^Messages/ })).toHaveAttribute("href", "/admin/messages");
    expect(await unreadBadge(page)).toBeGreaterThan(0);
    const viewSite = nav.getByRole("link", { name: /View Site/ });
    await expect(viewSite).toHaveAttribute("href", "/");
    await expect(viewSite).toHaveAttribute("target", "_blank");
    await expect(nav.getByRole("link", { name: "Settings", exact: true })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("settings (docs/product.md#routes Settings)", () => {
  test("tabs General and Security; an empty site name is refused and nothing is saved", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/settings");
    await hydrated(page, "Save Settings");
    await expect(page.getByRole("tab")).toHaveText(["General", "Security"]);
    const name = page.getByLabel("Site Name");
    const saved = await name.inputValue();
    await name.fill("   ");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Please enter a site name.").first()).toBeVisible();
    await expect(toast(page, "Settings Not Saved")).toBeVisible();
    await expect(name).toBeFocused();
    const response = await page.request.get("/api/admin/settings");
    expect((await response.json()).settings.siteName).toBe(saved);
  });

  test("nothing typed is lost: switching tabs keeps it, and leaving asks first", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/settings");
    await hydrated(page, "Save Settings");
    const name = page.getByLabel("Site Name");
    const saved = await name.inputValue();
    await name.fill(`Draft name ${unique()}`);
    const typed = await name.inputValue();
    await expect(page.getByText("You have unsaved changes.")).toBeVisible();

    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByRole("tab", { name: "General" }).click();
    await expect(name).toHaveValue(typed);

    const pagesLink = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Pages" });
    await pagesLink.click();
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(name).toHaveValue(typed);

    await pagesLink.click();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/admin\/pages$/);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).click();
    await expect(page.getByLabel("Site Name")).toHaveValue(saved);
  });

  test("Security: 'Password Required', 'Passwords Don't Match', and a wrong current password", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/settings");
    await hydrated(page, "Save Settings");
    await page.getByRole("tab", { name: "Security" }).click();
    const update = page.getByRole("button", { name: "Update Password" });

    await page.getByLabel("Current Password").fill(adminPassword);
    await update.click();
    await expect(toast(page, "Password Required")).toBeVisible();
    await expect(page.locator("[data-sonner-toast]").getByText("Please enter a new password.")).toBeVisible();
    await expect(page.getByLabel("New Password", { exact: true })).toBeFocused();

    await page.getByLabel("New Password", { exact: true }).fill("a-new-password-1");
    await page.getByLabel("Confirm New Password").fill("a-new-password-2");
    await update.click();
    await expect(toast(page, "Passwords Don't Match")).toBeVisible();
    await expect(page.locator("[data-sonner-toast]").getByText("The passwords you entered don't match.")).toBeVisible();

    await page.getByLabel("Current Password").fill("not-the-current-password");
    await page.getByLabel("Confirm New Password").fill("a-new-password-1");
    await update.click();
    await expect(toast(page, "Incorrect Password")).toBeVisible();
    await expect(page.getByText("Your current password is not correct. Please try again.").first()).toBeVisible();

    // Nothing changed: the password still signs in.
    const check = await page.request.post("/api/admin/session", { data: { password: adminPassword } });
    expect(check.status()).toBe(200);
  });

  test("the server checks the password rules too", async ({ page }) => {
    await signIn(page);
    const response = await page.request.post("/api/admin/password", {
      data: { currentPassword: adminPassword, newPassword: "", confirmPassword: "" },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ title: "Password Required", error: "Please enter a new password." });
    const mismatch = await page.request.post("/api/admin/password", {
      data: { currentPassword: adminPassword, newPassword: "a-new-password-1", confirmPassword: "other" },
    });
    expect(await mismatch.json()).toMatchObject({
      title: "Passwords Don't Match",
      error: "The passwords you entered don't match.",
    });
  });

  test("the settings screen has no serious accessibility problems", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/settings");
    await expect(page.getByLabel("Site Name")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("messages (docs/product.md#contact-messages)", () => {
  /** Sends a message through the public contact form; the server e-mails it through the EmailJS stand-in. */
  async function sendThroughContactForm(
    page: Page,
    values: { name: string; email: string; company: string; message: string },
  ) {
    await page.goto("/contact", { waitUntil: "networkidle" });
    const form = page.locator("#contact-form");
    await form.getByLabel("Name").fill(values.name);
    await form.getByLabel("Email").fill(values.email);
    await form.getByLabel("Company (optional)").fill(values.company);
    await form.getByLabel("Message").fill(values.message);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent", { exact: true })).toBeVisible();
  }

  /** The recorded e-mail outcome of the message from `name`, once the server has one. */
  async function deliveryOf(page: Page, name: string) {
    const list = await (await page.request.get("/api/admin/messages")).json();
    return list.messages.find((m: { name: string }) => m.name === name)?.delivery as string | undefined;
  }

  test("a message sent through the contact form reaches the inbox in full, newest first", async ({ page }) => {
    const id = unique();
    const first = {
      name: `Ada Lovelace ${id}`,
      email: `ada.${id}@example.co.uk`,
      company: "Studio North",
      message: `First ${id}\nSecond line <b>not bold</b>\n\nThanks`,
    };
    const second = {
      name: `Grace Hopper ${id}`,
      email: `grace.${id}@example.co.uk`,
      company: "",
      message: `Later ${id} [fail]`,
    };
    await sendThroughContactForm(page, first);
    // The stand-in refuses a message containing "[fail]".
    await sendThroughContactForm(page, second);

    await signIn(page);
    await expect.poll(() => deliveryOf(page, first.name)).toBe("sent");
    await expect.poll(() => deliveryOf(page, second.name)).toBe("failed");
    await page.goto("/admin/messages");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messages");
    const firstCard = page.locator("article", { hasText: first.name });
    const secondCard = page.locator("article", { hasText: second.name });
    await expect(firstCard).toBeVisible();

    // Newest first.
    const order = await page.locator("article h2").allTextContents();
    expect(order.findIndex((t) => t.includes(second.name))).toBeLessThan(
      order.findIndex((t) => t.includes(first.name)),
    );

    await expect(firstCard.getByRole("heading", { level: 2 })).toContainText(first.name);
    await expect(firstCard).toContainText("Studio North");
    await expect(firstCard.getByRole("link", { name: first.email })).toHaveAttribute("href", `mailto:${first.email}`);
    const text = firstCard.getByText(`First ${id}`);
    expect(await text.evaluate((element) => (element as HTMLElement).innerText)).toBe(first.message);
    await expect(firstCard.locator("b")).toHaveCount(0);
    await expect(firstCard.locator("time")).toHaveText(
      /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4} at \d{2}:\d{2}$/,
    );
    await expect(firstCard).toContainText("New");

    // The e-mail outcome, in words.
    await expect(firstCard).toContainText("E-mail sent");
    await expect(secondCard).toContainText("E-mail failed");
  });

  test("a message whose e-mail has no answer yet shows 'E-mail pending'", async ({ page }) => {
    const name = `Pending ${unique()}`;
    // The stand-in answers a message containing "[slow]" only after 20 seconds.
    await messageInInbox(page, name, "Waiting [slow]");
    await expect(page.locator("article", { hasText: name })).toContainText("E-mail pending");
  });

  test("mark read and unread", async ({ page }) => {
    const name = `Read Test ${unique()}`;
    await messageInInbox(page, name, "Mark me");
    const card = page.locator("article", { hasText: name });
    await expect(card).toContainText("New");
    await card.getByRole("button", { name: "Mark as read" }).click();
    await expect(card.getByRole("button", { name: "Mark as unread" })).toBeVisible();
    await expect(card.getByText("New", { exact: true })).toHaveCount(0);
    // The exact count is checked in zz-lockout.spec.ts, where no other test adds messages meanwhile.
    const list = await (await page.request.get("/api/admin/messages")).json();
    expect(list.messages.find((m: { name: string }) => m.name === name).isRead).toBe(true);

    await card.getByRole("button", { name: "Mark as unread" }).click();
    await expect(card.getByRole("button", { name: "Mark as read" })).toBeVisible();
    await page.reload();
    await expect(card).toContainText("New");
  });

  test("delete asks first; then the message is gone", async ({ page }) => {
    const name = `Delete Test ${unique()}`;
    await messageInInbox(page, name, "Delete me");
    const card = page.locator("article", { hasText: name });
    await card.getByRole("button", { name: `Delete message from ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Delete the message from ${name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(card).toBeVisible();

    await card.getByRole("button", { name: `Delete message from ${name}` }).click();
    await dialog.getByRole("button", { name: "Delete message" }).click();
    await expect(toast(page, "Message Deleted")).toBeVisible();
    await expect(card).toHaveCount(0);
    const list = await (await page.request.get("/api/admin/messages")).json();
    expect(list.messages.some((m: { name: string }) => m.name === name)).toBe(false);
  });

  test("an empty inbox says what will appear there", async ({ page }) => {
    await signIn(page);
    await page.route("**/api/admin/messages", (route) => route.fulfill({ json: { messages: [] } }));
    await page.route("**/api/admin/quotes", (route) => route.fulfill({ json: { quotes: [] } }));
    await page.goto("/admin/messages");
    await expect(page.getByRole("heading", { name: "No messages yet" })).toBeVisible();
    await expect(
      page.getByText(/When a visitor sends a message through the contact form, it appears here/),
    ).toBeVisible();
  });

  test("a failure to load says so and offers to try again", async ({ page }) => {
    await openWhileFailing(page, "/admin/messages", "/api/admin/messages", 500, "The database is busy.");
    await expect(page.getByRole("alert")).toContainText("The messages could not be loaded");
    await expect(page.getByRole("alert")).toContainText("The database is busy.");
    await page.unrouteAll();
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("the inbox has no serious accessibility problems", async ({ page }) => {
    await messageInInbox(page, "Axe", "Hello");
    await expect(page.locator("article").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("page list (docs/product.md#routes Page List, §5)", () => {
  const standard = [
    ["Home", "/"],
    ["About", "/about"],
    ["Collection", "/collection"],
    ["Design", "/design"],
    ["Philosophy", "/philosophy"],
    ["Gallery", "/gallery"],
    ["Contact", "/contact"],
  ] as const;
  const rowOf = (page: Page, title: string) =>
    page.locator("tbody tr").filter({ has: page.getByRole("rowheader").filter({ hasText: new RegExp(`^${title}`) }) });
  const rowWith = (page: Page, slug: string) => page.locator("tbody tr").filter({ hasText: `/${slug}` });

  test("lists the seven standard pages: title, URL, Published, Standard, delete disabled", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/pages");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pages");
    for (const [title, url] of standard) {
      const row = rowOf(page, title);
      await expect(row).toHaveCount(1);
      await expect(row.getByRole("cell").first()).toHaveText(new RegExp(`^${url.replace("/", "\\/")}`));
      await expect(row).toContainText("Published");
      await expect(row).toContainText("Standard");
      await expect(row.getByRole("button", { name: `Delete ${title}` })).toBeDisabled();
    }
  });

  test("a standard page explains why it cannot be deleted", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/pages");
    await rowOf(page, "About").getByRole("button", { name: "Why can't About be deleted?" }).click();
    await expect(toast(page, "Cannot Delete Standard Page")).toBeVisible();
    await expect(page.getByText("Standard pages cannot be deleted, but you can edit their content.")).toBeVisible();
    // The server refuses too.
    expect((await page.request.delete("/api/admin/pages/about")).status()).toBe(403);
  });

  test("'Create New Page' with the title skipped makes an unpublished 'Untitled Page' and opens it", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/admin/pages");
    const before = Date.now();
    await page.getByRole("button", { name: "Create New Page" }).click();
    await page.getByRole("dialog", { name: "Create New Page" }).getByRole("button", { name: "Create page" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\?page=untitled-\d+$/);
    const slug = new URL(page.url()).searchParams.get("page")!;
    const timestamp = Number(slug.replace("untitled-", ""));
    expect(timestamp).toBeGreaterThanOrEqual(before - 1000);
    expect(timestamp).toBeLessThanOrEqual(Date.now());

    const { pages } = await (await page.request.get("/api/admin/pages")).json();
    expect(pages.find((p: { slug: string }) => p.slug === slug)).toMatchObject({
      title: "Untitled Page",
      isPublished: false,
      isStandard: false,
      status: "draft",
    });
    await page.goto("/admin/pages");
    const row = rowWith(page, slug);
    await expect(row).toContainText("Untitled Page");
    await expect(row).toContainText("Draft");
    await expect(row).toContainText("Custom");
    await expect(row.getByRole("button", { name: "Delete Untitled Page" })).toBeEnabled();
  });

  test("Edit opens the page builder on that page (home is _home)", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/pages");
    await expect(rowOf(page, "Home").getByRole("link", { name: "Edit Home" })).toHaveAttribute(
      "href",
      "/admin/dashboard?page=_home",
    );
    await rowOf(page, "About").getByRole("link", { name: "Edit About" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\?page=about$/);
  });

  test("delete names the page and asks 'Are you sure?', then 'Page Deleted', and the page is gone", async ({
    page,
  }) => {
    await signIn(page);
    const created = await page.request.post("/api/admin/pages", { data: {} });
    expect(created.status()).toBe(201);
    const { page: made } = await created.json();
    await page.goto("/admin/pages");
    const row = rowWith(page, made.slug);
    await row.getByRole("button", { name: "Delete Untitled Page" }).click();
    const dialog = page.getByRole("dialog", { name: 'Delete the page "Untitled Page"?' });
    await expect(dialog).toContainText(
      "The page goes to the trash: visitors no longer see it, and you can restore it with its versions for 30 days.",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: "Delete Untitled Page" }).click();
    await dialog.getByRole("button", { name: "Delete page" }).click();
    await expect(toast(page, "Page Deleted")).toBeVisible();
    // Not gone for good: the toast says where it is, as the question did.
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Page Deleted" })).toContainText(
      "‘Untitled Page’ is in the trash: you can restore it for 30 days.",
    );
    await expect(row).toHaveCount(0);
    expect((await page.request.get(`/api/admin/pages/${made.slug}`)).status()).toBe(404);

    // It waits in the trash, and comes back from there.
    await page.getByRole("link", { name: "Trash" }).click();
    const trashed = page.getByRole("listitem").filter({ hasText: `/${made.slug}` });
    await trashed.getByRole("button", { name: "Restore Untitled Page" }).click();
    await expect(toast(page, "Page Restored")).toBeVisible();
    await page.goto("/admin/pages");
    await expect(rowWith(page, made.slug)).toBeVisible();
  });

  test("when the pages cannot be loaded, it says so clearly", async ({ page }) => {
    await openWhileFailing(page, "/admin/pages", "/api/admin/pages", 501, "Not available yet.");
    await expect(page.getByRole("alert")).toContainText("The pages could not be loaded");
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
  });

  test("the page list has no serious accessibility problems", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/pages");
    await expect(rowOf(page, "Home")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("the admin at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the navigation collapses into a menu that opens, navigates, and closes on Escape", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/settings");
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav).toHaveCount(0);
    const menu = page.getByRole("button", { name: "Open admin menu" });
    await menu.click();
    await expect(page.getByRole("button", { name: "Close admin menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Media Library" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav).toHaveCount(0);
    await expect(menu).toBeFocused();

    await menu.click();
    await nav.getByRole("link", { name: /^Messages/ }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(nav).toHaveCount(0);
  });

  test("the page list becomes cards, and no screen scrolls sideways", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/pages");
    await expect(page.locator("table")).toBeHidden();
    const cards = page.getByRole("list", { name: "Pages of the site" }).getByRole("listitem");
    await expect(cards.filter({ hasText: "Home" }).first()).toBeVisible();
    await expect(cards.first().getByRole("link", { name: "Edit Home" })).toBeVisible();
    // Every card holds its buttons: none sticks out of its edge.
    const outside = await cards.evaluateAll((items) =>
      items.flatMap((card) => {
        const edge = card.getBoundingClientRect();
        return [...card.querySelectorAll("a, button")]
          .map((control) => control.getBoundingClientRect())
          .filter((box) => box.width > 0 && (box.left < edge.left || box.right > edge.right))
          .map((box) => `${card.querySelector("h2")?.textContent}: ${Math.round(box.left)}–${Math.round(box.right)}`);
      }),
    );
    expect(outside).toEqual([]);
    for (const screen of ["/admin/pages", "/admin/settings", "/admin/messages"]) {
      await page.goto(screen);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Loading...")).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(390);
    }
  });
});

test("the built client files contain no password", () => {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".js")) files.push(full);
    }
  };
  walk(fileURLToPath(new URL("../../build/client", import.meta.url)));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    expect(text.includes(adminPassword), file).toBe(false);
    expect(text.includes("adminPassword"), file).toBe(false);
  }
});
