// The inbox's search, filters, archive, delete, reply link and CSV downloads (docs/product.md#contact-messages,
// docs/decisions/126-the-inbox.md). Other specs add messages at the same time: every test searches for its own word.
import { expect, type Page, test } from "@playwright/test";

import { signIn } from "../support/admin-session";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { reviewShot } from "../support/review-shot";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });
const card = (page: Page, name: string) => page.locator("article", { hasText: name });

async function sendMessage(page: Page, name: string, message: string) {
  const response = await page.request.post("/api/messages", {
    data: { name, email: "ada@example.co.uk", company: "Studio North", message },
  });
  expect(response.ok(), "sending a message").toBe(true);
}

/** A quote request posted as the plain form posts it: one line, two Retto Horizontal for the kitchen. */
async function sendQuote(page: Page, name: string) {
  const response = await page.request.post("/quote", {
    form: {
      name,
      email: "grace+quotes@example.co.uk",
      phone: "07700 900123",
      postcode: "LS1 4AP",
      company: "",
      message: "",
      model: "retto-horizontal",
      size: "RH-600-1000-D",
      finish: "anthracite",
      quantity: "2",
      room: "Kitchen",
    },
  });
  expect(response.ok(), "sending a quote request").toBe(true);
}

async function search(page: Page, words: string) {
  await page.getByLabel("Search messages and quotes").fill(words);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(words);
}

const filter = (page: Page, label: string) =>
  page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: label, exact: true });

