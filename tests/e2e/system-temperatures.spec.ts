import { expect, type Page, test } from "@playwright/test";

/** The size card (phones) or table row (wide screens) of a product code, whichever is shown. */
const sizeEntry = (page: Page, code: string) =>
  page.locator("tr:visible, li:visible").filter({ has: page.getByText(code, { exact: true }) });

const heatPump45 = /flow=45&return=40&room=21/;

test.describe("the buyer's system temperatures travel from the calculator", () => {
  test("a heat-pump living room's size shows the same temperatures and output on the model page", async ({ page }) => {
    await page.goto(
      "/radiator-sizing?type=living&length=5&width=4&height=2.4&insulation=after-2010&system=heat-pump&flow=45",
    );
    await expect(page.getByText(/Flow 45 °C, return 40 °C, room 21 °C/)).toBeVisible();
    await expect(page.getByText("ΔT21.5")).toBeVisible();

    // The first size offered, and its output per radiator at the buyer's system.
    const sizeLink = page.getByRole("link", { name: / at your system$/ }).first();
    // The card of that first size (the page now offers several plans, so several cards hold such a link).
    const card = page.locator("li li", { has: sizeLink }).first();
    const code = (await sizeLink.textContent())!.trim();
    // "1,234 W (…" for one radiator, "1,234 W each, …" for two.
    const watts = /([\d,]+) W( each|\s\()/.exec((await card.textContent())!)![1]!;
    const modelLink = page.locator("h4 a").first();
    await expect(modelLink).toHaveAttribute("href", heatPump45);
    await expect(card.getByRole("link", { name: /^Request a quote for/ })).toHaveAttribute(
      "href",
      /message=Outputs\+for\+my\+system%3A\+Heat\+pump\+45%2F40%2F21/,
    );

    await sizeLink.click();
    await expect(page).toHaveURL(heatPump45);
    await expect(page).toHaveURL(new RegExp(`size=${code}`));
    await expect(page.getByRole("link", { name: "Heat pump 45/40/21 °C" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByLabel("Flow °C")).toHaveValue("45");
    await expect(page.getByLabel("Return °C")).toHaveValue("40");
    await expect(page.getByLabel("Room °C")).toHaveValue("21");
    await expect(page.getByRole("columnheader", { name: "Your system (ΔT21.5)" })).toBeVisible();
    await expect(sizeEntry(page, code)).toContainText(`${watts} W`);

    // The spec sheet and the quote carry the same system.
    await expect(page.getByRole("link", { name: /spec sheet/i })).toHaveAttribute("href", heatPump45);
    const quote = page.getByRole("link", { name: "Request a quote", exact: true });
    await expect(quote).toHaveAttribute("href", /message=Outputs\+for\+my\+system/);
    await quote.click();
    await expect(page.getByLabel("Note (optional)")).toHaveValue(
      "Outputs for my system: Heat pump 45/40/21 °C (ΔT21.5).",
    );
  });

  test("the spec sheet refuses temperatures that cannot heat a room", async ({ request }) => {
    const response = await request.get("/api/spec-sheets/retto-vertical.pdf?flow=20&return=17&room=21");
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("The flow temperature must be above the room temperature");
  });
});

test.describe("the model page's own temperatures and filters", () => {
  test("a flow below the room, a return above the flow and an absurd minimum are each refused with a message", async ({
    page,
  }) => {
    await page.goto("/collection/modern/retto-vertical?flow=20&return=17&room=21");
    await expect(page.getByRole("alert")).toContainText(
      "The flow temperature must be above the room temperature, or no heat flows. Outputs are shown at 75/65/20 °C (ΔT50)",
    );
    await expect(page.getByLabel("Flow °C")).toHaveValue("20");
    await expect(page.getByText("ΔT-3.5")).toHaveCount(0);

    await page.goto("/collection/modern/retto-vertical?flow=40&return=45&room=21");
    await expect(page.getByRole("alert")).toContainText("The return temperature cannot be above the flow temperature.");

    await page.goto("/collection/modern/retto-vertical?min=-50");
    await expect(page.getByRole("alert")).toContainText(
      "The minimum output must be a whole number of watts from 0 to 20,000.",
    );
    await page.goto("/collection/modern/retto-vertical?min=250000");
    await expect(page.getByRole("alert")).toContainText("20,000");
  });
});

/** The first towel rail the finder gives at a 45 °C heat pump: its code, its watts and its model page's path. */
async function finderRail(page: Page) {
  await page.goto("/radiators?system=heat-pump&flow=45&type=towel-rail");
  const card = page.getByRole("region", { name: "Results" }).getByRole("list").getByRole("listitem").first();
  const output = card.locator("[data-output]");
  const code = (await output.getAttribute("data-output"))!;
  const watts = /([\d,]+) W/.exec(await output.innerText())![1]!;
  const href = (await card.getByRole("link").first().getAttribute("href"))!;
  const path = new URL(href, page.url()).pathname;
  return { code, watts, path };
}

/** A towel rail's model page opened on its own offers the heat pump in a bathroom at 22 °C, as the finder gives it. */
async function expectTheRailsPresetsMatchTheFinder(page: Page) {
  const rail = await finderRail(page);
  await page.goto(rail.path);
  await expect(page.getByRole("link", { name: "Heat pump 45/40/21 °C" })).toHaveCount(0);
  await page.getByRole("link", { name: "Heat pump 45/40/22 °C" }).click();
  await expect(page).toHaveURL(/flow=45&return=40&room=22/);
  await expect(page.getByRole("link", { name: "Heat pump 45/40/22 °C" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("columnheader", { name: "Your system (ΔT20.5)" })).toBeVisible();
  await expect(sizeEntry(page, rail.code)).toContainText(`${rail.watts} W`);
  await expect(page.getByRole("link", { name: /spec sheet/i })).toHaveAttribute("href", /flow=45&return=40&room=22/);
  return rail;
}

test.describe("a towel rail's model page on its own gives the finder's watts on a heat pump", () => {
  test("its heat pump presets take the bathroom's 22 °C; temperatures typed into a link keep what they say", async ({
    page,
  }) => {
    const rail = await expectTheRailsPresetsMatchTheFinder(page);
    await expect(page.getByText(/heat pump presets take the room at 22 °C, as a bathroom is kept/)).toBeVisible();

    await page.goto(`${rail.path}?flow=45&return=40&room=21`);
    await expect(page.getByLabel("Room °C")).toHaveValue("21");
    await expect(page.getByRole("columnheader", { name: "Your system (ΔT21.5)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Heat pump 45/40/22 °C" })).not.toHaveAttribute("aria-current");
  });

  test("a radiator's page keeps the presets at 21 °C", async ({ page }) => {
    await page.goto("/collection/modern/retto-vertical");
    await expect(page.getByRole("link", { name: "Heat pump 45/40/21 °C" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Heat pump 45/40/22 °C" })).toHaveCount(0);
  });
});

test.describe("without JavaScript a towel rail's preset is a link to the bathroom's 22 °C", () => {
  test.use({ javaScriptEnabled: false });

  test("and gives the finder's watts", async ({ page }) => {
    await expectTheRailsPresetsMatchTheFinder(page);
  });
});
