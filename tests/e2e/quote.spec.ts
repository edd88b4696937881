import { type Browser, expect, type Page, test } from "@playwright/test";

import { catalogueSeed } from "../../app/content/catalogue";
import { sizePrice } from "../../app/lib/catalogue/prices";
import { emailjsURL } from "../../playwright.config";
import { signIn } from "../support/admin-session";
import { enhanced } from "../support/page-state";

/** Two lines a showroom can act on: a panel radiator with valves and brackets, and a dual-fuel towel rail. */
const panel = catalogueSeed.models.find((model) => model.id === "retto-horizontal")!;
const panelSize = panel.sizes.find((size) => size.code === "RH-600-1000-D")!;
const chrome = panel.finishes.find((finish) => finish.id === "chrome") ?? panel.finishes[0]!;
const rail = catalogueSeed.models.find((model) => model.kind === "towel-rail")!;
const railSize = rail.sizes[0]!;
const railFinish = rail.finishes[0]!;
const fitting = (id: string) => catalogueSeed.fittings.find((f) => f.id === id)!;
const valves = fitting("thermostatic-valves-chrome");
const brackets = fitting("wall-brackets");
const pounds = (n: number) => `£${n.toLocaleString("en-GB")}`;
const element = fitting("thermostatic-element-timer");
const tPiece = fitting("dual-fuel-t-piece-chrome");
const panelPrice = 2 * (sizePrice(panelSize, chrome) + valves.price + brackets.price);
/** Dual fuel: the rail, its thermostatic element and its T-piece (decision 224). */
const railPrice = sizePrice(railSize, railFinish) + element.price + tPiece.price;
const dualFuel = `Dual fuel, including the thermostatic element with timer (${pounds(element.price)}) and the dual-fuel T-piece, chrome (${pounds(tPiece.price)}), per rail`;
const installYear = new Date().getUTCFullYear() + 1;

const quoteAddress =
  "/quote?" +
  new URLSearchParams([
    ["model", panel.id],
    ["size", panelSize.code],
    ["finish", chrome.id],
    ["quantity", "2"],
    ["room", "Kitchen"],
    ["model", rail.id],
    ["size", railSize.code],
    ["finish", railFinish.id],
    ["quantity", "1"],
    ["room", "Bathroom"],
  ]).toString();

const dims = (size: { height: number; width: number; depth: number }) =>
  `${size.height.toLocaleString("en-GB")} × ${size.width.toLocaleString("en-GB")} × ${size.depth} mm`;
const variant = (size: { variant?: string }) => (size.variant ? `, ${size.variant.toLowerCase()}` : "");
const finishName = (finish: { name: string; ral?: string }) =>
  finish.ral ? `${finish.name} (${finish.ral})` : finish.name;

/** Fills the two lines' fittings and the buyer's details, as a person does with the keyboard and the mouse. */
async function fillQuote(page: Page, name: string) {
  await page.getByLabel("Valves, line 1").selectOption(valves.id);
  await page.getByLabel("Pipe connection, line 1").selectOption("bottom-opposite");
  await page.getByLabel("Brackets or feet, line 1").selectOption(brackets.id);
  await expect(page.getByLabel("Heating, line 1")).toHaveCount(0);
  await page.getByLabel("Heating, line 2").selectOption("dual-fuel");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill("showroom.buyer@example.co.uk");
  await page.getByLabel("Phone").fill("+44 (0)20 7946 0018");
  await page.getByLabel("Postcode").fill("ec1a1bb");
  await page.getByLabel("Install date (optional)").fill(`${installYear}-03-12`);
}

/** A wrong postcode comes back with its message, every value kept, the fittings too; then the request goes. */
async function sendQuote(page: Page, name: string) {
  await page.getByLabel("Postcode").fill("NOT A CODE");
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Enter a UK postcode, like SW1A 1AA.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(page.getByLabel("Phone")).toHaveValue("+44 (0)20 7946 0018");
  await expect(page.getByLabel("Install date (optional)")).toHaveValue(`${installYear}-03-12`);
  await expect(page.getByLabel("Valves, line 1")).toHaveValue(valves.id);
  await expect(page.getByLabel("Heating, line 2")).toHaveValue("dual-fuel");
  await page.getByLabel("Postcode").fill("ec1a1bb");
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page).toHaveURL(/\/quote\?sent=1$/);
  await expect(page.getByRole("status")).toHaveText(
    "Thank you. Your quote request has been received; we will reply within one working day.",
  );
  const reference = (await page.locator("strong", { hasText: /^Q-\d{4}-\d{4,}$/ }).textContent())!;
  expect(reference).toMatch(new RegExp(`^Q-${installYear - 1}-\\d{4}$`));
  await expect(page.getByText(pounds(panelPrice), { exact: true })).toBeVisible();
  await expect(page.getByText(pounds(railPrice), { exact: true })).toBeVisible();
  await expect(page.getByText(`Guide total${pounds(panelPrice + railPrice)}`)).toBeVisible();
  await expect(page.getByText("Guide prices include VAT. Your quote confirms the price and delivery.")).toBeVisible();
  await expect(page.getByText(`Delivery to EC1A 1BB, to install on 12 March ${installYear}.`)).toBeVisible();
  return reference;
}

