import { expect, type Page, test } from "@playwright/test";

import { enhanced } from "../support/page-state";

const sizingUrl = "/radiator-sizing?type=living&length=5&width=4&height=2.4&insulation=after-2010";
const modelUrl = "/collection/modern/retto-vertical";

/** The live form's polite announcer, there once the page's enhancement runs. */
const announcer = (page: Page) => page.locator("p.sr-only[aria-live=polite]");

/** Marks the document: a full page load forgets the mark, an update in place keeps it. */
async function markDocument(page: Page) {
  await expect(announcer(page)).toBeAttached();
  await page.evaluate(() => document.documentElement.setAttribute("data-test-mark", "kept"));
}
const expectSameDocument = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-test-mark", "kept");

/** Counts the page's scroll events from now: a jump is one, a glide many. */
const countScrolls = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.dataset.scrolls = "0";
    window.addEventListener("scroll", () => {
      document.documentElement.dataset.scrolls = String(Number(document.documentElement.dataset.scrolls) + 1);
    });
  });
const scrolls = async (page: Page) => Number(await page.locator("html").getAttribute("data-scrolls"));

test.describe("the calculator follows the buyer as they type", () => {
  test("the result, the address and the messages follow, keeping the focus, the caret and the history", async ({
    page,
  }) => {
    await page.goto(sizingUrl);
    await expect(page.getByRole("heading", { name: /This room needs about/ })).toBeVisible();
    await markDocument(page);
    const entries = await page.evaluate(() => history.length);
    const need = await page.getByRole("heading", { name: /This room needs about/ }).textContent();

    const length = page.getByLabel("Length");
    await length.focus();
    await page.keyboard.press("End");
    await page.keyboard.type("0", { delay: 50 });
    await expect(page.getByText("Length must be between 0.5 m and 30 m.")).toBeVisible();
    await expect(length).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert")).toHaveText("Please check the highlighted field.");
    await expect(page).toHaveURL(/length=50&/);

    // The caret stays where the buyer left it: between the 5 and the 0 a dot makes 5.0, then 5.06.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.type(".");
    await page.keyboard.press("End");
    await page.keyboard.type("6");
    await expect(length).toHaveValue("5.06");
    await expect(length).toBeFocused();
    await expect(page).toHaveURL(/length=5\.06&/);
    await expect(page.getByText("Length must be between 0.5 m and 30 m.")).toHaveCount(0);
    await expect(length).not.toHaveAttribute("aria-invalid");
    await expect(page.getByRole("heading", { name: /This room needs about/ })).not.toHaveText(need!);
    // Screen readers hear the new need once, politely.
    await expect(announcer(page)).toHaveText(/^This room needs about [\d,]+ W/);

    // A choice from a list follows at once, and the back button leaves the page rather than undo a keystroke.
    await page.getByRole("combobox", { name: "Heating system" }).selectOption("heat-pump");
    await expect(page.getByText("ΔT21.5")).toBeVisible();
    await expect(page).toHaveURL(/system=heat-pump/);
    await expectSameDocument(page);
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test("Enter in a field updates at once, with the keyboard alone", async ({ page }) => {
    await page.goto(sizingUrl);
    await markDocument(page);
    await page.getByLabel("Width").focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("6");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/width=6&/);
    await expect(page.getByLabel("Width")).toBeFocused();
    await expectSameDocument(page);
  });

  test("on a phone under reduced motion, 'Find radiators' jumps to the result", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(sizingUrl);
    await markDocument(page);
    await countScrolls(page);
    await page.getByLabel("Width").fill("4.5");
    await page.getByRole("button", { name: "Find radiators" }).click();
    await expect(page).toHaveURL(/width=4\.5&/);
    await expect(page.getByRole("heading", { name: /This room needs about/ })).toBeInViewport();
    expect(await scrolls(page)).toBeLessThanOrEqual(2);
    await expectSameDocument(page);
  });

  test("a failed update loads the page the ordinary way", async ({ page }) => {
    await page.goto(sizingUrl);
    await markDocument(page);
    await page.route("**/radiator-sizing?**", (route) =>
      route.request().resourceType() === "fetch" ? route.abort() : route.continue(),
    );
    await page.getByLabel("Width").fill("3");
    await expect(page).toHaveURL(/width=3&/);
    await expect(page.locator("html")).not.toHaveAttribute("data-test-mark");
    await expect(page.getByLabel("Width")).toHaveValue("3");
    await expect(page.getByRole("heading", { name: /This room needs about/ })).toBeVisible();
  });
});

