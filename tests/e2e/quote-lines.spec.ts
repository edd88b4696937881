import { expect, type Locator, type Page, test } from "@playwright/test";

import { catalogueSeed } from "../../app/content/catalogue";
import { sizePrice } from "../../app/lib/catalogue/prices";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { enhanced } from "../support/page-state";

/** A panel that connects at the bottom, opposite ends only, and a column radiator that also connects at the side. */
const panel = catalogueSeed.models.find((model) => model.id === "retto-horizontal")!;
const panelSize = panel.sizes.find((size) => size.code === "RH-600-1000-D")!;
const panelFinish = panel.finishes.find((finish) => finish.id === "white")!;
const column = catalogueSeed.models.find((model) => model.connections.includes("side"))!;
const columnSize = column.sizes[0]!;
const columnFinish = column.finishes[0]!;
const fitting = (id: string) => catalogueSeed.fittings.find((f) => f.id === id)!;
const valves = fitting("thermostatic-valves-chrome");
const brackets = fitting("wall-brackets");
const pounds = (n: number) => `£${n.toLocaleString("en-GB")}`;

const line = (model: string, size: string, finish: string, quantity: string, room: string, connection = "") => [
  ["model", model],
  ["size", size],
  ["finish", finish],
  ["quantity", quantity],
  ["room", room],
  ["valves", ""],
  ["connection", connection],
  ["brackets", ""],
  ["heating", ""],
];
const address = (...lines: string[][][]) => `/quote?${new URLSearchParams(lines.flat() as [string, string][])}`;
const panelLine = (quantity = "2", connection = "") =>
  line(panel.id, panelSize.code, panelFinish.id, quantity, "Kitchen", connection);
const columnLine = line(column.id, columnSize.code, columnFinish.id, "1", "Hall");

const lines = (page: Page) => page.getByRole("form", { name: "Quote request" }).getByRole("listitem");
const options = (page: Page, label: string) => page.getByLabel(label).locator("option").allTextContents();
const total = (page: Page) => page.locator("[data-quote-total]");

/** Checks each price is in the page's text family with lining tabular figures, and answers where each stands. */
async function moneyBoxes(page: Page, prices: Locator[]) {
  const text = await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily);
  const boxes = [];
  for (const price of prices) {
    const { family, figures } = await price.evaluate((element) => ({
      family: getComputedStyle(element).fontFamily,
      figures: getComputedStyle(element).fontVariantNumeric,
    }));
    expect(family).toBe(text);
    expect(figures.split(" ").sort()).toEqual(["lining-nums", "tabular-nums"]);
    boxes.push((await price.boundingBox())!);
  }
  return boxes;
}

async function fillBuyer(page: Page) {
  await page.getByLabel("Name").fill("Lines Buyer");
  await page.getByLabel("E-mail").fill("lines.buyer@example.co.uk");
  await page.getByLabel("Phone").fill("07700 900123");
  await page.getByLabel("Postcode").fill("M1 1AE");
}

test.describe("each line offers what its model is made for", () => {
  test.use({ javaScriptEnabled: false });

  test("the pipe connections of its model only, advice first", async ({ page }) => {
    await page.goto(address(panelLine(), columnLine));
    expect(await options(page, "Pipe connection, line 1")).toEqual([
      "Not sure, please advise",
      "Bottom, opposite ends",
    ]);
    expect(await options(page, "Pipe connection, line 2")).toEqual([
      "Not sure, please advise",
      "Bottom, opposite ends",
      "Side, top and bottom",
    ]);
  });

  test("a connection the model is not made for is refused on its line, keeping all that was typed", async ({
    page,
  }) => {
    await page.goto(address(panelLine("3", "side")));
    await expect(page.getByLabel("Pipe connection, line 1")).toHaveValue("side");
    await fillBuyer(page);
    await page.getByRole("button", { name: "Send quote request" }).click();
    await expect(lines(page).first()).toContainText(
      `${panel.name} is made for one pipe connection: bottom, opposite ends. Please choose it, or ‘Not sure, please advise’.`,
    );
    await expect(page.getByLabel("Quantity, line 1")).toHaveValue("3");
    await expect(page.getByLabel("Room, line 1")).toHaveValue("Kitchen");
    await expect(page.getByLabel("Pipe connection, line 1")).toHaveValue("side");
    await expect(page.getByLabel("Name")).toHaveValue("Lines Buyer");
    await page.getByLabel("Pipe connection, line 1").selectOption("bottom-opposite");
    await page.getByRole("button", { name: "Send quote request" }).click();
    await expect(page).toHaveURL(/\/quote\?sent=1$/);
  });
});