/** The e-mail the server sent through the EmailJS stand-in: exactly one, with the whole summary. */
async function expectEmail(page: Page, name: string, reference: string) {
  const requests = async () => {
    const response = await page.request.get(`${emailjsURL}/__requests`);
    return ((await response.json()) as { body: string }[]).filter((r) => r.body.includes(name));
  };
  await expect.poll(async () => (await requests()).length).toBe(1);
  const [sent] = await requests();
  expect(JSON.parse(sent!.body)).toEqual({
    lib_version: "3.2.0",
    user_id: "e2e-public-key",
    service_id: "e2e-service",
    template_id: "e2e-template",
    accessToken: "e2e-private-key",
    template_params: {
      from_name: name,
      from_email: "showroom.buyer@example.co.uk",
      company: "Not provided",
      to_name: "Tepore",
      message: [
        `Quote request ${reference}, 2 lines:`,
        `- 2 × ${panel.name}, ${dims(panelSize)}${variant(panelSize)}, ${finishName(chrome)} (Kitchen): ${pounds(panelPrice)}`,
        `  Valves: ${valves.name}, ${valves.finish.toLowerCase()} · Connection: Bottom, opposite ends · Brackets: ${brackets.name}`,
        `- 1 × ${rail.name}, ${dims(railSize)}${variant(railSize)}, ${finishName(railFinish)} (Bathroom): ${pounds(railPrice)}`,
        `  Valves: none · Connection: Not sure, please advise · Brackets: none · Heating: ${dualFuel}`,
        `Guide total: ${pounds(panelPrice + railPrice)}`,
        "Guide prices include VAT. Your quote confirms the price and delivery.",
        "",
        "Phone: +44 (0)20 7946 0018",
        "Postcode: EC1A 1BB",
        `Install date: 12 March ${installYear}`,
      ].join("\n"),
    },
  });
}

/** The inbox card and the CSV carry the reference, the buyer's details and each line's fittings. */
async function expectInInbox(browser: Browser, name: string, reference: string) {
  const admin = await browser.newPage({ javaScriptEnabled: true });
  await signIn(admin);
  await admin.goto(`/admin/messages?q=${reference}`);
  const card = admin.locator("article", { hasText: name });
  await expect(card).toContainText(`Quote ${reference}`);
  await expect(card.getByRole("link", { name: "+44 (0)20 7946 0018" })).toHaveAttribute("href", "tel:+442079460018");
  await expect(card).toContainText("EC1A 1BB");
  await expect(card).toContainText(`12 March ${installYear}`);
  const lines = card.getByRole("list", { name: `Lines of the quote from ${name}` });
  await expect(lines).toContainText(`Valves: ${valves.name}, ${valves.finish.toLowerCase()}`);
  await expect(lines).toContainText(`Heating: ${dualFuel}`);
  await expect(card).toContainText(`Guide total${pounds(panelPrice + railPrice)}`);
  // Words for the showroom, not the buyer's own.
  await expect(card).toContainText(
    "Guide prices include VAT, as the buyer saw them. The buyer was told your quote confirms the price and delivery.",
  );
  await expect(card).not.toContainText("Your quote confirms");
  const csv = await (await admin.request.get("/api/admin/quotes.csv")).text();
  const rows = csv.split("\r\n").filter((row) => row.startsWith(`${reference},`));
  expect(rows).toHaveLength(2);
  expect(rows[0]).toContain(
    `,${name},showroom.buyer@example.co.uk,,'+44 (0)20 7946 0018,EC1A 1BB,${installYear}-03-12,,no,1,${panel.name},`,
  );
  expect(rows[0]).toMatch(
    new RegExp(
      `,Kitchen,"${valves.name}, ${valves.finish.toLowerCase()}","Bottom, opposite ends",${brackets.name},,${panelPrice}$`,
    ),
  );
  expect(rows[1]!.endsWith(`,Bathroom,,"Not sure, please advise",,"${dualFuel}",${railPrice}`), rows[1]).toBe(true);
  await admin.close();
}

