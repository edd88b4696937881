// Publishing and unpublishing at a chosen UK time (decision 161): on time while the server runs, at start when it was
// stopped at that moment, listed in the builder and the page list, cancellable, and recorded in the versions.
import path from "node:path";

import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";

import { formatUkTime, ukWallTime } from "../../app/lib/uk-time";
import { signIn } from "../support/admin-session";
import { openBuilder } from "../support/builder";
import { ownPort, signIn as signInTo, startOwnServer } from "../support/own-server";
import { section } from "../support/page-history";

/** A custom page of the test's own with a draft of one section, not published. */
async function draftPage(request: APIRequestContext, title: string): Promise<string> {
  const slug = `${title.toLowerCase().replace(/\W+/g, "-")}-${Date.now().toString(36)}`;
  const created = await request.post("/api/admin/pages", { data: { title, slug } });
  expect(created.status()).toBe(201);
  const saved = await request.put(`/api/admin/pages/${slug}`, {
    data: { page: { title, slug, description: "" }, sections: [section("s1", title)], revision: 1 },
  });
  expect(saved.status()).toBe(200);
  return slug;
}

const schedulePanel = (page: Page) => page.getByRole("region", { name: "Schedule and share" });

/** Signs in, opens a draft page of the test's own titled `title` in the builder, and opens its Schedule dialog. */
async function scheduleDialogOfNewDraft(page: Page, title: string) {
  await signIn(page);
  const slug = await draftPage(page.request, title);
  await openBuilder(page, slug);
  await schedulePanel(page).getByRole("button", { name: "Schedule" }).click();
  return { slug, dialog: page.getByRole("dialog", { name: "Schedule" }) };
}

const statusOf = async (request: APIRequestContext, slug: string) => (await request.get(`/${slug}`)).status();

/**
 * Schedules a change five seconds ahead through the API, which takes seconds too (the builder schedules to the
 * minute): a test sees it made without waiting for the next whole minute. The instant it is due.
 */
async function scheduleSoon(request: APIRequestContext, slug: string, action: "publish" | "unpublish") {
  const due = Math.ceil((Date.now() + 5_000) / 1_000) * 1_000;
  const { date, time, seconds } = ukWallTime(new Date(due));
  const scheduled = await request.post(`/api/admin/pages/${slug}/schedule`, {
    data: { action, date, time: `${time}:${String(seconds).padStart(2, "0")}` },
  });
  expect(scheduled.status()).toBe(200);
  return due;
}

