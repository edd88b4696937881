import { type Browser, expect, type Page, test } from "@playwright/test";

import { signIn } from "../support/admin-session";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { ownPort, type OwnServer, startOwnServer } from "../support/own-server";

/*
 * The Navigation screen (decision 151) edits the header's, the drawer's and the footer's links; a publish reaches
 * every visitor at once. The menus are one for the whole site, so these tests run one after another against a
 * server of their own, and the other specs keep SPEC's six links.
 */
const port = ownPort(12);
const password = "navigation-admin-password";
let server: OwnServer;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  server = await startOwnServer(port, { env: { ADMIN_PASSWORD: password } });
});
test.afterAll(async () => {
  await server?.stop();
});

const six = ["Home", "Collection", "Design", "Philosophy", "Gallery", "Contact"];

/** Signs in and opens the Navigation screen, having first created and published the custom page given, if any. */
async function openNavigation(page: Page, published?: { title: string; slug: string }) {
  await signIn(page, password);
  if (published) {
    expect((await page.request.post("/api/admin/pages", { data: published })).status()).toBe(201);
    expect((await page.request.post(`/api/admin/pages/${published.slug}/publish`, { data: {} })).status()).toBe(200);
  }
  await page.goto("/admin/navigation");
  await expect(page.getByRole("heading", { name: "Navigation", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish Navigation" })).toBeDisabled();
}

const headerLinks = (page: Page) => page.getByRole("list", { name: "Links in Header" }).getByRole("textbox");

/** The names of the header's links on the Navigation screen, as they stand. */
async function expectHeaderNames(page: Page, names: string[]) {
  await expect
    .poll(() => headerLinks(page).evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value)))
    .toEqual(names);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish Navigation" }).click();
  await expect(page.getByText("Navigation Published")).toBeVisible();
  await expect(page.getByText("The menus are as visitors see them.")).toBeVisible();
}

/** A visitor's page at `width`, without a session. */
async function visitor(browser: Browser, width: number, path = "/about") {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: `http://127.0.0.1:${port}` });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test("a new page, published and added to the header, is in the header at 1440 px and in the drawer at 390 px", async ({
  page,
  browser,
}) => {
  await openNavigation(page, { title: "Showroom", slug: "showroom" });
  await expectHeaderNames(page, six);

  const form = page.getByRole("form", { name: "Add a link to Header" });
  await form.getByRole("combobox", { name: "Page" }).selectOption({ label: "Showroom (/showroom)" });
  await form.getByRole("button", { name: "Add Link" }).click();
  await expectHeaderNames(page, [...six, "Showroom"]);
  await expect(page.getByText("You have unpublished changes to the menus.")).toBeVisible();
  // Phones without JavaScript reach the header's links through the footer: the screen says which are not there.
  await expect(page.getByText(/^Not in the footer: Showroom\./)).toBeVisible();
  // The preview draws the unsaved menus with the site's own header.
  const preview = page.frameLocator('iframe[title^="Preview of the menus"]');
  await expect(preview.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([...six, "Showroom"]);
  await expectNoSeriousA11yViolations(page);
  await publish(page);

  const wide = await visitor(browser, 1440);
  await expect(wide.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([...six, "Showroom"]);
  await wide.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Showroom" }).click();
  await expect(wide).toHaveURL(/\/showroom$/);
  await wide.context().close();

  const phone = await visitor(browser, 390);
  await phone.getByRole("button", { name: "Open menu" }).click();
  const drawer = phone.getByRole("dialog", { name: "Tepore" });
  await expect(drawer.getByRole("navigation", { name: "Menu" }).getByRole("link")).toHaveText([...six, "Showroom"]);
  await phone.context().close();
});

test("links are renamed, reordered with the keyboard and removed, and visitors see the new menus", async ({
  page,
  browser,
}) => {
  await openNavigation(page);
  await page.getByRole("textbox", { name: "Name of link 7" }).fill("Our Showroom");

  const handle = page.getByRole("button", { name: "Reorder Our Showroom" });
  await handle.focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("status").filter({ hasText: "Our Showroom moved to position 5 of 7." })).toBeAttached();
  await page.keyboard.press("Space");
  await expect(handle).toBeFocused();
  await page.getByRole("button", { name: "Remove Gallery" }).click();
  const expected = ["Home", "Collection", "Design", "Philosophy", "Our Showroom", "Contact"];
  await expectHeaderNames(page, expected);

  // A footer group is a menu of its own.
  await page.getByRole("tab", { name: "Footer: Company" }).click();
  await page.getByRole("button", { name: "Remove Design" }).click();
  await publish(page);

  const wide = await visitor(browser, 1440);
  await expect(wide.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(expected);
  await expect(wide.getByRole("navigation", { name: "Company" }).getByRole("link")).toHaveText([
    "About Us",
    "Our Philosophy",
    "Gallery",
    "Contact",
  ]);
  await wide.context().close();
});

test("a bad address gets a clear message and nothing typed or changed is lost", async ({ page }) => {
  await openNavigation(page);
  await page.getByRole("textbox", { name: "Name of link 1" }).fill("Start");
  const form = page.getByRole("form", { name: "Add a link to Header" });
  await form.getByRole("radio", { name: "Any address" }).check();
  await form.getByLabel("Name in the menu").fill("Trade");
  const address = form.getByRole("textbox", { name: "Address" });

  for (const [typed, message] of [
    ["our trade page", "An address has no spaces."],
    [
      "javascript:alert(1)",
      "Use a page of this site (/contact), an anchor (#contact) or an http, https, mailto or tel address.",
    ],
    ["#trade", "An anchor alone depends on the page it is on: write the page too, like /contact#contact-form."],
  ] as const) {
    await address.fill(typed);
    await form.getByRole("button", { name: "Add Link" }).click();
    await expect(address).toHaveAccessibleDescription(message);
    await expect(address).toHaveValue(typed);
    await expect(form.getByLabel("Name in the menu")).toHaveValue("Trade");
    await expect(headerLinks(page)).toHaveCount(6);
  }

  // The server knows which addresses answer: a page that is not there is refused at publish, the draft kept.
  await address.fill("/trade-counter");
  await form.getByRole("button", { name: "Add Link" }).click();
  await expect(headerLinks(page)).toHaveCount(7);
  await page.getByRole("button", { name: "Publish Navigation" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Trade: No page is published at /trade-counter. Check the address, or publish the page first.",
  );
  await expect(page.getByRole("alert")).toContainText("Your changes are still here.");
  await expect(headerLinks(page).first()).toHaveValue("Start");
  await expect(headerLinks(page)).toHaveCount(7);

  // A name left empty is pointed out, and the menus cannot be published until it has one.
  await page.getByRole("textbox", { name: "Name of link 1" }).fill("");
  await expect(page.getByText("Give the link a name.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish Navigation" })).toBeDisabled();

  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByRole("button", { name: "Publish Navigation" })).toBeDisabled();
});

test("unpublishing a linked page says so and offers to remove its link; deleting one too", async ({
  page,
  browser,
}) => {
  await openNavigation(page, { title: "Journal", slug: "journal" });
  const form = page.getByRole("form", { name: "Add a link to Header" });
  for (const title of ["Journal"]) {
    await form.getByRole("combobox", { name: "Page" }).selectOption({ label: `${title} (/${title.toLowerCase()})` });
    await form.getByRole("button", { name: "Add Link" }).click();
  }
  await publish(page);

  // Unpublish from the builder's Versions, keeping the link: visitors stop seeing it, the menu keeps it.
  await page.goto("/admin/dashboard?page=journal");
  await page.getByRole("button", { name: "Versions" }).click();
  await page
    .getByRole("dialog", { name: /^Versions of / })
    .getByRole("button", { name: "Unpublish page" })
    .click();
  const asking = page.getByRole("dialog", { name: /^Unpublish the page / });
  await expect(asking).toContainText('A menu links to this page: Header ("Journal").');
  const remove = asking.getByRole("checkbox", { name: "Also remove the link from the menus" });
  await expect(remove).toBeChecked();
  await remove.uncheck();
  await asking.getByRole("button", { name: "Unpublish page" }).click();
  await expect(page.getByText("Page unpublished")).toBeVisible();
  const hidden = await visitor(browser, 1440);
  await expect(hidden.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Journal" })).toHaveCount(0);
  await hidden.context().close();

  // Published again, it is back; then deleted from the page list with its link.
  expect((await page.request.post("/api/admin/pages/journal/publish", { data: {} })).status()).toBe(200);
  const back = await visitor(browser, 1440);
  await expect(back.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Journal" })).toBeVisible();
  await back.context().close();

  await page.goto("/admin/pages");
  await page.getByRole("button", { name: "Delete Journal" }).click();
  const deleting = page.getByRole("dialog", { name: 'Delete the page "Journal"?' });
  await expect(deleting).toContainText('A menu links to this page: Header ("Journal").');
  await expect(deleting.getByRole("checkbox", { name: "Also remove the link from the menus" })).toBeChecked();
  await deleting.getByRole("button", { name: "Delete page" }).click();
  await expect(page.getByText("Page Deleted")).toBeVisible();
  await openNavigation(page);
  await expect(page.getByRole("list", { name: "Links in Header" })).not.toContainText("Journal");
});

test("with many links the header gives way to the menu earlier, and never wraps or overflows", async ({
  page,
  browser,
}) => {
  await openNavigation(page);
  const form = page.getByRole("form", { name: "Add a link to Header" });
  await form.getByRole("radio", { name: "Any address" }).check();
  for (const [label, address] of [
    ["Stockists", "/contact"],
    ["Trade Programme", "/about"],
    ["Journal & Press", "/gallery"],
  ]) {
    await form.getByRole("textbox", { name: "Address" }).fill(address!);
    await form.getByLabel("Name in the menu").fill(label!);
    await form.getByRole("button", { name: "Add Link" }).click();
  }
  await publish(page);

  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, javaScriptEnabled });
    const visit = await context.newPage();
    // Loaded once, then widened step by step: the header is laid out by its stylesheet alone, so each width is as
    // a page opened at that width would be.
    await visit.goto("/about");
    for (const width of [1100, 1155, 1200, 1280, 1340, 1407, 1408, 1440, 1535, 1536, 1680, 1920]) {
      await visit.setViewportSize({ width, height: 800 });
      const main = visit.getByRole("navigation", { name: "Main" });
      const menu = visit.getByRole(javaScriptEnabled ? "button" : "link", { name: "Open menu" });
      if (await main.isVisible()) {
        await expect(menu, `${width} px: one way to the links`).toBeHidden();
        const fits = await visit.evaluate(() => {
          const row = document.querySelector("header .container-page")!.getBoundingClientRect();
          const links = [...document.querySelectorAll("header nav a")]
            .map((link) => link.getBoundingClientRect())
            .filter((box) => box.width > 0);
          const tops = links.map((box) => box.top);
          return {
            count: links.length,
            inside: links.every((box) => box.right <= row.right && box.left >= row.left),
            tallest: Math.max(...links.map((box) => box.height)),
            oneRow: Math.max(...tops) - Math.min(...tops) < 8,
          };
        });
        expect(fits.count, `${width} px: every link shows`).toBe(12);
        expect(fits.inside, `${width} px: the links stay inside the header`).toBe(true);
        expect(fits.tallest, `${width} px: no link wraps`).toBeLessThan(40);
        expect(fits.oneRow, `${width} px: the links are on one line`).toBe(true);
      } else {
        await expect(menu, `${width} px: the menu button instead`).toBeVisible();
      }
    }
    await context.close();
  }
});