test.describe.configure({ timeout: 90_000 });

test("a quote with valves, brackets, heating, phone and postcode gets a reference, a priced summary, an e-mail and reaches the inbox", async ({
  page,
  browser,
}) => {
  const name = `Showroom Buyer ${Date.now()}`;
  await page.goto(quoteAddress);
  await expect(page.getByRole("form", { name: "Quote request" }).getByRole("listitem")).toHaveCount(2);
  // The address follows the choices once the basket's script runs (it loads after the first paint).
  await enhanced(page);
  await fillQuote(page, name);
  // The basket keeps a line's fittings as they are chosen: the address follows.
  await expect(page).toHaveURL(new RegExp(`valves=${valves.id}`));
  const reference = await sendQuote(page, name);
  await expectEmail(page, name, reference);
  await expectInInbox(browser, name, reference);
  // The confirmation is this browser's own: another browser sees only the thanks.
  const stranger = await browser.newPage();
  await stranger.goto("/quote?sent=1");
  await expect(stranger.getByRole("status")).toBeVisible();
  await expect(stranger.getByText(reference)).toHaveCount(0);
  await stranger.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same quote goes with plain form controls and shows its reference and prices", async ({ page, browser }) => {
    const name = `Plain Buyer ${Date.now()}`;
    await page.goto(quoteAddress);
    await fillQuote(page, name);
    const reference = await sendQuote(page, name);
    await expectEmail(page, name, reference);
    await expectInInbox(browser, name, reference);
  });

  test("an empty quote offers the finder, the calculator and a message about the whole house", async ({ page }) => {
    await page.goto("/quote");
    await expect(page.getByText("Your quote has no radiators yet.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /^Find a radiator/ })).toHaveAttribute(
      "href",
      "/radiators",
    );
    await expect(page.getByRole("main").getByRole("link", { name: /^Size a room/ })).toHaveAttribute(
      "href",
      "/radiator-sizing",
    );
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Describe your whole house/ })
      .click();
    await expect(page).toHaveURL(/\/contact\?message=/);
    await expect(page.locator("#contact-form").getByLabel("Message")).toHaveValue(
      /^I would like a quote for radiators for my whole house\./,
    );
  });
});

/** A refused request marks each wrong field, says why beside it and takes the keyboard there; nothing is lost. */
const soffioLine = "/quote?model=soffio&size=SO-1200-500&finish=chrome&quantity=1";

async function refuseQuantity(page: Page, quantity: string) {
  await page.goto(soffioLine);
  await page.getByLabel("Quantity, line 1").fill(quantity);
  await page.getByLabel("Room, line 1").fill("Bathroom");
  await page.getByLabel("Name").fill("Error Buyer");
  await page.getByLabel("E-mail").fill("error.buyer@example.co.uk");
  await page.getByLabel("Phone").fill("07700 900123");
  await page.getByLabel("Postcode").fill("M1 1AE");
  await page.getByLabel("Note (optional)").fill("Chrome to match the taps.");
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Please check the highlighted fields. Nothing was lost.")).toBeVisible();
  const quantityField = page.getByLabel("Quantity, line 1");
  await expect(quantityField).toHaveAttribute("aria-invalid", "true");
  await expect(quantityField).toHaveAccessibleDescription("Please enter a quantity from 1 to 50.");
  await expect(page.getByText("Please enter a quantity from 1 to 50.")).toBeVisible();
  await expect(quantityField).toBeFocused();
  await expect(quantityField).toHaveValue(quantity);
  await expect(page.getByLabel("Room, line 1")).not.toHaveAttribute("aria-invalid");
  await expect(page.getByRole("button", { name: "Remove line 1" })).toBeVisible();
  await expect(page.getByLabel("Room, line 1")).toHaveValue("Bathroom");
  await expect(page.getByLabel("Name")).toHaveValue("Error Buyer");
  await expect(page.getByLabel("Postcode")).toHaveValue("M1 1AE");
  await expect(page.getByLabel("Note (optional)")).toHaveValue("Chrome to match the taps.");
}

