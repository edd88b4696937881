import { expect, type Locator, type Page, test } from "@playwright/test";

import { signIn } from "../support/admin-session";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { current, type Editing, saveAndPublish, section } from "../support/page-history";
import { reviewShot } from "../support/review-shot";

/*
 * The builder's versions: every publish listed with what changed; a version previewed, compared with the draft and
 * restored whole or one section alone; unpublished changes discarded; a custom page unpublished.
 */

const rowTitles = (page: Page) =>
  page
    .getByTestId("section-row")
    .getByRole("button", { name: /^Edit / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")!.slice("Edit ".length)));

async function publishedThreeTimes(page: Page): Promise<string> {
  const created = await page.request.post("/api/admin/pages", { data: {} });
  const slug = ((await created.json()) as Editing).page.slug;
  await saveAndPublish(page.request, slug, [section("a", "First")]);
  await saveAndPublish(page.request, slug, [section("a", "First"), section("b", "Second")]);
  await saveAndPublish(page.request, slug, [section("b", "Second, edited")]);
  return slug;
}

async function openVersions(page: Page, slug: string) {
  await page.goto(`/admin/dashboard?page=${slug}`);
  await expect(page.getByRole("region", { name: "Page" })).toBeVisible();
  await page.getByRole("button", { name: "Versions" }).click();
  return page.getByRole("dialog", { name: /^Versions of / });
}

/** Opens version 1 in the Versions dialog and restores it as the draft, confirming. */
async function restoreVersionOne(page: Page, versions: Locator) {
  await versions.getByRole("button", { name: "Open version 1" }).click();
  await versions.getByRole("button", { name: "Restore version 1" }).click();
  await page
    .getByRole("dialog", { name: "Restore version 1 as the draft?" })
    .getByRole("button", { name: "Restore version 1" })
    .click();
  await expect(page.getByText("Version 1 restored")).toBeVisible();
}

test("three publishes listed; version 1 previewed, compared and restored whole, then undone", async ({ page }) => {
  await signIn(page);
  const slug = await publishedThreeTimes(page);
  const versions = await openVersions(page, slug);
  const list = versions.getByRole("list", { name: "Versions" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(list.getByRole("listitem").nth(0)).toContainText("Version 3");
  await expect(list.getByRole("listitem").nth(0)).toContainText("1 section removed, 1 section edited");
  await expect(list.getByRole("listitem").nth(2)).toContainText("First published version");
  // The version visitors see is marked in words, and for screen readers as the current one.
  const newest = list.getByRole("listitem").first();
  await expect(newest).toHaveAttribute("aria-current", "true");
  await expect(newest.getByText(/^Live, what visitors see now$/)).toBeVisible();
  await expect(list.locator("[aria-current]")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await versions.getByRole("button", { name: "Open version 1" }).click();
  await expect(versions).toContainText("Added in your draft: Second, edited");
  await expect(versions).toContainText("Not in your draft: First");
  await versions.getByRole("button", { name: "Preview version 1" }).click();
  await expect(versions.frameLocator("iframe").getByRole("heading", { level: 1 })).toHaveText("First");

  await versions.getByRole("button", { name: "Restore version 1" }).click();
  const confirm = page.getByRole("dialog", { name: "Restore version 1 as the draft?" });
  await confirm.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByText("Version 1 restored")).toBeVisible();
  await expect(versions).toBeHidden();
  expect(await rowTitles(page)).toEqual(["First"]);
  expect((await current(page.request, slug)).draft?.map((s) => s.title)).toEqual(["First"]);

  // Restoring is a change like any other: it can be undone.
  await page.getByRole("button", { name: /^Undo: / }).click();
  await expect.poll(() => rowTitles(page)).toEqual(["Second, edited"]);
});

test("a version published after a restore says what it restored, after a reload too", async ({ page }) => {
  await signIn(page);
  const slug = await publishedThreeTimes(page);
  let versions = await openVersions(page, slug);
  const firstDate = await versions.getByRole("list", { name: "Versions" }).getByRole("listitem").nth(2).locator("time");
  const published = (await firstDate.textContent())!.replace("· ", "").trim();
  await restoreVersionOne(page, versions);
  const { page: restored } = await current(page.request, slug);
  const publish = await page.request.post(`/api/admin/pages/${slug}/publish`, {
    data: { revision: restored.revision },
  });
  expect(publish.status()).toBe(200);

  await page.reload();
  versions = await openVersions(page, slug);
  const [newest, previous] = [0, 1].map((n) =>
    versions.getByRole("list", { name: "Versions" }).getByRole("listitem").nth(n),
  );
  await expect(newest!).toContainText("Version 4");
  await expect(newest!.getByText(`Restored version 1 of ${published}`, { exact: true })).toBeVisible();
  await expect(previous!).not.toContainText("Restored");
  await reviewShot(page, test.info().outputPath("versions-restored.png"));
});

test("one section of version 2 comes back alone; unpublished changes are discarded", async ({ page }) => {
  await signIn(page);
  const slug = await publishedThreeTimes(page);
  const versions = await openVersions(page, slug);
  await versions.getByRole("button", { name: "Open version 2" }).click();
  await versions.getByRole("button", { name: 'Restore "First" from version 2' }).click();
  await expect(page.getByText("Section restored")).toBeVisible();
  expect(await rowTitles(page)).toEqual(["First", "Second, edited"]);
  await expect(page.getByRole("region", { name: "Page" })).toContainText("Unpublished changes");

  await page.getByRole("button", { name: "Versions" }).click();
  await versions.getByRole("button", { name: "Discard unpublished changes" }).click();
  await page
    .getByRole("dialog", { name: /^Discard unpublished changes to / })
    .getByRole("button", { name: "Discard changes" })
    .click();
  await expect(page.getByText("Unpublished changes discarded")).toBeVisible();
  expect(await rowTitles(page)).toEqual(["Second, edited"]);
  await expect(page.getByRole("region", { name: "Page" })).toContainText("Published");
});

test("a custom page is unpublished: its address shows the not-found page and it leaves the sitemap", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const slug = await publishedThreeTimes(page);
  const versions = await openVersions(page, slug);
  await versions.getByRole("button", { name: "Unpublish page" }).click();
  await page
    .getByRole("dialog", { name: /^Unpublish the page / })
    .getByRole("button", { name: "Unpublish page" })
    .click();
  await expect(page.getByText("Page unpublished")).toBeVisible();
  await expect(page.getByRole("region", { name: "Page" })).toContainText("Draft");
  await page.getByRole("button", { name: "Versions" }).click();
  await expect(versions).toContainText("None of these versions is live: the page is not published.");
  await expect(versions.getByRole("list", { name: "Versions" }).locator("[aria-current]")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(versions).toBeHidden();
  const visitor = await browser.newContext();
  const response = await (await visitor.newPage()).goto(`/${slug}`);
  expect(response?.status()).toBe(404);
  expect(await (await visitor.request.get("/sitemap.xml")).text()).not.toContain(`/${slug}<`);
  await visitor.close();
});

test("a standard page offers no 'Unpublish page'", async ({ page }) => {
  await signIn(page);
  const versions = await openVersions(page, "_home");
  await expect(versions.getByRole("button", { name: "Unpublish page" })).toHaveCount(0);
});

test("restoring a version is one undo step, named after the version, which also brings back the title", async ({
  page,
}) => {
  await signIn(page);
  const created = await page.request.post("/api/admin/pages", { data: {} });
  const slug = ((await created.json()) as Editing).page.slug;
  await saveAndPublish(page.request, slug, [section("a", "Winter Offers")]);
  await saveAndPublish(page.request, slug, [section("a", "Winter Offers, extended")]);
  const { page: before } = await current(page.request, slug);
  const renamed = await page.request.put(`/api/admin/pages/${slug}`, {
    data: {
      page: { title: "Spring", slug, description: "" },
      sections: [section("a", "Spring Offers")],
      revision: before.revision,
    },
  });
  expect(renamed.status()).toBe(200);
  const versions = await openVersions(page, slug);
  await restoreVersionOne(page, versions);
  const info = page.getByRole("region", { name: "Page" });
  await expect(info.getByRole("heading", { name: before.title, exact: true })).toBeVisible();
  expect(await rowTitles(page)).toEqual(["Winter Offers"]);

  await page.getByRole("button", { name: "Undo: restore version 1" }).click();
  await expect.poll(() => rowTitles(page)).toEqual(["Spring Offers"]);
  await expect(info.getByRole("heading", { name: "Spring", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Nothing to undo" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Redo: restore version 1" })).toBeEnabled();
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 10_000 });
  const draft = await current(page.request, slug);
  expect(draft.page.title).toBe("Spring");
  expect(draft.draft?.map((s) => s.title)).toEqual(["Spring Offers"]);
});