test.describe("each line offers the brackets its model takes", () => {
  test.use({ javaScriptEnabled: false });
  const feetColumn = catalogueSeed.models.find((model) => model.id === "augusto-3-column")!;
  const label = (id: string) => {
    const { name, finish, price } = fitting(id);
    return `${finish ? `${name}, ${finish.toLowerCase()}` : name} — ${pounds(price)} a set`;
  };

  test("feet only for a model that stands on them, 'No brackets' first", async ({ page }) => {
    await page.goto(
      address(panelLine(), line(feetColumn.id, feetColumn.sizes[0]!.code, feetColumn.finishes[0]!.id, "1", "Hall")),
    );
    expect(await options(page, "Brackets or feet, line 1")).toEqual(["No brackets", label("wall-brackets")]);
    expect(await options(page, "Brackets or feet, line 2")).toEqual([
      "No brackets",
      label("wall-brackets"),
      label("floor-feet"),
      label("cast-floor-feet"),
    ]);
  });

  test("feet on a wall-hung model are refused on its line, keeping all that was typed", async ({ page }) => {
    const withFeet = panelLine("3").map((pair) => (pair[0] === "brackets" ? ["brackets", "floor-feet"] : pair));
    await page.goto(address(withFeet));
    await expect(page.getByLabel("Brackets or feet, line 1")).toHaveValue("floor-feet");
    await expect(page.getByLabel("Brackets or feet, line 1").locator("option:checked")).toHaveText(
      `${label("floor-feet")} (not made for this model)`,
    );
    await fillBuyer(page);
    await page.getByRole("button", { name: "Send quote request" }).click();
    await expect(lines(page).first()).toContainText(
      `${panel.name} is made for one set of brackets: wall brackets. Please choose it, or ‘No brackets’.`,
    );
    await expect(page.getByLabel("Quantity, line 1")).toHaveValue("3");
    await expect(page.getByLabel("Brackets or feet, line 1")).toHaveValue("floor-feet");
    await expect(page.getByLabel("Name")).toHaveValue("Lines Buyer");
    await page.getByLabel("Brackets or feet, line 1").selectOption("wall-brackets");
    await page.getByRole("button", { name: "Send quote request" }).click();
    await expect(page).toHaveURL(/\/quote\?sent=1$/);
  });
});

test.describe("the estimated total", () => {
  const panelUnit = sizePrice(panelSize, panelFinish);
  const columnUnit = sizePrice(columnSize, columnFinish);

  test("follows quantities and fittings as the buyer chooses them, politely", async ({ page }) => {
    await page.goto(address(panelLine(), columnLine));
    await expect(page.getByText("Estimated total, including VAT")).toBeVisible();
    await expect(total(page)).toHaveText(pounds(2 * panelUnit + columnUnit));
    await expect(page.getByText("Guide prices include VAT. Your quote confirms the price and delivery.")).toBeVisible();
    await expect(total(page).locator("xpath=..")).toHaveAttribute("aria-live", "polite");
    await enhanced(page);
    await page.getByLabel("Valves, line 1").selectOption(valves.id);
    await page.getByLabel("Brackets or feet, line 1").selectOption(brackets.id);
    const panelLinePrice = 2 * (panelUnit + valves.price + brackets.price);
    await expect(lines(page).first()).toContainText(`Guide price of this line: ${pounds(panelLinePrice)}`);
    await expect(total(page)).toHaveText(pounds(panelLinePrice + columnUnit));
    await page.getByLabel("Quantity, line 2").fill("3");
    await expect(total(page)).toHaveText(pounds(panelLinePrice + 3 * columnUnit));
    await page.getByLabel("Quantity, line 2").fill("");
    await expect(lines(page).nth(1)).toContainText("Guide price of this line: needs a quantity from 1 to 50");
    await expect(total(page)).toHaveText(`${pounds(panelLinePrice)}, leaving out the lines without a price`);
    // Removing a line takes its price out of the total.
    await page.getByLabel("Quantity, line 2").fill("1");
    await page.getByRole("button", { name: "Remove line 1" }).click();
    await expect(lines(page)).toHaveCount(1);
    await expect(total(page)).toHaveText(pounds(columnUnit));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("it is right on the page and after each submit", async ({ page }) => {
      await page.goto(address(panelLine(), columnLine));
      await expect(total(page)).toHaveText(pounds(2 * panelUnit + columnUnit));
      await page.getByLabel("Valves, line 1").selectOption(valves.id);
      await page.getByLabel("Quantity, line 2").fill("2");
      // Sent without the buyer's details: refused, every choice kept, the total as chosen.
      await page.getByRole("button", { name: "Send quote request" }).click();
      await expect(page.getByText("Please check the highlighted fields. Nothing was lost.")).toBeVisible();
      await expect(total(page)).toHaveText(pounds(2 * (panelUnit + valves.price) + 2 * columnUnit));
    });
  });
});