test.describe("inbox search, archive and CSV", () => {
  test("search and filters stay in the address; archive puts away and brings back both kinds", async ({ page }) => {
    const word = `Marble${unique()}`;
    const sender = `Ada ${word}`;
    const buyer = `Grace ${word}`;
    await sendMessage(page, sender, "Do you make a towel rail in brass?");
    await sendQuote(page, buyer);
    await signIn(page);
    await page.goto("/admin/messages");

    await search(page, word);
    await expect(page.locator("article")).toHaveCount(2);
    await expect(page.getByRole("status").filter({ hasText: "shown" })).toHaveText("2 shown, 2 unread");
    // A quote's lines are searched too; the view survives a reload.
    await search(page, `${word} kitchen`);
    await expect(page.locator("article")).toHaveCount(1);
    await expect(card(page, buyer)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Search messages and quotes")).toHaveValue(`${word} kitchen`);
    await expect(page.locator("article")).toHaveCount(1);

    await search(page, word);
    await filter(page, "Messages").click();
    await expect(page).toHaveURL(`/admin/messages?q=${word}&show=messages`);
    await expect(filter(page, "Messages")).toHaveAttribute("aria-current", "page");
    await expect(page.locator("article")).toHaveCount(1);
    await expect(card(page, sender)).toBeVisible();

    // Reply by e-mail: the visitor's address, the subject filled and encoded.
    await expect(card(page, sender).getByRole("link", { name: `Reply by e-mail to ${sender}` })).toHaveAttribute(
      "href",
      "mailto:ada@example.co.uk?subject=Re%3A%20your%20message%20to%20Tepore",
    );

    await card(page, sender)
      .getByRole("button", { name: `Archive message from ${sender}` })
      .click();
    await expect(toast(page, "Message Archived")).toBeVisible();
    await expect(page.getByRole("heading", { name: `Nothing matches '${word}' among the messages` })).toBeVisible();

    await filter(page, "Quotes").click();
    await expect(page).toHaveURL(`/admin/messages?q=${word}&show=quotes`);
    const quote = card(page, buyer);
    await expect(quote).toContainText(/Quote Q-\d{4}-\d{4,}/);
    const number = /Q-\d{4}-\d{4,}/.exec((await quote.textContent()) ?? "")![0];
    await expect(quote.getByRole("link", { name: `Reply by e-mail to ${buyer}` })).toHaveAttribute(
      "href",
      `mailto:grace%2Bquotes@example.co.uk?subject=Re%3A%20your%20quote%20request%20${number}`,
    );
    await quote.getByRole("button", { name: "Mark as answered" }).click();
    await filter(page, "Unread").click();
    await expect(page.getByRole("heading", { name: `Nothing matches '${word}' among the unread` })).toBeVisible();
    await filter(page, "Answered").click();
    await expect(page.locator("article")).toHaveCount(1);
    await quote.getByRole("button", { name: `Archive quote request from ${buyer}` }).click();
    await expect(toast(page, "Quote Request Archived")).toBeVisible();
    await expect(quote).toHaveCount(0);

    await filter(page, "Archived").click();
    await expect(page.locator("article")).toHaveCount(2);
    await card(page, sender)
      .getByRole("button", { name: `Unarchive message from ${sender}` })
      .click();
    await expect(toast(page, "Message Back in the Inbox")).toBeVisible();
    await expect(page.locator("article")).toHaveCount(1);
    await filter(page, "All").click();
    await expect(page).toHaveURL(`/admin/messages?q=${word}`);
    await expect(page.locator("article")).toHaveCount(1);
    await expect(card(page, sender)).toBeVisible();
  });

  test("deleting a quote request asks first; then it is gone", async ({ page }) => {
    const buyer = `Delete Quote ${unique()}`;
    await sendQuote(page, buyer);
    await signIn(page);
    await page.goto(`/admin/messages?q=${encodeURIComponent(buyer)}&show=quotes`);
    const quote = card(page, buyer);
    await quote.getByRole("button", { name: `Delete quote request from ${buyer}` }).click();
    const dialog = page.getByRole("dialog", { name: `Delete the quote request from ${buyer}?` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(quote).toBeVisible();
    await quote.getByRole("button", { name: `Delete quote request from ${buyer}` }).click();
    await dialog.getByRole("button", { name: "Delete quote request" }).click();
    await expect(toast(page, "Quote Request Deleted")).toBeVisible();
    await expect(quote).toHaveCount(0);
    const { quotes } = await (await page.request.get("/api/admin/quotes")).json();
    expect(quotes.some((q: { name: string }) => q.name === buyer)).toBe(false);
  });

  test("contact messages download as a CSV a spreadsheet cannot run", async ({ page }) => {
    const name = `CSV ${unique()}`;
    await sendMessage(page, name, '=HYPERLINK("http://example.com")');
    await signIn(page);
    await page.goto("/admin/messages");
    const link = page.getByRole("link", { name: "Download messages as CSV" });
    await expect(link).toHaveAttribute("href", "/api/admin/messages.csv");
    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await page.request.get("/api/admin/messages.csv")).text();
    expect(csv.split("\r\n")[0]).toBe("Message,Received,Name,E-mail,Company,Text,Read,Archived,E-mail copy");
    expect(csv).toContain(`,${name},ada@example.co.uk,Studio North,"'=HYPERLINK(""http://example.com"")",no,no,`);
  });

  test("the inbox's new states have no serious accessibility problems, at 390 and 1440 px", async ({ page }) => {
    const word = `Screen${unique()}`;
    await sendMessage(page, `Ada ${word}`, "Could the Retto come in brushed brass for a narrow hallway?");
    await sendQuote(page, `Grace ${word}`);
    await sendMessage(page, `Cleo ${word}`, "Thank you, all sorted.");
    await signIn(page);
    const { messages } = await (await page.request.get("/api/admin/messages")).json();
    const done = messages.find((m: { name: string }) => m.name === `Cleo ${word}`);
    await page.request.patch(`/api/admin/messages/${done.id}`, { data: { isArchived: true } });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const shot = (state: string) =>
        reviewShot(page, test.info().outputPath(`inbox-${state}-${width}.png`), { fullPage: true });
      await page.goto(`/admin/messages?q=${word}`);
      await expect(page.locator("article")).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
      await shot("search");
      await page.goto(`/admin/messages?q=${word}&show=quotes`);
      await expect(page.locator("article")).toHaveCount(1);
      await shot("quotes");
      await page.getByRole("button", { name: `Delete quote request from Grace ${word}` }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shot("delete-quote");
      await page.keyboard.press("Escape");
      await page.goto(`/admin/messages?q=${word}&show=archived`);
      await expect(page.getByRole("button", { name: `Unarchive message from Cleo ${word}` })).toBeVisible();
      await shot("archived");
      await page.goto(`/admin/messages?q=nothing-${word}&show=archived`);
      await expect(page.getByRole("heading", { name: /^Nothing matches/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot("no-match");
    }
  });
});