test.describe("a model page's system, filters and sizes follow without a reload", () => {
  test("a preset chosen with the keyboard updates the table in place; back returns to the boiler", async ({ page }) => {
    await page.goto(modelUrl);
    await markDocument(page);
    const preset = page.getByRole("link", { name: "Heat pump 45/40/21 °C" });
    await preset.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await preset.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/flow=45&return=40&room=21/);
    await expect(page.getByRole("columnheader", { name: "Your system (ΔT21.5)" })).toBeVisible();
    await expect(page.getByLabel("Flow °C")).toHaveValue("45");
    await expect(preset).toHaveAttribute("aria-current", "true");
    await expect(preset).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(announcer(page)).toContainText("ΔT21.5");

    await page.goBack();
    await expect(page).toHaveURL(modelUrl);
    await expect(page.getByRole("link", { name: "Boiler 75/65/20 °C" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("columnheader", { name: /Your system/ })).toHaveCount(0);
    await expect(page.getByLabel("Flow °C")).toHaveValue("75");
    await expectSameDocument(page);
  });

  test("typed temperatures and filters follow without 'Update sizes', messages included", async ({ page }) => {
    await page.goto(modelUrl);
    await markDocument(page);
    await page.getByLabel("Flow °C").fill("50");
    await page.getByLabel("Return °C").fill("40");
    await page.getByLabel("Room °C").fill("20");
    await expect(page.getByRole("columnheader", { name: "Your system (ΔT25)" })).toBeVisible();
    await page.getByRole("combobox", { name: "Height" }).selectOption("2000");
    await expect(page.locator("tbody th[scope=row]").first()).toHaveText(/^RV-2000-/);
    await expect(page.locator("#main").getByText(/^\d+ of \d+ sizes$/)).toBeVisible();

    await page.getByLabel("Min. output at your system (W)").fill("-5");
    await expect(page.getByRole("alert")).toContainText("The minimum output must be a whole number");
    await expect(page.getByLabel("Min. output at your system (W)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Min. output at your system (W)")).toBeFocused();
    await expectSameDocument(page);
  });

  test("a finish swatch changes the picture's finish in place", async ({ page }) => {
    await page.goto(modelUrl);
    await markDocument(page);
    await page.getByRole("link", { name: "Anthracite RAL 7016" }).click();
    await expect(page.getByText("Finish: Anthracite, RAL 7016")).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a quote", exact: true })).toHaveAttribute(
      "href",
      /finish=anthracite/,
    );
    await expect(announcer(page)).toContainText("Anthracite");
    await expectSameDocument(page);
  });

  test("under reduced motion a size's drawing link jumps to the drawing", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(modelUrl);
    await markDocument(page);
    await countScrolls(page);
    await page.getByRole("link", { name: "Drawing of RV-2000-400-S" }).click();
    await expect(page).toHaveURL(/size=RV-2000-400-S#drawing$/);
    await expect(page.getByText(/^RV-2000-400-S: /)).toBeInViewport();
    await expect(page.locator("#drawing")).toBeFocused();
    expect(await scrolls(page)).toBeLessThanOrEqual(2);
    await expectSameDocument(page);
  });
});

