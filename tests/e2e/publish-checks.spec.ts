import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";

import { signIn } from "../support/admin-session";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { createPage, openBuilder, sectionEditor } from "../support/builder";
import { current } from "../support/page-history";

/*
 * The checklist before publishing (decision 156), gallery items without placeholder captions (decision 159) and the
 * search settings of Page Settings (decision 157).
 */

const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const goodDescription =
  "Column radiators and towel rails made to order in Sheffield, in every colour of the RAL range, sized for your rooms and your heat pump.";

/** A flat picture of one grey, of a size of its own (so no two share their bytes), uploaded to the media library. */
async function upload(request: APIRequestContext, shade: number, alt = ""): Promise<{ url: string; name: string }> {
  const name = `${unique("shade")}.png`;
  const buffer = await sharp({
    create: {
      width: 1200 + Math.floor(Math.random() * 200),
      height: 800,
      channels: 3,
      background: { r: shade, g: shade, b: shade - 6 },
    },
  })
    .png()
    .toBuffer();
  const response = await request.post("/api/admin/media", {
    multipart: { file: { name, mimeType: "image/png", buffer } },
  });
  expect(response.status()).toBe(201);
  const item = ((await response.json()) as { media: { id: string; url: string; revision: number }[] }).media[0]!;
  if (alt) {
    const described = await request.patch(`/api/admin/media/${item.id}`, { data: { alt, revision: item.revision } });
    expect(described.status()).toBe(200);
  }
  return { url: item.url, name };
}

/** Saves the draft of the page at `slug` through the pages API. */
async function saveDraft(request: APIRequestContext, slug: string, sections: object[], details: object = {}) {
  const { page } = await current(request, slug);
  const saved = await request.put(`/api/admin/pages/${slug}`, {
    data: {
      page: { title: page.title, slug, description: goodDescription, ...details },
      sections,
      revision: page.revision,
    },
  });
  expect(saved.status()).toBe(200);
}

const text = (id: string, title: string, extra: object = {}) => ({
  id,
  type: "text",
  layout: "centered",
  title,
  content: "Every radiator is built to order in our Sheffield workshop.",
  imageUrl: "",
  backgroundColor: "#ffffff",
  ...extra,
});

/** A grid gallery titled `title` of the pictures at `urls`, with no captions. */
const gallery = (title: string, urls: string[]) => ({
  ...text("gallery", title),
  type: "gallery",
  layout: "grid",
  items: urls.map((imageUrl, n) => ({ id: `g${n + 1}`, title: "", content: "", imageUrl })),
});

const checklist = (page: Page) => page.getByRole("dialog", { name: "Before you publish" });
const publishButton = (page: Page) => page.getByRole("button", { name: /^(Publish|Update) & View Site$/ });

