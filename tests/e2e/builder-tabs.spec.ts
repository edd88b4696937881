import { expect, type Page, test } from "@playwright/test";

import { newPageInBuilder, openBuilder, rows, saveStatus, sectionEditor, serverDraft } from "../support/builder";

/*
 * Two tabs of one browser on one page (decisions 032, 090): a section editor saves only the fields it changed, onto
 * the section as it is now, so an edit made in the other tab meanwhile is kept; the same field changed in both asks.
 */

async function openEditor(page: Page) {
  await rows(page).first().getByRole("button", { name: /^Edit/ }).click();
  await expect(sectionEditor(page)).toBeVisible();
}

async function fill(page: Page, field: "Title" | "Content", value: string) {
  await sectionEditor(page).getByRole("textbox", { name: field, exact: true }).fill(value);
}

async function saveEditor(page: Page) {
  await sectionEditor(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(sectionEditor(page)).toBeHidden();
}

async function twoTabsEditingOneSection(page: Page) {
  const slug = await newPageInBuilder(page);
  const other = await page.context().newPage();
  await openBuilder(other, slug);
  await openEditor(page);
  await openEditor(other);
  return { slug, other };
}

/** The first tab saves a new title; the other, its editor still open, shows it in its list. */
async function saveTitleInFirstTab(page: Page, other: Page) {
  await fill(page, "Title", "Title from tab A");
  await saveEditor(page);
  await expect(rows(other).first()).toContainText("Title from tab A");
}

test("a section edited in two tabs keeps the title saved in one and the text saved in the other", async ({ page }) => {
  test.setTimeout(60_000);
  const { slug, other } = await twoTabsEditingOneSection(page);

  await saveTitleInFirstTab(page, other);
  await fill(other, "Content", "Text from tab B");
  await saveEditor(other);

  await expect(page.getByRole("dialog", { name: /changed in another tab/ })).toHaveCount(0);
  await expect(other.getByRole("dialog", { name: /changed in another tab/ })).toHaveCount(0);
  for (const tab of [page, other]) {
    await expect(rows(tab).first()).toContainText("Title from tab A");
    await expect(saveStatus(tab)).toHaveText("Saved", { timeout: 10_000 });
  }
  await expect
    .poll(async () => (await serverDraft(page, slug))?.[0])
    .toMatchObject({ title: "Title from tab A", content: expect.stringContaining("Text from tab B") });
  await rows(page).first().getByRole("button", { name: /^Edit/ }).click();
  await expect(sectionEditor(page).getByRole("textbox", { name: "Content", exact: true })).toContainText(
    "Text from tab B",
  );
});

test("the same field changed in two tabs asks which to keep, and keeps the choice", async ({ page }) => {
  test.setTimeout(60_000);
  const { slug, other } = await twoTabsEditingOneSection(page);

  await saveTitleInFirstTab(page, other);
  await fill(other, "Title", "Title from tab B");
  await sectionEditor(other).getByRole("button", { name: "Save Changes" }).click();

  const dialog = other.getByRole("dialog", { name: "This page was changed in another tab or browser" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Changed in both: Title");
  await expect(rows(other).first()).toContainText("Title from tab A");
  await dialog.getByRole("button", { name: "Keep this version" }).click();
  await expect(dialog).toBeHidden();
  for (const tab of [other, page]) await expect(rows(tab).first()).toContainText("Title from tab B");
  await expect(saveStatus(other)).toHaveText("Saved", { timeout: 10_000 });
  await expect.poll(async () => (await serverDraft(page, slug))?.[0]?.title).toBe("Title from tab B");
});

test("saving one tab's editor keeps what is typed in the other's, offered back after a reload", async ({ page }) => {
  test.setTimeout(60_000);
  const { other } = await twoTabsEditingOneSection(page);
  await fill(page, "Title", "Title from tab A");
  await fill(other, "Content", "Typed in tab B");
  await saveEditor(page);

  other.once("dialog", (dialog) => void dialog.accept());
  await other.reload();
  const offer = other.getByRole("dialog", { name: /^Restore unsaved changes to the / });
  await offer.getByRole("button", { name: "Restore changes" }).click();
  await expect(sectionEditor(other).getByRole("textbox", { name: "Content", exact: true })).toContainText(
    "Typed in tab B",
  );
});

test("a section deleted in one tab while edited in the other asks, and 'Keep this version' brings it back", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const slug = await newPageInBuilder(page);
  const other = await page.context().newPage();
  await openBuilder(other, slug);
  await openEditor(other);

  await rows(page)
    .first()
    .getByRole("button", { name: /^Delete/ })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete section" }).click();
  await expect(rows(other)).toHaveCount(0);
  await fill(other, "Title", "Still wanted");
  await sectionEditor(other).getByRole("button", { name: "Save Changes" }).click();

  const dialog = other.getByRole("dialog", { name: "This page was changed in another tab or browser" });
  await expect(dialog).toContainText("was deleted in another tab. Keeping this version brings it back.");
  await dialog.getByRole("button", { name: "Keep this version" }).click();
  for (const tab of [other, page]) await expect(rows(tab).first()).toContainText("Still wanted");
  await expect
    .poll(async () => (await serverDraft(page, slug))?.map((section) => section.title))
    .toEqual(["Still wanted"]);
});