test.describe("without JavaScript the model page is a plain GET form", () => {
  test.use({ javaScriptEnabled: false });

  test("a preset is a link and 'Update sizes' sends the form", async ({ page }) => {
    await page.goto(modelUrl);
    await page.getByRole("link", { name: "Heat pump 45/40/21 °C" }).click();
    await expect(page).toHaveURL(/flow=45&return=40&room=21/);
    await expect(page.getByRole("columnheader", { name: "Your system (ΔT21.5)" })).toBeVisible();
    await page.getByLabel("Flow °C").fill("50");
    await page.getByLabel("Return °C").fill("40");
    await page.getByLabel("Room °C").fill("20");
    await page.getByRole("button", { name: "Update sizes" }).click();
    await expect(page.getByRole("columnheader", { name: "Your system (ΔT25)" })).toBeVisible();
  });
});

test.describe("the quote basket", () => {
  const lines = (page: Page) => page.getByRole("form", { name: "Quote request" }).getByRole("listitem");

  test("lines from several model pages collect into one request, can be removed, and a sent request empties it", async ({
    page,
  }) => {
    await page.goto(modelUrl);
    await page.getByRole("link", { name: "Request a quote", exact: true }).click();
    await expect(lines(page)).toHaveCount(1);
    await page.goto("/collection/premium/volo-ladder");
    await page.getByRole("link", { name: "Request a quote", exact: true }).click();
    await expect(lines(page)).toHaveCount(2);
    await expect(lines(page).nth(0)).toContainText("Retto Vertical");
    await expect(lines(page).nth(1)).toContainText("Volo Ladder");
    // The address is the whole request, so a reload (or a browser without storage) shows it too.
    await expect(page).toHaveURL(/model=retto-vertical.*model=volo-ladder/);
    await page.getByLabel("Room, line 2").fill("Bathroom");
    await page.reload();
    await expect(lines(page)).toHaveCount(2);
    await expect(page.getByLabel("Room, line 2")).toHaveValue("Bathroom");

    // Removed with the keyboard: the focus moves to the next line's 'Remove', and screen readers hear what went.
    await page.getByLabel("Name").fill("Basket buyer");
    // Every module has taken its first look (the announcer may be another module's).
    await enhanced(page);
    await page.getByRole("button", { name: "Remove line 1" }).focus();
    await page.keyboard.press("Enter");
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first()).toContainText("Volo Ladder");
    await expect(page.getByRole("button", { name: "Remove line 1" })).toBeFocused();
    await expect(announcer(page)).toHaveText(/^Removed Retto Vertical/);
    await expect(page.getByLabel("Name")).toHaveValue("Basket buyer");
    await expect(page).not.toHaveURL(/retto-vertical/);

    await page.getByLabel("E-mail").fill("basket@example.co.uk");
    await page.getByLabel("Phone").fill("07700 900123");
    await page.getByLabel("Postcode").fill("M1 1AE");
    await page.getByRole("button", { name: "Send quote request" }).click();
    await expect(page).toHaveURL(/\/quote\?sent=1$/);
    // The sent page's script empties the basket the browser keeps.
    await enhanced(page);
    await page.goto("/quote");
    await expect(page.getByText("Choose a radiator first")).toBeVisible();
  });

  test("removing the last line leaves the empty basket", async ({ page }) => {
    await page.goto(modelUrl);
    await page.getByRole("link", { name: "Request a quote", exact: true }).click();
    await expect(announcer(page)).toBeAttached();
    await page.getByRole("button", { name: "Remove line 1" }).click();
    await expect(page.getByText("Choose a radiator first")).toBeVisible();
    await expect(page).toHaveURL(/\/quote$/);
    await page.goto("/quote");
    await expect(page.getByText("Choose a radiator first")).toBeVisible();
  });
});

/** Two lines of a request, and the lines the quote form shows. */
const twoLines =
  "/quote?model=retto-vertical&size=RV-2000-400-S&finish=white&quantity=1&room=Hall" +
  "&model=retto-vertical&size=RV-2000-300-S&finish=white&quantity=2&room=Study";
const quoteLines = (page: Page) => page.getByRole("form", { name: "Quote request" }).getByRole("listitem");