test("the checklist finds every kind of problem, names its section and opens it; the page can be published anyway", async ({
  page,
}) => {
  await signIn(page);
  const light = await upload(page.request, 236);
  const dark = await upload(page.request, 40, "A dark radiator in a study");
  const waiting = await createPage(page);
  await saveDraft(page.request, waiting, [text("w", "Winter offers")], { title: "Winter Offers" });
  const slug = await createPage(page);
  const missing = `/${unique("no-such-page")}`;
  await saveDraft(
    page.request,
    slug,
    [
      {
        ...text("hero", "Warm Welcome"),
        type: "hero",
        layout: "full-width",
        imageUrl: light.url,
        buttons: [
          { label: "Book a visit", link: missing, style: "primary" },
          { label: "See the offers", link: `/${waiting}`, style: "outline" },
        ],
      },
      {
        ...text("features", ""),
        type: "features",
        layout: "cards",
        items: [
          { id: "f1", title: "Warm", content: "Quick to heat.", imageUrl: "" },
          { id: "f2", title: "Quiet", content: "No ticking.", imageUrl: "" },
        ],
      },
      gallery("Our Rooms", [light.url, dark.url]),
      text("lorem", "Text Section", { content: "Lorem ipsum dolor sit amet, consectetur adipiscing elit." }),
      text("grey", "Our Promise", { backgroundColor: "#808080" }),
      {
        ...text("cards", "Explore"),
        type: "collection-cards",
        layout: "default",
        items: [{ id: "c1", title: "Bathroom", content: "Towel rails.", imageUrl: "", link: "" }],
      },
    ],
    { description: "" },
  );
  await openBuilder(page, slug);

  await publishButton(page).click();
  const dialog = checklist(page);
  await expect(dialog).toBeVisible();
  const item = (place: string, message: string | RegExp) =>
    dialog.getByRole("listitem").filter({ hasText: place }).filter({ hasText: message });
  await expect(item("Page Settings", "The page has no meta description.")).toBeVisible();
  await expect(
    item("Section 1: Warm Welcome", /words over the picture read at \d\.\d:1; WCAG AA needs 4\.5:1/),
  ).toBeVisible();
  await expect(
    item("Section 1: Warm Welcome", `The button “Book a visit” (${missing}) leads to a page that does not exist.`),
  ).toBeVisible();
  await expect(
    item(
      "Section 1: Warm Welcome",
      "The button “See the offers” leads to “Winter Offers”, which is not published yet.",
    ),
  ).toBeVisible();
  await expect(item("Section 2: Untitled section", "Heading levels are skipped (h1 to h3)")).toBeVisible();
  await expect(item("Section 3: Our Rooms", "Picture 1 has no alt text.")).toBeVisible();
  await expect(item("Section 4: Text Section", "Placeholder text left: “Text Section” and “Lorem ipsum")).toBeVisible();
  await expect(item("Section 5: Our Promise", "Text on the background #808080 reads at 4.3:1")).toBeVisible();
  await expect(item("Section 6: Explore", "Item 1 has no address to go to.")).toBeVisible();
  await expect(dialog.getByRole("listitem")).toHaveCount(9);
  await expectNoSeriousA11yViolations(page);

  // Each item opens its section in the editor, or the page settings.
  await dialog.getByRole("button", { name: "Open Section 2: Untitled section in the editor" }).click();
  await expect(dialog).toBeHidden();
  await expect(sectionEditor(page)).toBeVisible();
  await sectionEditor(page).getByRole("tab", { name: "Advanced" }).click();
  await expect(sectionEditor(page).getByLabel("Section ID")).toHaveValue("features");
  await sectionEditor(page).getByRole("button", { name: "Cancel" }).click();
  await publishButton(page).click();
  await checklist(page).getByRole("button", { name: "Open Page Settings" }).click();
  await expect(page.getByRole("dialog", { name: "Page Settings" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Page Settings" })).toBeHidden();

  // Nothing blocks: 'Publish anyway' publishes as it is.
  await publishButton(page).click();
  await checklist(page)
    .getByRole("button", { name: /^Publish anyway/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Warm Welcome" })).toBeVisible();
});

test("a page with nothing to fix publishes in one click", async ({ page }) => {
  await signIn(page);
  const slug = await createPage(page);
  await saveDraft(page.request, slug, [text("intro", "Made in Sheffield")], { title: "Workshop" });
  await openBuilder(page, slug);
  await publishButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Made in Sheffield" })).toBeVisible();
});

test("a fix made from the checklist brings it back with what is left, and with nothing left it publishes", async ({
  page,
}) => {
  await signIn(page);
  const slug = await createPage(page);
  await saveDraft(
    page.request,
    slug,
    [text("intro", "Made in Sheffield", { content: "Lorem ipsum dolor sit amet, consectetur adipiscing elit." })],
    { title: "Workshop", description: "" },
  );
  await openBuilder(page, slug);
  await publishButton(page).click();
  await expect(checklist(page).getByRole("listitem")).toHaveCount(2);

  // The section's placeholder text, fixed from the list: the list comes back with the one thing left.
  await checklist(page).getByRole("button", { name: "Open Section 1: Made in Sheffield in the editor" }).click();
  await sectionEditor(page)
    .getByRole("textbox", { name: "Content", exact: true })
    .fill("Every radiator is built to order in our Sheffield workshop.");
  await sectionEditor(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(checklist(page)).toBeVisible();
  await expect(checklist(page).getByRole("listitem")).toHaveCount(1);
  await expect(checklist(page).getByRole("listitem")).toContainText("The page has no meta description.");

  // The page settings' meta description, fixed from the list: nothing is left, and one click publishes.
  await checklist(page).getByRole("button", { name: "Open Page Settings" }).click();
  const settings = page.getByRole("dialog", { name: "Page Settings" });
  await settings.getByLabel("Meta Description").fill(goodDescription);
  await settings.getByRole("button", { name: "Save Page Settings" }).click();
  await expect(checklist(page)).toContainText("Nothing needs your attention now.");
  await expect(checklist(page)).toContainText("Every check has passed: the page is ready to publish.");
  await expect(checklist(page).getByRole("listitem")).toHaveCount(0);
  await checklist(page).getByRole("button", { name: "Publish & View Site" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Made in Sheffield" })).toBeVisible();
});

test("a section opened from the checklist and cancelled does not bring the checklist back", async ({ page }) => {
  await signIn(page);
  const slug = await createPage(page);
  await saveDraft(page.request, slug, [text("intro", "Made in Sheffield")], { title: "Workshop", description: "" });
  await openBuilder(page, slug);
  await publishButton(page).click();
  await checklist(page).getByRole("button", { name: "Open Page Settings" }).click();
  await page.getByRole("dialog", { name: "Page Settings" }).getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog", { name: "Page Settings" })).toBeHidden();
  await page.getByRole("button", { name: "Edit Made in Sheffield" }).click();
  await sectionEditor(page).getByLabel("Title").fill("Made in Sheffield, by hand");
  await sectionEditor(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Section Updated")).toBeVisible();
  await expect(checklist(page)).toBeHidden();
});

test("new gallery items have no placeholder captions, and a picture's alt text comes from the media library", async ({
  page,
}) => {
  await signIn(page);
  const described = await upload(page.request, 60, "Volo in anthracite beside a window");
  const bare = await upload(page.request, 80);
  const slug = await createPage(page);
  await openBuilder(page, slug);
  await page.getByRole("button", { name: "Add Section" }).click();
  const library = page.getByRole("dialog", { name: "Section Library" });
  await library.getByRole("tab", { name: "Gallery" }).click();
  await library
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Grid Gallery", exact: true }) })
    .getByRole("button", { name: "Add This Layout" })
    .click();
  await page.getByRole("button", { name: /^Edit/ }).last().click();
  const editor = sectionEditor(page);
  await editor.getByRole("tab", { name: "Items" }).click();
  await editor.getByRole("button", { name: "Add Item" }).click();
  const captions = editor.getByLabel("Caption", { exact: true });
  await expect(captions).toHaveCount(7);
  for (const caption of await captions.all()) await expect(caption).toHaveValue("");
  for (const description of await editor.getByLabel("Description under the caption").all())
    await expect(description).toHaveValue("");
  await editor.getByRole("button", { name: "Cancel" }).click();
  // The builder has saved the added section: a draft saved through the API now is not refused as out of date.
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 10_000 });

  await saveDraft(page.request, slug, [text("intro", "Rooms we love"), gallery("Gallery", [described.url, bare.url])]);
  const published = await page.request.post(`/api/admin/pages/${slug}/publish`, { data: {} });
  expect(published.status()).toBe(200);
  await page.goto(`/${slug}`);
  const pictures = page.locator("main img");
  await expect(pictures.first()).toHaveAttribute("alt", "Volo in anthracite beside a window");
  await expect(pictures.nth(1)).toHaveAttribute("alt", "");
  await expect(page.getByText("Image description")).toHaveCount(0);
  await expect(page.getByText("Gallery Item")).toHaveCount(0);
});

test("Page Settings: the search preview, a social image from the library, and 'Hide from search engines'", async ({
  page,
}) => {
  await signIn(page);
  const social = await upload(page.request, 50, "Retto in a hallway");
  const first = await upload(page.request, 70, "Flusso in a kitchen");
  const hidden = await createPage(page);
  const shown = await createPage(page);
  const withPicture = [
    text("intro", "Hallways"),
    { ...text("side", "In the light", { imageUrl: first.url }), layout: "two-column" },
  ];
  await saveDraft(page.request, hidden, withPicture, { title: "Hallways" });
  await saveDraft(page.request, shown, withPicture, { title: "Kitchens" });

  await openBuilder(page, hidden);
  await page.getByRole("button", { name: "Edit Page Settings" }).click();
  const settings = page.getByRole("dialog", { name: "Page Settings" });
  const preview = settings.getByTestId("search-preview");
  await expect(preview).toContainText("Hallways | Tepore");
  await expect(preview).toContainText(`› ${hidden}`);
  await expect(preview).toContainText(goodDescription);
  await settings.getByLabel("Meta Description").fill("Radiators for hallways.");
  await expect(preview).toContainText("Radiators for hallways.");
  await expect(settings).toContainText(`Shared links show the page's first picture (${first.name})`);
  await settings.getByRole("button", { name: "Browse" }).click();
  const picker = page.getByRole("dialog", { name: "Select Image from Media Library" });
  await picker.getByRole("button", { name: `Select ${social.name}` }).click();
  await expect(picker).toBeHidden();
  await expect(settings.getByRole("group", { name: "Social image" })).toContainText(social.name);
  await expect(settings.getByRole("group", { name: "Social image" })).toContainText("Alt text: Retto in a hallway");
  await expect(settings.getByLabel("Social image address")).toHaveValue(social.url);
  await settings.getByRole("checkbox", { name: /Hide from search engines/ }).check();
  await expect(preview.locator("xpath=..")).toContainText("Hidden from search engines");
  await expectNoSeriousA11yViolations(page);
  await settings.getByRole("button", { name: "Save Page Settings" }).click();
  await expect(settings).toBeHidden();
  await publishButton(page).click();
  await checklist(page)
    .getByRole("button", { name: /^Publish anyway/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${hidden}$`));

  const origin = new URL(page.url()).origin;
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${origin}${social.url}`);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", `${origin}${social.url}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  const published = await page.request.post(`/api/admin/pages/${shown}/publish`, { data: {} });
  expect(published.status()).toBe(200);
  await page.goto(`/${shown}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${origin}${first.url}`);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", `${origin}${first.url}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${origin}/${shown}</loc>`);
  expect(sitemap).not.toContain(`${origin}/${hidden}</loc>`);
});