test("a publish scheduled in the builder, to the minute, is listed in the builder and the page list", async ({
  page,
}) => {
  const { slug, dialog } = await scheduleDialogOfNewDraft(page, "Spring offers");
  // A whole minute an hour ahead: the builder schedules to the minute (the next test sees a publish made on time).
  const due = Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000;
  const { date, time } = ukWallTime(new Date(due));
  await dialog.getByLabel("What happens").selectOption("Publish");
  await dialog.getByLabel("Date (UK)").fill(date);
  await dialog.getByLabel(/^Time \(UK, (GMT|BST) now\)$/).fill(time);
  await dialog.getByRole("button", { name: "Schedule publish" }).click();
  const line = `Publishes ${formatUkTime(new Date(due).toISOString())}`;
  await expect(dialog.getByText(line)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(schedulePanel(page).getByTestId("page-schedule")).toHaveText(line);

  await page.goto("/admin/pages");
  await expect(page.getByRole("row", { name: /Spring offers/ })).toContainText(line);
  expect(await statusOf(page.request, slug)).toBe(404);
});

test("a scheduled publish puts the page live on time, kept as a version the builder names", async ({ page }) => {
  await signIn(page);
  const slug = await draftPage(page.request, "Spring launch");
  const due = await scheduleSoon(page.request, slug, "publish");

  expect(await statusOf(page.request, slug)).toBe(404);
  await expect.poll(() => statusOf(page.request, slug), { timeout: 20_000, intervals: [250] }).toBe(200);
  const late = Date.now() - due;
  expect(late).toBeGreaterThanOrEqual(0);
  expect(late).toBeLessThan(5_000);
  const versions = await (await page.request.get(`/api/admin/pages/${slug}/versions`)).json();
  expect(versions.versions).toEqual([expect.objectContaining({ number: 1, scheduled: true })]);

  await openBuilder(page, slug);
  await page.getByRole("button", { name: "Versions" }).click();
  await expect(page.getByRole("dialog", { name: /^Versions of / })).toContainText("published on schedule");
});

test("a time in the past and an unpublish before the publish are refused with a message; a schedule is cancelled", async ({
  page,
}) => {
  const { slug, dialog } = await scheduleDialogOfNewDraft(page, "Autumn range");
  await dialog.getByLabel("Date (UK)").fill("2024-01-10");
  await dialog.getByLabel(/^Time \(UK/).fill("09:00");
  await dialog.getByRole("button", { name: "Schedule publish" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose a time in the future (UK time).");

  const tomorrow = ukWallTime(new Date(Date.now() + 24 * 3_600_000)).date;
  await dialog.getByLabel("Date (UK)").fill(tomorrow);
  await dialog.getByLabel(/^Time \(UK/).fill("10:00");
  await dialog.getByRole("button", { name: "Schedule publish" }).click();
  await expect(dialog.getByRole("button", { name: "Cancel scheduled publish" })).toBeVisible();

  await dialog.getByLabel("What happens").selectOption("Unpublish");
  await dialog.getByLabel(/^Time \(UK/).fill("09:00");
  await dialog.getByRole("button", { name: "Schedule unpublish" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("The unpublish time must be after the publish time.");
  // The server holds the same rule.
  const refused = await page.request.post(`/api/admin/pages/${slug}/schedule`, {
    data: { action: "unpublish", date: tomorrow, time: "09:00" },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toBe("The unpublish time must be after the publish time.");

  await dialog.getByRole("button", { name: "Cancel scheduled publish" }).click();
  await expect(dialog.getByText("Nothing is scheduled for this page.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(schedulePanel(page).getByTestId("page-schedule")).toHaveText("Nothing scheduled.");
  expect((await (await page.request.get(`/api/admin/pages/${slug}/schedule`)).json()).schedules).toEqual([]);
});

test("a scheduled unpublish takes a published page off the site on time", async ({ page }) => {
  await signIn(page);
  const slug = await draftPage(page.request, "Summer clearance");
  expect((await page.request.post(`/api/admin/pages/${slug}/publish`, { data: {} })).status()).toBe(200);
  expect(await statusOf(page.request, slug)).toBe(200);
  const due = await scheduleSoon(page.request, slug, "unpublish");
  await page.goto("/admin/pages");
  await expect(page.getByRole("row", { name: /Summer clearance/ })).toContainText(/Unpublishes /);
  await expect.poll(() => statusOf(page.request, slug), { timeout: 15_000, intervals: [250] }).toBe(404);
  expect(Date.now()).toBeGreaterThanOrEqual(due);
});

test("a publish that fell due while the server was stopped happens as soon as it starts", async () => {
  const port = ownPort(13);
  const dataDir = `.e2e-data-${port}`;
  const password = "scheduling-own-server";
  const env = { ADMIN_PASSWORD: password };
  let server = await startOwnServer(port, { dataDir, env });
  try {
    const cookie = await signInTo(server.origin, password);
    const call = (url: string, method: string, body: unknown) =>
      fetch(`${server.origin}${url}`, {
        method,
        headers: { "Content-Type": "application/json", Origin: server.origin, Cookie: cookie },
        body: JSON.stringify(body),
      });
    const slug = "winter-launch";
    expect((await call("/api/admin/pages", "POST", { title: "Winter launch", slug })).status).toBe(201);
    const draft = {
      page: { title: "Winter launch", slug, description: "" },
      sections: [section("w", "Winter launch")],
    };
    expect((await call(`/api/admin/pages/${slug}`, "PUT", { ...draft, revision: 1 })).status).toBe(200);
    const tomorrow = ukWallTime(new Date(Date.now() + 24 * 3_600_000)).date;
    const scheduled = await call(`/api/admin/pages/${slug}/schedule`, "POST", {
      action: "publish",
      date: tomorrow,
      time: "09:00",
    });
    expect(scheduled.status).toBe(200);

    server.process.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    // While it is stopped, its time comes: the stored due time moves into the past.
    const db = new Database(path.join(dataDir, "tepore.db"));
    db.prepare("UPDATE page_schedules SET due_at = ?").run(new Date(Date.now() - 60_000).toISOString());
    db.close();

    server = await startOwnServer(port, { dataDir, env });
    const live = await fetch(`${server.origin}/${slug}`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain("Winter launch");
    const versions = await fetch(`${server.origin}/api/admin/pages/${slug}/versions`, {
      headers: { Cookie: await signInTo(server.origin, password) },
    });
    expect((await versions.json()).versions).toEqual([expect.objectContaining({ number: 1, scheduled: true })]);
  } finally {
    await server.stop();
  }
});