test.describe("a towel rail's electric parts", () => {
  const rail = catalogueSeed.models.find((model) => model.id === "augusto-towel-rail")!;
  const railSize = rail.sizes[0]!;
  const railFinish = rail.finishes[0]!;
  const railUnit = sizePrice(railSize, railFinish);
  const panelUnit = sizePrice(panelSize, panelFinish);
  const element = fitting("thermostatic-element-timer");
  const tPiece = fitting("dual-fuel-t-piece-chrome");
  const railLine = line(rail.id, railSize.code, railFinish.id, "2", "Bathroom");
  const dualFuelWords = `Includes the thermostatic element with timer (${pounds(element.price)}) and the dual-fuel T-piece, chrome (${pounds(tPiece.price)}), per rail.`;
  const dualFuelLine = 2 * (railUnit + element.price + tPiece.price);

  test("are priced and named on the line as the buyer chooses Dual fuel", async ({ page }) => {
    await page.goto(address(panelLine(), railLine));
    await enhanced(page);
    const railItem = lines(page).nth(1);
    await expect(railItem).toContainText(`Guide price of this line: ${pounds(2 * railUnit)}`);
    await expect(railItem).not.toContainText("Includes");
    await expect(total(page)).toHaveText(pounds(2 * panelUnit + 2 * railUnit));
    await page.getByLabel("Heating, line 2").selectOption("dual-fuel");
    await expect(railItem).toContainText(`Guide price of this line: ${pounds(dualFuelLine)}`);
    await expect(railItem).toContainText(dualFuelWords);
    await expect(total(page)).toHaveText(pounds(2 * panelUnit + dualFuelLine));
    await page.getByLabel("Heating, line 2").selectOption("electric");
    await expect(railItem).toContainText(`Guide price of this line: ${pounds(2 * (railUnit + element.price))}`);
    await expect(railItem).toContainText(
      `Includes the thermostatic element with timer (${pounds(element.price)}), per rail.`,
    );
    await page.getByLabel("Heating, line 2").selectOption("central");
    await expect(railItem).not.toContainText("Includes");
    await expect(total(page)).toHaveText(pounds(2 * panelUnit + 2 * railUnit));
  });

  test("an electric rail offers no valves or pipe connection; back on the central heating they return as chosen", async ({
    page,
  }) => {
    await page.goto(address(railLine));
    await enhanced(page);
    const railItem = lines(page).first();
    await page.getByLabel("Valves, line 1").selectOption(valves.id);
    await page.getByLabel("Pipe connection, line 1").selectOption("bottom-opposite");
    await expect(railItem).toContainText(`Guide price of this line: ${pounds(2 * (railUnit + valves.price))}`);
    await page.getByLabel("Heating, line 1").selectOption("electric");
    await expect(page.getByLabel("Valves, line 1")).toBeHidden();
    await expect(page.getByLabel("Pipe connection, line 1")).toBeHidden();
    const electricLine = 2 * (railUnit + element.price);
    await expect(railItem).toContainText(`Guide price of this line: ${pounds(electricLine)}`);
    await expect(total(page)).toHaveText(pounds(electricLine));
    await page.getByLabel("Heating, line 1").selectOption("central");
    await expect(page.getByLabel("Valves, line 1")).toHaveValue(valves.id);
    await expect(page.getByLabel("Pipe connection, line 1")).toHaveValue("bottom-opposite");
    await expect(total(page)).toHaveText(pounds(2 * (railUnit + valves.price)));
    // Sent electric, the request is what the line said: no valves, the element, the same price.
    await page.getByLabel("Heating, line 1").selectOption("electric");
    await fillBuyer(page);
    await page.getByRole("button", { name: "Send quote request" }).click();
    await expect(page).toHaveURL(/\/quote\?sent=1$/);
    await expect(page.getByText(pounds(electricLine), { exact: true })).toHaveCount(2);
    await expect(page.getByText(/^Brackets: none · Heating: Electric, including/)).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("an electric rail sent with valves comes back without them and priced, then goes as shown", async ({
      page,
    }) => {
      await page.goto(address(railLine));
      await page.getByLabel("Valves, line 1").selectOption(valves.id);
      await page.getByLabel("Heating, line 1").selectOption("electric");
      await fillBuyer(page);
      await page.getByRole("button", { name: "Send quote request" }).click();
      await expect(page.getByLabel("Heating, line 1")).toHaveAccessibleDescription(
        "An electric towel rail needs no valves or pipe connection, so they are off this line now. Please check its guide price and send again.",
      );
      await expect(page.getByLabel("Heating, line 1")).toBeFocused();
      await expect(page.getByLabel("Valves, line 1")).toBeHidden();
      await expect(page.getByLabel("Pipe connection, line 1")).toBeHidden();
      const electricLine = 2 * (railUnit + element.price);
      await expect(lines(page).first()).toContainText(`Guide price of this line: ${pounds(electricLine)}`);
      await expect(total(page)).toHaveText(pounds(electricLine));
      await page.getByRole("button", { name: "Send quote request" }).click();
      await expect(page).toHaveURL(/\/quote\?sent=1$/);
      await expect(page.getByText(pounds(electricLine), { exact: true })).toHaveCount(2);
    });

    test("'Update the estimate' shows each line's fields and price for the heating chosen", async ({ page }) => {
      await page.goto(address(railLine));
      await page.getByLabel("Heating, line 1").selectOption("electric");
      await page.getByRole("button", { name: "Update the estimate" }).click();
      await expect(page.getByRole("status")).toHaveText("The estimate is up to date with your choices.");
      await expect(page).toHaveURL(/\/quote$/);
      await expect(page.getByLabel("Valves, line 1")).toBeHidden();
      await expect(total(page)).toHaveText(pounds(2 * (railUnit + element.price)));
      await page.getByLabel("Heating, line 1").selectOption("central");
      await page.getByRole("button", { name: "Update the estimate" }).click();
      await expect(page.getByLabel("Valves, line 1")).toBeVisible();
      await expect(page.getByLabel("Pipe connection, line 1")).toBeVisible();
      await expect(total(page)).toHaveText(pounds(2 * railUnit));
    });

    test("are priced and named after a submit", async ({ page }) => {
      await page.goto(address(panelLine(), railLine));
      await page.getByLabel("Heating, line 2").selectOption("dual-fuel");
      await page.getByRole("button", { name: "Send quote request" }).click();
      await expect(page.getByText("Please check the highlighted fields. Nothing was lost.")).toBeVisible();
      await expect(page.getByLabel("Heating, line 2")).toHaveValue("dual-fuel");
      const railItem = lines(page).nth(1);
      await expect(railItem).toContainText(`Guide price of this line: ${pounds(dualFuelLine)}`);
      await expect(railItem).toContainText(dualFuelWords);
      await expect(total(page)).toHaveText(pounds(2 * panelUnit + dualFuelLine));
    });
  });
});

