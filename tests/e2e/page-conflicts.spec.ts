import { type Browser, expect, type Page, test } from "@playwright/test";

import { signIn } from "../support/admin-session";

/*
 * Saves that cannot overwrite each other: every draft save names the revision it was based on, and the
 * server refuses a stale one (409) with the page as it is now; the builder then asks what to keep.
 */

async function createPage(page: Page): Promise<string> {
  const response = await page.request.post("/api/admin/pages", { data: {} });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { page: { slug: string } }).page.slug;
}

const rows = (page: Page) => page.getByTestId("section-row");
const saveStatus = (page: Page) => page.getByTestId("save-status");
const conflictDialog = (page: Page) =>
  page.getByRole("dialog", { name: "This page was changed in another tab or browser" });

async function openBuilder(page: Page, slug: string) {
  await page.goto(`/admin/dashboard?page=${slug}`);
  await expect(page.getByRole("region", { name: "Page" })).toBeVisible();
}

/** Edits the first section's title or content through the section editor, and waits for the autosave. */
async function editFirstSection(page: Page, field: "Title" | "Content", value: string) {
  await rows(page).first().getByRole("button", { name: /^Edit/ }).click();
  const editor = page.getByRole("dialog", { name: "Edit section" });
  await editor.getByRole("textbox", { name: field, exact: true }).fill(value);
  await editor.getByRole("button", { name: "Save Changes" }).click();
  await expect(editor).toBeHidden();
}

/** A second browser (its own storage, so no cross-tab sync), signed in, on the same builder page. */
async function secondBrowser(browser: Browser, slug: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  await openBuilder(page, slug);
  return { context, page };
}

/** A new page open in this browser and a second one; this one has saved 'Title from A' since both opened it. */
async function savedInOneOfTwo(page: Page, browser: Browser) {
  await signIn(page);
  const slug = await createPage(page);
  await openBuilder(page, slug);
  const other = await secondBrowser(browser, slug);
  await editFirstSection(page, "Title", "Title from A");
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 10_000 });
  return { slug, other };
}

interface Draft {
  page: { title: string; revision: number };
  draft: { title: string; content: string }[] | null;
}

