import { expect, type Page, test } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "../support/axe";

/** The 5 × 4 × 2.4 m living room, built after 2010 with double glazing and one medium window: 1,800 W. */
const livingRoom = "type=living&length=5&width=4&height=2.4&insulation=after-2010";
/** The same room before 1930, single glazed, with three outside walls: 3,840 W. */
const poorRoom = "type=living&length=5&width=4&height=2.4&insulation=before-1930&glazing=single&walls=3";

const plans = (page: Page) => page.getByRole("heading", { level: 3, name: /^Plan \d/ });

const pounds = (text: string) => Number(text.replace(/[£,]/g, ""));

/**
 * Each part of every plan: its code, its watts and guide price each and the model page link drawing it; and each
 * plan's guide price is its parts' together.
 */
async function planParts(page: Page) {
  const found: { code: string; watts: string; price: string; href: string }[] = [];
  for (const plan of await page
    .getByRole("listitem")
    .filter({ has: plans(page) })
    .all()) {
    let total = 0;
    for (const part of await plan.getByRole("listitem").all()) {
      const link = part.getByRole("link", { name: / at your system$/ });
      const text = (await part.textContent())!;
      const price = /Guide price (£[\d,]+)/.exec(text)![1]!;
      const count = ["One", "Two", "Three", "Four"].indexOf(/(Two|Three|Four) of /.exec(text)?.[1] ?? "One") + 1;
      total += pounds(price) * count;
      found.push({
        code: (await link.textContent())!.trim(),
        watts: /([\d,]+) W( each|\s\()/.exec(text)![1]!,
        price,
        href: (await link.getAttribute("href"))!,
      });
    }
    const planPrice = (await plan
      .getByText(/^Guide price £[\d,]+/)
      .first()
      .textContent())!;
    expect(pounds(/£[\d,]+/.exec(planPrice)![0])).toBe(total);
  }
  return found;
}

async function fillAndSubmit(page: Page, fields: Record<string, string>) {
  const form = page.getByRole("form", { name: "Room and heating system" });
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByLabel(label, { exact: true });
    if ((await field.evaluate((e) => e.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
  await form.getByRole("button", { name: "Find radiators" }).click();
}

// Each test visits several pages (a model page per size), on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "plans with JavaScript" : "plans without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a heat-pump living room at 45 °C gets plans whose figures match the model pages, size for size", async ({
      page,
    }) => {
      await page.goto("/radiator-sizing");
      await fillAndSubmit(page, {
        Room: "living",
        Length: "5",
        Width: "4",
        "Ceiling height": "2.4",
        Built: "after-2010",
        "Heating system": "heat-pump",
        "Flow temperature (°C)": "45",
      });
      await expect(page.getByRole("heading", { name: "This room needs about 1,800 W (6,142 BTU/h)" })).toBeVisible();
      // The result for the whole form (with JavaScript each change is sent as it is made).
      await expect(page.getByText(/Flow 45 °C, return 40 °C, room 21 °C/)).toBeVisible();
      await expect(plans(page).first()).toBeVisible();
      await expect(page.getByText(/No radiator of our range/)).toHaveCount(0);
      await expect(page.getByText("No plan of up to four radiators meets this need")).toHaveCount(0);

      const parts = await planParts(page);
      expect(parts.length).toBeGreaterThan(0);
      for (const part of parts) {
        expect(part.href).toMatch(/flow=45&return=40&room=21/);
        await page.goto(part.href);
        await expect(page.getByRole("columnheader", { name: "Your system (ΔT21.5)" })).toBeVisible();
        const row = page.locator("tr:visible, li:visible").filter({ has: page.getByText(part.code, { exact: true }) });
        await expect(row).toContainText(`${part.watts} W`);
        // The same guide price, in the same finish, as the model page's.
        await expect(row).toContainText(part.price);
      }
    });

    test("a typed heat loss of 1,800 W from a survey drives the result and says so", async ({ page }) => {
      await page.goto("/radiator-sizing");
      await fillAndSubmit(page, {
        Room: "bedroom",
        "Heating system": "heat-pump",
        "Flow temperature (°C)": "50",
        "Heat loss from a survey (W)": "1,800",
      });
      await expect(page.getByRole("heading", { name: "This room needs about 1,800 W (6,142 BTU/h)" })).toBeVisible();
      await expect(page.getByText("Using your surveyed heat loss of 1,800 W instead of our estimate")).toBeVisible();
      await expect(page.getByRole("cell", { name: "Heat loss from your survey" })).toBeVisible();
      // A bedroom is kept at 18 °C: the heat pump runs 50/45/18.
      await expect(page.getByText(/Flow 50 °C, return 45 °C, room 18 °C/)).toBeVisible();
      await expect(plans(page).first()).toBeVisible();

      await page.goto("/radiator-sizing?type=living&loss=lots");
      await expect(
        page.getByText("Heat loss from a survey must be a whole number of watts from 50 to 20,000, such as 1800."),
      ).toBeVisible();
      await expect(page.getByRole("alert")).toHaveText("Please check the highlighted field.");
    });

    test("a poorly insulated room at 35 °C shows the shortfall in W and %, what would close it, and a way to ask us", async ({
      page,
    }) => {
      await page.goto(`/radiator-sizing?${poorRoom}&system=heat-pump&flow=35`);
      await expect(page.getByRole("heading", { name: "This room needs about 3,840 W (13,102 BTU/h)" })).toBeVisible();
      await expect(
        page.getByRole("heading", { name: "No plan of up to four radiators meets this need" }),
      ).toBeVisible();
      await expect(page.getByText(/[\d,]+ W \(\d+ %\) short/)).toBeVisible();
      await expect(page.getByRole("heading", { name: "What would close the gap" })).toBeVisible();
      await expect(page.getByText("A higher flow temperature.")).toBeVisible();
      await expect(page.getByText("More wall space.")).toBeVisible();
      await expect(page.getByText("Better insulation.")).toBeVisible();

      // The flow that would do: the calculator at it gives plans.
      const warmer = page.getByRole("link", { name: /^See the plans at \d+ °C$/ });
      const flow = /(\d+) °C/.exec((await warmer.textContent())!)![1]!;
      await warmer.click();
      await expect(page).toHaveURL(new RegExp(`flow=${flow}`));
      await expect(plans(page).first()).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/flow=35/);
      await expect(
        page.getByRole("heading", { name: "No plan of up to four radiators meets this need" }),
      ).toBeVisible();
      await page.getByRole("link", { name: "Ask us about this room" }).click();
      await expect(page).toHaveURL(/\/contact\?message=/);
      const message = page.getByLabel("Message", { exact: true });
      await expect(message).toHaveValue(/Room: Living room, 5 × 4 m, 2\.4 m high, kept at 21 °C\./);
      await expect(message).toHaveValue(/Heating: Heat pump 35\/30\/21 °C \(ΔT11\.5\)\./);
      await expect(message).toHaveValue(/falls short by [\d,]+ W \(\d+ %\)/);
    });
  });
}