async function refusePostcode(page: Page) {
  await page.goto(soffioLine);
  await page.getByLabel("Name").fill("Error Buyer");
  await page.getByLabel("E-mail").fill("error.buyer@example.co.uk");
  await page.getByLabel("Phone").fill("07700 900123");
  await page.getByLabel("Postcode").fill("NOT A CODE");
  await page.getByRole("button", { name: "Send quote request" }).click();
  const postcode = page.getByLabel("Postcode");
  await expect(postcode).toHaveAttribute("aria-invalid", "true");
  await expect(postcode).toHaveAccessibleDescription("Enter a UK postcode, like SW1A 1AA.");
  await expect(postcode).toBeFocused();
  await expect(page.getByLabel("Quantity, line 1")).not.toHaveAttribute("aria-invalid");
  await expect(page.getByRole("button", { name: "Remove line 1" })).toBeVisible();
}

test.describe("a refused request shows what is wrong", () => {
  test("a quantity of 0 or over 50, on its field, with the focus there", async ({ page }) => {
    await refuseQuantity(page, "0");
    await refuseQuantity(page, "51");
  });

  test("a contact field, the same way", async ({ page }) => {
    await refusePostcode(page);
  });

  test("on a phone too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await refuseQuantity(page, "0");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a quantity of 0 or over 50, on its field, with the focus there", async ({ page }) => {
      await refuseQuantity(page, "0");
      await refuseQuantity(page, "51");
    });

    test("a contact field, the same way", async ({ page }) => {
      await refusePostcode(page);
    });
  });
});

/** What the buyer types in the note stays through every line added or removed and every return to the quote. */
test.describe("the buyer's note", () => {
  const augusto = "/collection/classic/augusto-4-column?finish=anthracite&flow=45&return=40&room=20";
  const livingRoom = "Outputs for my system: Heat pump 45/40/20 °C (ΔT22.5).";

  /** The quote for the Augusto's first size, opened from its page at the living room's system: its note field. */
  async function quoteFromAugusto(page: Page) {
    await page.goto(augusto);
    await page
      .getByRole("link", { name: /^Request a quote for / })
      .first()
      .click();
    return page.getByLabel("Note (optional)");
  }

  test("is kept when a line is added from another model page, and when the quote is opened again", async ({ page }) => {
    const note = await quoteFromAugusto(page);
    await expect(note).toHaveValue(livingRoom);
    await enhanced(page);
    await note.fill(`${livingRoom}\nThe living room faces north.`);
    await page.goto("/collection/soffio/soffio");
    await page.getByRole("link", { name: "Request a quote for SO-1200-500" }).click();
    await expect(page.getByRole("form", { name: "Quote request" }).getByRole("listitem")).toHaveCount(2);
    await expect(note).toHaveValue(`${livingRoom}\nThe living room faces north.`);
    // A rail's own system line joins the note, after what was typed; the living room's 20 °C stays.
    await page.goto("/collection/soffio/soffio?flow=45&return=40&room=22");
    await page.getByRole("link", { name: "Request a quote for SO-800-400" }).click();
    await expect(page.getByRole("form", { name: "Quote request" }).getByRole("listitem")).toHaveCount(3);
    const both = `${livingRoom}\nThe living room faces north.\nOutputs for my system: Heat pump 45/40/22 °C (ΔT20.5).`;
    await expect(note).toHaveValue(both);
    await page.getByRole("button", { name: "Remove line 3" }).click();
    await expect(page.getByRole("form", { name: "Quote request" }).getByRole("listitem")).toHaveCount(2);
    await expect(note).toHaveValue(both);
    await page.goto("/about");
    await page.goto("/quote");
    await expect(page.getByRole("form", { name: "Quote request" }).getByRole("listitem")).toHaveCount(2);
    await expect(note).toHaveValue(both);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a note sent with a refused request stays when another line is added and the quote opened again", async ({
      page,
    }) => {
      const note = await quoteFromAugusto(page);
      await note.fill(`${livingRoom}\nThe living room faces north.`);
      await page.getByRole("button", { name: "Send quote request" }).click();
      await expect(page.getByText("Please check the highlighted fields. Nothing was lost.")).toBeVisible();
      await page.goto("/collection/soffio/soffio");
      await page.getByRole("link", { name: "Request a quote for SO-1200-500" }).click();
      await expect(page.getByRole("form", { name: "Quote request" }).getByRole("listitem")).toHaveCount(2);
      await expect(note).toHaveValue(`${livingRoom}\nThe living room faces north.`);
      await page.goto("/quote");
      await expect(note).toHaveValue(`${livingRoom}\nThe living room faces north.`);
    });
  });
});
