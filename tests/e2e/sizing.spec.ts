import { type Browser, expect, type Page, test } from "@playwright/test";

import { signIn } from "../support/admin-session";
import { expectNoSeriousA11yViolations } from "../support/axe";

/** A living room of 5 × 4 × 2.4 m, built after 2010 with double glazing, heated by a heat pump at 45 °C. */
const room = {
  type: "living",
  length: "5",
  width: "4",
  height: "2.4",
  insulation: "after-2010",
  system: "heat-pump",
  flow: "45",
};
// 48 m³ × 50 W/m³ = 2,400 W; double glazing −10 %, the era −20 % and one medium window (1.2 m² of glass, 6 % of
// the floor) +5 %: 1,800 W, 6,142 BTU/h.
const need = "This room needs about 1,800 W (6,142 BTU/h)";

async function fillRoom(page: Page) {
  const form = page.getByRole("form", { name: "Room and heating system" });
  await form.getByLabel("Room", { exact: true }).selectOption(room.type);
  await form.getByLabel("Length").fill(room.length);
  await form.getByLabel("Width").fill(room.width);
  await form.getByLabel("Ceiling height").fill(room.height);
  await form.getByLabel("Built").selectOption(room.insulation);
  await form.getByLabel("Heating system").selectOption(room.system);
  await form.getByLabel("Flow temperature (°C)").fill(room.flow);
  return form;
}

/** From the result's first 'Request a quote' to the inbox: the quote arrives with its line. */
async function quoteToInbox(page: Page, name: string) {
  const quoteLink = page.getByRole("link", { name: /^Request a quote for/ }).first();
  const label = (await quoteLink.getAttribute("aria-label"))!;
  const code = label.split(" ").at(-1)!;
  await quoteLink.click();
  await expect(page).toHaveURL(/\/quote\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request a quote");
  await expect(page.getByText(code)).toBeVisible();
  await expect(page.getByLabel("Room, line 1")).toHaveValue("Living room");
  await expect(page.getByLabel("Note (optional)")).toHaveValue(
    "Outputs for my system: Heat pump 45/40/21 °C (ΔT21.5).",
  );
  // The note is shown whole, on a phone too, with room to add to it.
  await expect
    .poll(() => page.getByLabel("Note (optional)").evaluate((note) => note.scrollWidth <= note.clientWidth))
    .toBe(true);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill("buyer@example.co.uk");
  await page.getByLabel("Phone").fill("020 7946 0018");
  await page.getByLabel("Postcode").fill("sw1a 1aa");
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page).toHaveURL(/\/quote\?sent=1$/);
  await expect(page.getByRole("status")).toHaveText(
    "Thank you. Your quote request has been received; we will reply within one working day.",
  );
  return code;
}

async function expectInInbox(browser: Browser, name: string, code: string) {
  const admin = await browser.newPage({ javaScriptEnabled: true });
  await signIn(admin);
  await admin.goto("/admin/messages");
  const card = admin.locator("article", { hasText: name });
  await expect(card).toContainText("Quote");
  await expect(card.getByRole("list", { name: `Lines of the quote from ${name}` })).toContainText(code);
  await expect(card).toContainText("Living room");
  await card.getByRole("button", { name: "Mark as answered" }).click();
  await expect(card).toContainText("Answered");
  await admin.reload();
  await expect(admin.locator("article", { hasText: name })).toContainText("Answered");
  await expect(admin.getByRole("link", { name: "Download quotes as CSV" })).toHaveAttribute(
    "href",
    "/api/admin/quotes.csv",
  );
  const csv = await (await admin.request.get("/api/admin/quotes.csv")).text();
  expect(csv.split("\r\n")[0]).toBe(
    "Quote,Received,Name,E-mail,Company,Phone,Postcode,Install date,Note,Answered,Line,Model,Size,Dimensions," +
      "Finish,Quantity,Room,Valves,Connection,Brackets,Heating,Guide price (£)",
  );
  // The note is the buyer's system, which the quote link carried from the calculator.
  expect(csv).toMatch(
    new RegExp(
      `,${name},buyer@example.co.uk,,020 7946 0018,SW1A 1AA,,Outputs for my system: Heat pump 45/40/21 °C \\(ΔT21\\.5\\)\\.,yes,1,.*,${code},.*,Living room,,"Not sure, please advise",,,\\d+\r\n`,
    ),
  );
  await admin.close();
}

// A whole journey through the site and the admin, on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

test.describe("radiator sizing and quotes", () => {
  test("a heat-pump living room gives a need, matching models and a quote that reaches the inbox", async ({
    page,
    browser,
  }) => {
    await page.goto("/radiator-sizing", { waitUntil: "networkidle" });
    await fillRoom(page);
    // The page updates as the buyer types; the state is in the address.
    await expect(page.getByRole("heading", { name: need })).toBeVisible();
    await expect(page).toHaveURL(/length=5&width=4&height=2.4/);
    await expect(page).toHaveURL(/system=heat-pump&flow=45/);
    await expect(page.getByText("ΔT21.5")).toBeVisible();
    await expect(page.getByText("0.334", { exact: true })).toBeVisible();
    await expect(page.getByText(/heat-loss survey \(BS EN 12831, as MCS requires\)/)).toBeVisible();
    await expect(page.getByRole("cell", { name: "50 W/m³" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Radiators that heat it" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Request a quote for/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A shared address shows the same result.
    const shared = await browser.newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole("heading", { name: need })).toBeVisible();
    await shared.close();

    const name = `Heat pump buyer ${Date.now()}`;
    const code = await quoteToInbox(page, name);
    await expectInInbox(browser, name, code);
  });

  test("refuses a 0 m room, a 50 m ceiling and letters with clear messages", async ({ page }) => {
    await page.goto("/radiator-sizing?length=0&width=4&height=50&windows=two");
    await expect(page.getByText("Length must be between 0.5 m and 30 m.")).toBeVisible();
    await expect(page.getByText("Ceiling height must be between 1.8 m and 6 m.")).toBeVisible();
    await expect(page.getByText("Windows must be a whole number from 0 to 20.")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Please check the 3 highlighted fields.");
    await expect(page.getByLabel("Length")).toHaveValue("0");
  });

  test("a dark button reached by the keyboard shows its bronze focus ring at once, not fading in from white", async ({
    page,
  }) => {
    await page.goto("/radiator-sizing");
    // The whole stylesheet, which brings the buttons' colour fades, is applied.
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/site-")));
    const submit = page.getByRole("button", { name: "Find radiators" });
    await page.getByLabel("Ceiling height").focus();
    for (let tabs = 0; tabs < 20 && !(await submit.evaluate((button) => button === document.activeElement)); tabs++)
      await page.keyboard.press("Tab");
    expect(await submit.evaluate((button) => getComputedStyle(button).outlineColor)).toBe("rgb(138, 95, 50)");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same room gives the same need and models, and the quote reaches the inbox", async ({ page, browser }) => {
    await page.goto("/radiator-sizing");
    await fillRoom(page);
    await page.getByRole("button", { name: "Find radiators" }).click();
    await expect(page.getByRole("heading", { name: need })).toBeVisible();
    await expect(page).toHaveURL(/length=5&width=4&height=2.4/);
    // The answer comes into view, as the page's script shows it: on a phone it is far below the form.
    await expect(page.getByRole("heading", { name: need })).toBeInViewport();
    await expect(page.getByText("ΔT21.5")).toBeVisible();
    const name = `No-script buyer ${Date.now()}`;
    const code = await quoteToInbox(page, name);
    await expectInInbox(browser, name, code);
  });
});