test.describe("the calculator's fields", () => {
  test("keep to the wall space, offer a bathroom towel rails with their elements, and refuse a cold flow", async ({
    page,
  }) => {
    await page.goto(
      `/radiator-sizing?${livingRoom}&system=heat-pump&flow=50&maxwidth=900&maxheight=700&orientation=horizontal`,
    );
    await expect(plans(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const dimensions of await page.getByText(/^[\d,]+ × [\d,]+ × \d+ mm/).allTextContents()) {
      const [height, width] = dimensions.split(" × ").map((n) => Number(n.replace(/,/g, "")));
      expect(height).toBeLessThanOrEqual(700);
      expect(width).toBeLessThanOrEqual(900);
      expect(width).toBeGreaterThanOrEqual(height!);
    }

    await page.goto(`/radiator-sizing?${livingRoom}&system=heat-pump&flow=45&maxwidth=600&maxheight=300`);
    await expect(page.getByText("More wall space.")).toBeVisible();
    await expect(page.getByRole("link", { name: "See the plans without the wall limits" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto("/radiator-sizing?type=bathroom&length=2.5&width=2&finish=chrome");
    await expect(page.getByRole("textbox", { name: "Room temperature (°C)" })).toHaveAttribute("placeholder", "22");
    const firstPart = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: / at your system$/ }) });
    await expect(firstPart.first()).toContainText(
      /Electric element for summer, when the heating is off \(optional\): \d+ W/,
    );

    // A bigger bathroom on a heat pump: a towel rail with a radiator beside it, before three or four towel rails.
    await page.goto("/radiator-sizing?type=bathroom&length=3&width=2.5&system=heat-pump&flow=45");
    const names = await plans(page).allTextContents();
    const mixed = names.findIndex((name) => / towel rail and (one|two|three) radiators?,/.test(name));
    expect(mixed).toBeGreaterThanOrEqual(0);
    expect(names.slice(0, mixed).every((name) => /^Plan \d: (one|two) towel rails?,/.test(name))).toBe(true);

    await page.goto("/radiator-sizing?length=4&width=4&system=custom&flow=20&return=17&room=21");
    await expect(
      page.getByText("The flow temperature must be above the room temperature, or no heat flows."),
    ).toBeVisible();
    await expect(page.getByText("ΔT-3.5")).toHaveCount(0);
    await expect(page.getByText(/\b0 W\b/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("a small bathroom on a heat pump at 45 °C (2.0 × 1.8 m)", () => {
  const bathroom = "type=bathroom&length=2&width=1.8&system=heat-pump&flow=45";
  const pieces = (name: string) =>
    [...name.matchAll(/(one|two|three|four) (towel rails?|radiators?)/g)].reduce(
      (n, [, count]) => n + ["one", "two", "three", "four"].indexOf(count!) + 1,
      0,
    );

  test("leads with two pieces and offers a towel rail with a radiator beside it, as the page says", async ({
    page,
  }) => {
    await page.goto(`/radiator-sizing?${bathroom}`);
    await expect(page.getByText(/Flow 45 °C, return 40 °C, room 22 °C/)).toBeVisible();
    await expect(
      page.getByText(/For a bathroom: towel rails alone, a towel rail with a radiator beside it and radiators alone/),
    ).toBeVisible();
    const names = await plans(page).allTextContents();
    expect(pieces(names[0]!)).toBeLessThanOrEqual(2);
    const withRail = names.filter((name) => /towel rail/.test(name)).map(pieces);
    expect(withRail).toEqual([...withRail].sort((a, b) => a - b));
    expect(names.some((name) => /: one towel rail and one radiator,/.test(name))).toBe(true);
  });

  test("in chrome, says no radiator comes in it and links to the finishes both come in", async ({ page }) => {
    await page.goto(`/radiator-sizing?${bathroom}&finish=chrome`);
    await expect(plans(page).first()).toContainText("Plan 1: two towel rails,");
    await expect(page.getByText(/For a bathroom: towel rails alone\. /)).toBeVisible();
    await expect(page.getByText(/a towel rail with (a radiator|radiators) beside it/)).toHaveCount(0);
    await expect(
      page.getByText(/None of our radiators comes in Chrome, so no plan here puts one beside a towel rail\./),
    ).toBeVisible();
    await page.getByRole("link", { name: "Anthracite", exact: true }).click();
    await expect(page).toHaveURL(/finish=anthracite/);
    await expect(
      plans(page)
        .filter({ hasText: /: one towel rail and one radiator,/ })
        .first(),
    ).toBeVisible();
  });

  test("on a phone, each plan's links are tap targets at least 24 px tall (WCAG 2.5.8)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/radiator-sizing?${bathroom}`);
    const section = page.getByRole("region", { name: "Radiators that heat it" });
    const links = section
      .getByRole("listitem")
      .filter({ has: plans(page) })
      .getByRole("link", { name: /( at your system$|^Request (a|one) quote|^[A-Z][a-z]+( [\w-]+)*$)/ });
    expect(await links.count()).toBeGreaterThan(10);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.height, (await link.textContent())!).toBeGreaterThanOrEqual(24);
    }
  });
});
