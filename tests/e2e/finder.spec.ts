import { expect, type Locator, type Page, test } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "../support/axe";

/** A 45 °C heat pump, vertical, at most 500 mm wide: no such size gives 1,000 W, so ask for 450 W. */
const search = "/radiators?system=heat-pump&flow=45&type=vertical&maxwidth=500&min=450";

const watts = (text: string) => Number(/([\d,]+) W/.exec(text)![1]!.replace(/,/g, ""));

/** The results' count and system (the page's first summary; the compare bar's message is the other). */
const resultCount = (page: Page) => page.locator("[data-live-summary]").first();

/** The result cards, each a list item with a box to compare it. */
const cardList = (page: Page) => page.getByRole("region", { name: "Results" }).getByRole("list");

async function resultCards(page: Page) {
  return cardList(page).getByRole("listitem").all();
}

async function expectTheFinderWorks(page: Page) {
  await page.goto("/radiators");
  await page.getByLabel("Heating system").selectOption("heat-pump");
  await page.getByLabel("Flow temperature (°C)").fill("45");
  await page.getByLabel("Type").selectOption("vertical");
  await page.getByLabel("Maximum width (mm)").fill("500");
  await page.getByLabel("Minimum output (W)").fill("450");
  await page.getByRole("button", { name: "Show radiators" }).click();
  await expect(page).toHaveURL(/maxwidth=500&min=450/);
  await expect(resultCount(page)).toHaveText(/^\d+ sizes, outputs at Heat pump 45\/40\/21 °C/);

  const cards = await resultCards(page);
  expect(cards.length).toBeGreaterThan(1);
  const series = new Set<string>();
  for (const card of cards) {
    const text = await card.innerText();
    series.add(text.split("·")[0]!.trim());
    expect(text).toMatch(/VERTICAL/i);
    const [, , width] = /([\d,]+) × ([\d,]+) ×/.exec(text)!;
    expect(Number(width!.replace(/,/g, ""))).toBeLessThanOrEqual(500);
    expect(watts(text)).toBeGreaterThanOrEqual(450);
    expect(text).toMatch(/Guide price £[\d,]+ in /);
  }
  expect(series.size).toBeGreaterThan(1);

  // The figure shown is the model page's for that size, at the same system and finish.
  const first = cards[0]!;
  const shown = watts(await first.locator("[data-output]").innerText());
  const code = (await first.locator("[data-output]").getAttribute("data-output"))!;
  await first.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`flow=45.*size=${code}`));
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: code, exact: true }) });
  await expect(row.first()).toContainText(`${shown.toLocaleString("en-GB")} W`);
  await page.goBack();

  // Sorting by price.
  await page.getByLabel("Sort by").selectOption("price");
  await page.getByRole("button", { name: "Show radiators" }).click();
  await expect(page).toHaveURL(/sort=price/);
  const prices = await page
    .locator("[data-price]")
    .allInnerTexts()
    .then((texts) => texts.map((t) => Number(/£([\d,]+)/.exec(t)![1]!.replace(/,/g, ""))));
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // Two sizes compared, at the same system.
  const boxes = page.getByRole("checkbox");
  const codes = [(await boxes.nth(0).getAttribute("value"))!, (await boxes.nth(1).getAttribute("value"))!];
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole("button", { name: "Compare the chosen sizes" }).click();
  await expect(page).toHaveURL(/\/compare\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare sizes");
  for (const c of codes) await expect(page.getByRole("columnheader", { name: new RegExp(c) })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Output at your system (ΔT21.5)" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Guide price" })).toBeVisible();
  // Each size compared can be asked for, in the finish and at the system compared.
  await expect(page.getByRole("link", { name: `Request a quote for ${codes[0]}` })).toHaveAttribute(
    "href",
    new RegExp(`^/quote\\?.*${codes[0]}`),
  );
  // Back to the finder as it was: its filters and order kept, also after a size is removed.
  await page.getByRole("link", { name: `Remove ${codes[1]} from the comparison` }).click();
  await page.getByRole("link", { name: "Back to the finder" }).click();
  await expect(page).toHaveURL(/\/radiators\?.*maxwidth=500&min=450.*sort=price/);
  await expect(page.getByLabel("Sort by")).toHaveValue("price");

  // Pipes coming out of the wall at the side: only the models that can connect there.
  await page.goto("/radiators");
  await page.getByLabel("Pipes connect").selectOption({ label: "Side, top and bottom" });
  await page.getByRole("button", { name: "Show radiators" }).click();
  await expect(page).toHaveURL(/connection=side/);
  const sideCards = await resultCards(page);
  expect(sideCards.length).toBeGreaterThan(0);
  for (const card of sideCards) expect((await card.innerText()).split("·")[0]!.trim()).toMatch(/^Augusto/i);
}

/**
 * On a phone, 24 result cards stand between the first boxes and the button that compares them: once two sizes are
 * chosen the button is in the window at once, not after the list (decision 221).
 */