test.describe("without JavaScript the quote holds the address's lines", () => {
  test.use({ javaScriptEnabled: false });

  test("each line's 'Remove' sends the form without it, keeping what was typed in the rest", async ({ page }) => {
    await page.goto(twoLines);
    await expect(quoteLines(page)).toHaveCount(2);
    await page.getByLabel("Quantity, line 2").fill("3");
    await page.getByLabel("Room, line 2").fill("Landing");
    await page.getByLabel("Valves, line 2").selectOption("thermostatic-valves-brushed-brass");
    await page.getByLabel("Name").fill("Unsent Buyer");
    await page.getByLabel("Note (optional)").fill("Ring after six.");
    await page.getByRole("button", { name: "Remove line 1" }).click();
    await expect(quoteLines(page)).toHaveCount(1);
    await expect(page.getByRole("status")).toHaveText(/^Removed Retto Vertical, RV-2000-400-S/);
    // The size's figures hold together, so no line of the notice starts with "× 400 mm".
    expect(await page.getByRole("status").textContent()).toContain("2,000\u00a0×\u00a0400\u00a0mm.");
    // Without the basket's script the prices shown are those the page was drawn with, and it says so.
    await expect(page.getByText("Prices are worked out again when you send the request.")).toBeVisible();
    await expect(quoteLines(page).first()).toContainText("RV-2000-300-S");
    await expect(page.getByLabel("Quantity, line 1")).toHaveValue("3");
    await expect(page.getByLabel("Room, line 1")).toHaveValue("Landing");
    await expect(page.getByLabel("Valves, line 1")).toHaveValue("thermostatic-valves-brushed-brass");
    await expect(page.getByLabel("Name")).toHaveValue("Unsent Buyer");
    await expect(page.getByLabel("Note (optional)")).toHaveValue("Ring after six.");
    // Posted, not put in the address; nor is the removed line: the page is at the bare quote address.
    expect(page.url()).not.toContain("Unsent");
    await expect(page).toHaveURL(/\/quote$/);
    // Opened again (a shared or reloaded address, the site's 'Quote' link), the address shows the basket as it was
    // left: the removed line stays out, the other as it was edited.
    await page.goto(page.url());
    await expect(quoteLines(page)).toHaveCount(1);
    await expect(quoteLines(page).first()).toContainText("RV-2000-300-S");
    await expect(page.getByLabel("Room, line 1")).toHaveValue("Landing");
    await expect(page.getByLabel("Valves, line 1")).toHaveValue("thermostatic-valves-brushed-brass");
  });
});

// Every line's 'Remove' is a submit button of the form: Enter must still send, with or without JavaScript.
for (const javaScriptEnabled of [false, true]) {
  test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("Enter in a field sends the request, as the form's own button does, and removes no line", async ({ page }) => {
      await page.goto(twoLines);
      await page.getByLabel("Room, line 2").fill("Landing");
      await page.getByLabel("Room, line 2").press("Enter");
      await expect(page.getByText("Please check the highlighted fields. Nothing was lost.")).toBeVisible();
      await expect(quoteLines(page)).toHaveCount(2);
      await expect(page.getByLabel("Room, line 1")).toHaveValue("Hall");
      await expect(page.getByLabel("Room, line 2")).toHaveValue("Landing");
    });
  });
}

/** Every public form's fields show where the keyboard is, as the site's other controls do. */
test("a field reached with the keyboard is outlined, on the calculator, a model page and the quote", async ({
  page,
}) => {
  for (const url of [sizingUrl, modelUrl, "/quote"]) {
    await page.goto(url);
    for (const field of await page.locator("main form").locator("input:not([type=hidden]), select").all()) {
      if (!(await field.isVisible()) || (await field.getAttribute("type")) === "radio") continue;
      await field.focus();
      await expect(field).toBeFocused();
      await expect(field, `${url}: ${await field.getAttribute("name")}`).toHaveCSS("outline-style", "solid");
      await expect(field).toHaveCSS("outline-width", "2px");
    }
  }
});