test("of many saves sent at once against one revision, exactly one is written", async ({ page }) => {
  await signIn(page);
  const slug = await createPage(page);
  const answers = await Promise.all(
    Array.from({ length: 16 }, (_, n) =>
      page.request.put(`/api/admin/pages/${slug}`, {
        data: { page: { title: `Tab ${n}`, slug, description: "" }, revision: 1 },
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(15);
  const winner = ((await answers[statuses.indexOf(200)]!.json()) as Draft).page;
  const refused = (await answers[statuses.indexOf(409)]!.json()) as { error: string; current: Draft };
  expect(refused.error).toBe("This page was changed in another tab or browser.");
  expect(refused.current.page).toMatchObject({ title: winner.title, revision: 2 });
  const stored = (await (await page.request.get(`/api/admin/pages/${slug}`)).json()) as Draft;
  expect(stored.page).toMatchObject({ title: winner.title, revision: 2 });
});

test("a save from a browser showing an older version overwrites nothing; 'Load the newer version' shows it", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { slug, other } = await savedInOneOfTwo(page, browser);

  await editFirstSection(other.page, "Content", "Content from B");
  const dialog = conflictDialog(other.page);
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText("“Untitled Page”, 1 section");
  let stored = (await (await page.request.get(`/api/admin/pages/${slug}`)).json()) as Draft;
  expect(stored.draft![0]!.title).toBe("Title from A");
  expect(stored.draft![0]!.content).not.toBe("Content from B");

  // Closing the dialog only puts the choice off: nothing is saved, and a bar offers it again.
  await other.page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await other.page.getByRole("alert").getByRole("button", { name: "Choose a version" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Load the newer version" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(other.page).first()).toContainText("Title from A");
  await expect(saveStatus(other.page)).toHaveText("Saved");
  // A reload does not bring back the dropped edit.
  await other.page.reload();
  await expect(rows(other.page).first()).toContainText("Title from A");
  // Nothing of B's is left to save: this browser keeps no unconfirmed edit of the page, and says it is saved.
  expect(
    await other.page.evaluate((page) => JSON.parse(localStorage.getItem("tempPageEdits") ?? "{}")[page], slug),
  ).toBe(undefined);
  await expect(saveStatus(other.page)).toHaveText("Saved");
  stored = (await (await page.request.get(`/api/admin/pages/${slug}`)).json()) as Draft;
  expect(stored.draft![0]!.title).toBe("Title from A");
  await expect(conflictDialog(other.page)).toBeHidden();
  await other.context.close();
});

test("'Keep this version' saves this browser's version on top of the newer one", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const { slug, other } = await savedInOneOfTwo(page, browser);
  const afterA = (await (await page.request.get(`/api/admin/pages/${slug}`)).json()) as Draft;

  await editFirstSection(other.page, "Title", "Title from B");
  const dialog = conflictDialog(other.page);
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(saveStatus(other.page)).toContainText("Not saved");
  await dialog.getByRole("button", { name: "Keep this version" }).click();
  await expect(dialog).toBeHidden();
  await expect(saveStatus(other.page)).toHaveText("Saved", { timeout: 10_000 });
  const stored = (await (await page.request.get(`/api/admin/pages/${slug}`)).json()) as Draft;
  expect(stored.draft![0]!.title).toBe("Title from B");
  expect(stored.page.revision).toBe(afterA.page.revision + 1);

  // The first browser, now behind, is asked in turn instead of overwriting.
  await editFirstSection(page, "Content", "More from A");
  await expect(conflictDialog(page)).toBeVisible({ timeout: 10_000 });
  await other.context.close();
});

test("an image's alt text saved elsewhere meanwhile is not overwritten without a second Save", async ({ page }) => {
  await signIn(page);
  const name = `conflict-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.svg`;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#8a5f32"/></svg>';
  const uploaded = await page.request.post("/api/admin/media", {
    multipart: { file: { name, mimeType: "image/svg+xml", buffer: Buffer.from(svg) } },
  });
  expect(uploaded.status()).toBe(201);
  const { media } = (await uploaded.json()) as { media: { id: string; revision: number }[] };
  const id = media[0]!.id;
  await page.goto("/admin/media");
  await page.getByRole("button", { name: `Add alt text for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Image Details" });
  await dialog.getByLabel("Alt text").fill("Mine: a radiator in a hallway.");

  // Meanwhile another tab saves its own alt text.
  const elsewhere = await page.request.patch(`/api/admin/media/${id}`, {
    data: { alt: "Theirs: a towel rail.", revision: media[0]!.revision },
  });
  expect(elsewhere.status()).toBe(200);

  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "This image's details were changed in another tab or browser. Now saved: name",
  );
  await expect(dialog.getByRole("alert")).toContainText('alt text "Theirs: a towel rail."');
  await expect(dialog.getByLabel("Alt text")).toHaveValue("Mine: a radiator in a hallway.");
  const read = async () =>
    ((await (await page.request.get(`/api/admin/media/${id}`)).json()) as { media: { alt: string } }).media.alt;
  expect(await read()).toBe("Theirs: a towel rail.");

  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  expect(await read()).toBe("Mine: a radiator in a hallway.");
});

test("a browser coming back to its tab shows the version saved meanwhile in another, when it has nothing unsaved", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { other } = await savedInOneOfTwo(page, browser);
  // The second browser still shows the page as it opened it; its tab is shown again.
  await expect(rows(other.page).first()).not.toContainText("Title from A");
  await other.page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(rows(other.page).first()).toContainText("Title from A");
  await expect(
    other.page.getByText("This page was changed in another browser: here is its newest version."),
  ).toBeVisible();
  await expect(saveStatus(other.page)).toHaveText("Saved");
  await expect(conflictDialog(other.page)).toBeHidden();
  await other.context.close();
});