test.describe("the money on the page", () => {
  for (const width of [390, 1440]) {
    test(`reads as one system at ${width} px: the text's family, lining tabular figures, in one column`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(address(panelLine(), columnLine));
      const prices = [...(await page.locator("[data-quote-line-price]").all()), total(page)];
      expect(prices).toHaveLength(3);
      const rightEdges = (await moneyBoxes(page, prices)).map((box) => Math.round(box.x + box.width));
      // Right-aligned, the line prices and the total line up figure under figure.
      expect(new Set(rightEdges).size).toBe(1);
    });
  }
});

test.describe("the money on the confirmation", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1440]) {
    test(`reads as the form's at ${width} px: prices at the right, lining tabular figures, the total under them`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(address(panelLine(), columnLine));
      await fillBuyer(page);
      await page.getByRole("button", { name: "Send quote request" }).click();
      await expect(page).toHaveURL(/\/quote\?sent=1$/);
      const summary = page.getByRole("region", { name: "Your request" });
      const panelPrice = pounds(2 * sizePrice(panelSize, panelFinish));
      const columnPrice = pounds(sizePrice(columnSize, columnFinish));
      const totalPrice = pounds(2 * sizePrice(panelSize, panelFinish) + sizePrice(columnSize, columnFinish));
      const prices = [panelPrice, columnPrice, totalPrice].map((text) => summary.getByText(text, { exact: true }));
      const boxes = await moneyBoxes(page, prices);
      const rightEdges = boxes.map((box) => Math.round(box.x + box.width));
      const lineTops = boxes.map((box) => box.y);
      // The prices and the total stand in one column at the right, figure under figure, on a phone too.
      expect(new Set(rightEdges).size).toBe(1);
      const list = (await summary.getByRole("list").boundingBox())!;
      expect(rightEdges[0]).toBe(Math.round(list.x + list.width));
      // A size's code reads whole, as on the form: never broken at its hyphens.
      for (const code of [panelSize.code, columnSize.code])
        expect(await summary.getByText(code, { exact: true }).evaluate((e) => e.getClientRects().length)).toBe(1);
      // Each price beside its line's name, not under it.
      const firstName = (await summary.getByRole("listitem").first().locator("p").first().boundingBox())!;
      expect(Math.abs(lineTops[0]! - firstName.y)).toBeLessThan(8);
    });
  }
});

