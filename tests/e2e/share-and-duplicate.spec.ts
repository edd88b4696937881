// A draft shared by a link that works without signing in until it is revoked or expires (decision 162); pages and
// sections duplicated (decision 163).
import path from "node:path";

import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";

import { baseURL } from "../../playwright.config";
import { signIn } from "../support/admin-session";
import { openBuilder, rows, serverDraft } from "../support/builder";
import { section } from "../support/page-history";

async function draftPage(request: APIRequestContext, title: string, sections: object[]): Promise<string> {
  const slug = `${title.toLowerCase().replace(/\W+/g, "-")}-${Date.now().toString(36)}`;
  expect((await request.post("/api/admin/pages", { data: { title, slug } })).status()).toBe(201);
  const saved = await request.put(`/api/admin/pages/${slug}`, {
    data: { page: { title, slug, description: "" }, sections, revision: 1 },
  });
  expect(saved.status()).toBe(200);
  return slug;
}

async function openShareDialog(page: Page) {
  await page.getByRole("region", { name: "Schedule and share" }).getByRole("button", { name: "Share draft" }).click();
  return page.getByRole("dialog", { name: "Share draft" });
}

test("a shared draft opens without a session, marked Draft preview and noindex; revoked it is gone, and so once expired", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const slug = await draftPage(page.request, "Secret spring range", [section("a", "Secret spring range")]);
  await openBuilder(page, slug);
  let dialog = await openShareDialog(page);
  await expect(dialog.getByLabel("Link works for")).toHaveValue("7");
  await dialog.getByRole("button", { name: "Create link" }).click();
  const link = await dialog.getByLabel("Draft link").inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/share/[\\w-]{43}$`));
  await expect(dialog).toContainText("A link is active until");

  const visitor = await browser.newContext();
  try {
    const guest = await visitor.newPage();
    const answer = await guest.goto(link);
    expect(answer?.status()).toBe(200);
    const headers = answer!.headers();
    expect(headers["x-robots-tag"]).toBe("noindex");
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["surrogate-key"]).toBeUndefined();
    await expect(guest.getByRole("complementary", { name: "Draft preview" })).toContainText("Draft preview");
    await expect(guest.getByRole("heading", { name: "Secret spring range" })).toBeVisible();
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(guest).toHaveTitle(/^Draft preview: Secret spring range \| /);
    // The page itself is not published: only the link shows it.
    expect((await guest.goto(`/${slug}`))?.status()).toBe(404);

    await dialog.getByRole("button", { name: "Revoke link" }).click();
    await expect(dialog.getByRole("button", { name: "Create link" })).toBeVisible();
    expect((await guest.goto(link))?.status()).toBe(404);

    await page.keyboard.press("Escape");
    dialog = await openShareDialog(page);
    await dialog.getByLabel("Link works for").selectOption("1 day");
    await dialog.getByRole("button", { name: "Create link" }).click();
    const second = await dialog.getByLabel("Draft link").inputValue();
    expect((await guest.goto(second))?.status()).toBe(200);
    // A day passes: the stored expiry moves into the past.
    const db = new Database(path.join(`.e2e-data-${new URL(baseURL).port}`, "tepore.db"));
    db.prepare("UPDATE page_shares SET expires_at = ? WHERE page_id = (SELECT id FROM pages WHERE slug = ?)").run(
      new Date(Date.now() - 1_000).toISOString(),
      slug,
    );
    db.close();
    expect((await guest.goto(second))?.status()).toBe(404);
    expect((await guest.goto("/share/not-a-token"))?.status()).toBe(404);
  } finally {
    await visitor.close();
  }
});

test("a page duplicated from the page list is a new draft 'Copy of …' at a free address with its sections", async ({
  page,
}) => {
  await signIn(page);
  const slug = await draftPage(page.request, "Trade catalogue", [section("a", "Trade intro"), section("b", "Prices")]);
  await page.goto("/admin/pages");
  await page
    .getByRole("row", { name: /^Trade catalogue/ })
    .getByRole("button", { name: "Duplicate Trade catalogue" })
    .click();
  await expect(page.getByText("Page Duplicated")).toBeVisible();
  const copy = page.getByRole("row", { name: /^Copy of Trade catalogue/ });
  await expect(copy).toContainText(`/${slug}-copy`);
  await expect(copy).toContainText("Draft");
  expect((await serverDraft(page, `${slug}-copy`))?.map((s) => s.title)).toEqual(["Trade intro", "Prices"]);

  await page
    .getByRole("row", { name: /^Trade catalogue/ })
    .getByRole("button", { name: "Duplicate Trade catalogue" })
    .click();
  await expect(page.getByRole("row", { name: /^Copy of Trade catalogue/ })).toHaveCount(2);
  await expect(page.getByRole("row", { name: /^Copy of Trade catalogue/ }).first()).toContainText(`/${slug}-copy-2`);
});

test("a section duplicated in the builder is inserted below it, with an id of its own", async ({ page }) => {
  await signIn(page);
  const slug = await draftPage(page.request, "Showroom", [section("a", "Opening hours"), section("b", "Directions")]);
  await openBuilder(page, slug);
  await page.getByRole("button", { name: "Duplicate Opening hours" }).click();
  await expect(page.getByText("Section Duplicated")).toBeVisible();
  await expect
    .poll(async () => (await serverDraft(page, slug))?.map((s) => s.title))
    .toEqual(["Opening hours", "Opening hours", "Directions"]);
  const ids = ((await serverDraft(page, slug)) as unknown as { id: string }[]).map((s) => s.id);
  expect(new Set(ids).size).toBe(3);
  await expect(rows(page)).toHaveCount(3);
  await page.getByRole("button", { name: /^Undo: / }).click();
  await expect(rows(page)).toHaveCount(2);
});