async function chooseTwoOnAPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/radiators");
  const list = cardList(page);
  const compare = page.getByRole("button", { name: "Compare the chosen sizes" });
  await expect(compare).not.toBeInViewport();
  await list.getByRole("checkbox").nth(0).check();
  await list.getByRole("checkbox").nth(1).check();
  await expect(compare).toBeInViewport();
  // With JavaScript the results are drawn again with each tick: what follows works on those of the second.
  await expect(compare).toHaveAccessibleDescription(
    /^(2 sizes chosen, ready to compare\.|Two to four can be compared at once\.)$/,
  );
  await expect(list.getByRole("listitem").last()).not.toBeInViewport();
  return { list, compare };
}

/** The box of the bar that holds the compare button. */
const barAround = (button: Locator) =>
  button.evaluate((element) => element.parentElement!.getBoundingClientRect().toJSON() as DOMRect);

/** Whether two boxes overlap (by more than a rounding). */
const overlap = (a: { y: number; height: number }, b: { y: number; height: number }) =>
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

test.describe("the range finder", () => {
  test("filters every series, links to the same figures, sorts by price and compares two sizes", async ({ page }) => {
    await expectTheFinderWorks(page);
  });

  test("gives a towel rail at a 45 °C heat pump the calculator's and the model page's watts, in a bathroom at 22 °C", async ({
    page,
  }) => {
    await page.goto("/radiators?system=heat-pump&flow=45&type=towel-rail");
    await expect(resultCount(page)).toContainText(
      "outputs at Heat pump 45/40/21 °C (ΔT21.5); towel rails at 45/40/22 °C (ΔT20.5), as a bathroom is kept",
    );
    const card = (await resultCards(page))[0]!;
    await expect(card).toContainText(/at 45\/40\/22 °C/);
    const shown = watts(await card.locator("[data-output]").innerText());
    const code = (await card.locator("[data-output]").getAttribute("data-output"))!;
    const link = card.getByRole("link").first();
    const finish = new URL((await link.getAttribute("href"))!, page.url()).searchParams.get("finish")!;

    // Compared with another towel rail: the same figure, at the same temperatures.
    await page.getByRole("checkbox").nth(0).check();
    await page.getByRole("checkbox").nth(1).check();
    await page.getByRole("button", { name: "Compare the chosen sizes" }).click();
    const compared = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: /^Output at your system/ }) })
      .getByRole("cell")
      .first();
    await expect(compared).toContainText(`${shown.toLocaleString("en-GB")} W`);
    await expect(compared).toContainText("at 45/40/22 °C");
    await page.goBack();

    // The model page, opened from the finder, at the same system.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`flow=45&return=40&room=22.*size=${code}`));
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: code, exact: true }) });
    await expect(row.first()).toContainText(`${shown.toLocaleString("en-GB")} W`);

    // The calculator, for a bathroom on the same heat pump needing just under that rail's output.
    await page.goto(
      `/radiator-sizing?type=bathroom&loss=${shown - 1}&system=heat-pump&flow=45&finish=${finish}#sizing-result`,
    );
    await expect(page.getByText(/Flow 45 °C, return 40 °C, room 22 °C/)).toBeVisible();
    const offered = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: new RegExp(` ${code} at your system$`) }) });
    await expect(offered.first()).toContainText(`${shown.toLocaleString("en-GB")} W (`);
  });

  test("says what is wrong with an output of -5 or 999999 and a flow below the room", async ({ page }) => {
    await page.goto("/radiators?min=-5");
    await expect(page.getByLabel("Minimum output (W)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Minimum output must be a whole number of watts from 0 to 20,000.")).toBeVisible();
    await page.goto("/radiators?min=999999");
    await expect(page.getByText("Minimum output must be a whole number of watts from 0 to 20,000.")).toBeVisible();
    await page.goto("/radiators?system=custom&flow=18&return=15&room=20");
    await expect(page.getByText(/flow temperature must be above the room temperature/i)).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Please check the highlighted field");
  });

  test("follows typing without a reload, keeping the field's focus", async ({ page }) => {
    await page.goto(search);
    const width = page.getByLabel("Maximum width (mm)");
    await width.fill("400");
    await expect(page).toHaveURL(/maxwidth=400/);
    await expect(width).toBeFocused();
    for (const card of await resultCards(page)) {
      const [, , w] = /([\d,]+) × ([\d,]+) ×/.exec(await card.innerText())!;
      expect(Number(w!.replace(/,/g, ""))).toBeLessThanOrEqual(400);
    }
  });

  test("typing done before the page's script arrives is followed once it does", async ({ page }) => {
    // The module that makes the form live is held back until the buyer has typed.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/enhance\/live-form-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(search);
    const width = page.getByLabel("Maximum width (mm)");
    await width.fill("400");
    release();
    await expect(page).toHaveURL(/maxwidth=400/);
    await expect(width).toBeFocused();
    await expect(resultCount(page)).toHaveText(/^\d+ sizes?, /);
  });

  test("asked for more than any one size gives, says so and leads to the calculator at the buyer's system", async ({
    page,
  }) => {
    await page.goto("/radiators?system=heat-pump&flow=45&min=2280");
    await expect(
      page.getByText(
        "No single size gives 2,280 W at Heat pump 45/40/21 °C (ΔT21.5): the strongest that fits your other choices gives 931 W. A room that needs more takes two or more radiators, which the sizing calculator plans.",
      ),
    ).toBeVisible();
    await page.getByRole("link", { name: "Plan the room’s radiators with the sizing calculator" }).click();
    await expect(page).toHaveURL(/\/radiator-sizing\?system=heat-pump$/);
    await expect(page.getByLabel(/^Flow temperature/)).toHaveValue("45");
  });

  test("pages a long list and says how many of how many", async ({ page }) => {
    await page.goto("/radiators");
    await expect(resultCount(page)).toHaveText(/^Sizes 1–24 of \d+/);
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(resultCount(page)).toHaveText(/^Sizes 25–48 of \d+/);
  });

  test("on a phone, comparing is at hand once sizes are chosen, in the keyboard's order, over no card at the end", async ({
    page,
  }) => {
    const { list, compare } = await chooseTwoOnAPhone(page);
    // A control taking the focus behind the bar is brought clear of it; the button comes after the last card.
    const cards = list.getByRole("listitem");
    const bar = await barAround(compare);
    const next = cards.nth(5).getByRole("link");
    await cards.nth(4).getByRole("checkbox").focus();
    await next.evaluate((link, behind) => window.scrollBy(0, link.getBoundingClientRect().top - behind), bar.y + 8);
    await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
    const focused = await next.boundingBox();
    expect(focused!.y + focused!.height).toBeLessThanOrEqual(bar.y);
    await list.getByRole("checkbox").last().focus();
    await page.keyboard.press("Tab");
    await expect(compare).toBeFocused();
    // At the end of the page the bar is back in its place, under the last card and above the footer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [barBox, lastCard, footer] = await Promise.all([
      barAround(compare),
      list.getByRole("listitem").last().boundingBox(),
      page.getByRole("contentinfo").boundingBox(),
    ]);
    expect(overlap(barBox, lastCard!)).toBe(false);
    expect(overlap(barBox, footer!)).toBe(false);
    await compare.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare sizes");
  });

  test("has its title, canonical address, breadcrumb and a place in the sitemap, and passes axe", async ({
    page,
    request,
  }) => {
    await page.goto(search);
    await expect(page).toHaveTitle("Find a radiator | Tepore");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/radiators$/);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Find a radiator");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/\/radiators<\/loc>/);
    expect(sitemap).not.toMatch(/\/compare/);
    await expectNoSeriousA11yViolations(page);
  });

  test("passes axe on a phone, with results and an error", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${search}&maxheight=50`);
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("is reached from the header, the calculator and the collection", async ({ page }) => {
    await page.goto("/radiator-sizing");
    await page.getByRole("link", { name: "Know the output you need? Search every size of the range" }).click();
    await expect(page).toHaveURL("/radiators");
    await page.goto("/collection");
    await expect(page.getByRole("link", { name: "Search every size of the range" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Buyer's tools" })
      .getByRole("link", { name: "Find a radiator" })
      .click();
    await expect(page).toHaveURL("/radiators");
  });
});

test.describe("the comparison", () => {
  test("names unknown codes, is noindex and passes axe on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/compare?sizes=RV-1600-300-S,SO-800-400,NOPE-1");
    await expect(page).toHaveTitle("Compare radiator sizes | Tepore");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("alert")).toContainText("We could not find the size NOPE-1 in our range");
    await expect(page.getByRole("columnheader", { name: /RV-1600-300-S/ })).toBeVisible();
    // A thumb's target (WCAG 2.5.8): 24 px tall at least.
    const remove = await page.getByRole("link", { name: "Remove RV-1600-300-S from the comparison" }).boundingBox();
    expect(remove!.height).toBeGreaterThanOrEqual(24);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoSeriousA11yViolations(page);
  });

  test("starts from a model page's size and adds another by its code", async ({ page }) => {
    await page.goto("/collection/modern/retto-vertical?flow=45&return=40&room=21");
    await page.getByRole("link", { name: "Compare RV-1600-300-S with other sizes" }).first().click();
    await expect(page.getByRole("alert")).toContainText("Choose at least 2 sizes to compare: one more.");
    await page.getByLabel("Add a size by its product code").fill("so-800-400");
    await page.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("columnheader", { name: /SO-800-400/ })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Output at your system (ΔT21.5)" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the finder filters, sorts and compares through plain forms", async ({ page }) => {
    await expectTheFinderWorks(page);
  });

  test("on a phone the button's answer comes into view, below the form", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/radiators");
    await page.getByRole("button", { name: "Show radiators" }).click();
    await expect(page.getByRole("region", { name: "Results" })).toBeInViewport();
  });

  test("on a phone the button that compares the chosen sizes is at hand", async ({ page }) => {
    const { compare } = await chooseTwoOnAPhone(page);
    await compare.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare sizes");
  });
});