test("on a phone a line's name and size reference wrap cleanly: no line of text starts with a dash", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(address(panelLine(), columnLine));
  for (const item of await lines(page).all()) {
    // Every character the line shows, in order, with the top of the line of text it sits on.
    const dashesStartingALine = await item.evaluate((element) => {
      const shown: { char: string; top: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest("select")) continue;
        for (let i = 0; i < node.textContent!.length; i += 1) {
          const char = node.textContent![i]!;
          if (char.trim() === "") continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.height > 0) shown.push({ char, top: rect.top });
        }
      }
      return shown.filter(({ char, top }, i) => char === "—" && i > 0 && top > shown[i - 1]!.top + 2).length;
    });
    expect(dashesStartingALine).toBe(0);
    expect(await item.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  // The name and its size reference each read whole.
  await expect(lines(page).first().getByText(panel.name, { exact: true })).toBeVisible();
  await expect(lines(page).first().getByText(`${panelSize.code}, 600 × 1,000 mm`, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe("without JavaScript, 'Request a quote' on several products", () => {
  test.use({ javaScriptEnabled: false });

  const requestQuote = async (page: Page, modelPage: string) => {
    await page.goto(modelPage);
    await page.getByRole("link", { name: "Request a quote", exact: true }).click();
  };

  test("adds a line each, keeps removals, and starts afresh once sent", async ({ page }) => {
    await requestQuote(page, "/collection/modern/retto-vertical");
    await expect(lines(page)).toHaveCount(1);
    await requestQuote(page, "/collection/premium/volo-ladder");
    await expect(lines(page)).toHaveCount(2);
    await expect(lines(page).nth(0)).toContainText("Retto Vertical");
    await expect(lines(page).nth(1)).toContainText("Volo Ladder");
    // The site's own 'Request a Quote' link, from any page, opens the request as it stands.
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Request a Quote" }).click();
    await expect(lines(page)).toHaveCount(2);
    // The same radiator again is not a second line.
    await requestQuote(page, "/collection/premium/volo-ladder");
    await expect(lines(page)).toHaveCount(2);

    await page.getByRole("button", { name: "Remove line 1" }).click();
    await expect(lines(page)).toHaveCount(1);
    await requestQuote(page, "/collection/modern/retto-horizontal");
    await expect(lines(page)).toHaveCount(2);
    await expect(lines(page).nth(0)).toContainText("Volo Ladder");
    await expect(lines(page).nth(1)).toContainText("Retto Horizontal");

    await fillBuyer(page);
    await page.getByRole("button", { name: "Send quote request" }).click();
    await expect(page).toHaveURL(/\/quote\?sent=1$/);
    await requestQuote(page, "/collection/modern/retto-vertical");
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first()).toContainText("Retto Vertical");
  });
});

test("on a phone each line's 'Remove' is at least 24 px tall", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(address(panelLine(), columnLine));
  for (const name of ["Remove line 1", "Remove line 2"]) {
    const box = (await page.getByRole("button", { name }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
});
