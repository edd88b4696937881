import { expect, type Page, test } from "@playwright/test";

import { baseURL, emailjsURL } from "../../playwright.config";

/** What the EmailJS stand-in received for the message containing `marker` (other tests send messages too). */
async function emailjsRequests(page: Page, marker: string) {
  const response = await page.request.get(`${emailjsURL}/__requests`);
  const received = (await response.json()) as { path: string; contentType: string; body: string }[];
  return received.filter((request) => request.body.includes(marker));
}

/** Opens a page with the contact form once its enhancement runs (before that, the form posts as plain HTML). */
async function gotoForm(page: Page, path = "/contact") {
  await page.goto(path);
  await expect(page.locator("#contact-form")).toHaveAttribute("data-state", "idle");
}

async function fill(page: Page, values: { name: string; email: string; company?: string; message: string }) {
  const form = page.locator("#contact-form");
  await form.getByLabel("Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Company (optional)").fill(values.company ?? "");
  await form.getByLabel("Message").fill(values.message);
  return form;
}

test.describe("contact form", () => {
  test.describe.configure({ mode: "serial" });

  test("sends: 'Sending...' while busy, then 'Message Sent', cleared, and the server sends the exact EmailJS request", async ({
    page,
  }) => {
    const browserCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(emailjsURL)) browserCalls.push(request.url());
    });
    await gotoForm(page);
    const marker = `Hallway radiator ${Date.now()}`;
    const form = await fill(page, { name: "Ada Lovelace", email: "ada@example.co.uk", message: marker });
    // Hold the message back until the sending state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/messages", async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByText("Message Sent", { exact: true })).toBeVisible();
    await expect(page.getByText("Thank you for your message. We will be in touch shortly.")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();

    await expect.poll(async () => (await emailjsRequests(page, marker)).length).toBe(1);
    const [sent] = await emailjsRequests(page, marker);
    expect(sent!.path).toBe("/api/v1.0/email/send");
    expect(sent!.contentType).toBe("application/json");
    expect(JSON.parse(sent!.body)).toEqual({
      lib_version: "3.2.0",
      user_id: "e2e-public-key",
      service_id: "e2e-service",
      template_id: "e2e-template",
      template_params: {
        from_name: "Ada Lovelace",
        from_email: "ada@example.co.uk",
        company: "Not provided",
        message: marker,
        to_name: "Tepore",
      },
      accessToken: "e2e-private-key",
    });
    // The browser itself never calls EmailJS: the server does, after storing the message.
    expect(browserCalls).toEqual([]);
  });

  test("sends the company when given", async ({ page }) => {
    await gotoForm(page, "/");
    const marker = `Six rails ${Date.now()}`;
    const form = await fill(page, {
      name: "Grace",
      email: "grace@studio.example",
      company: "Studio North",
      message: marker,
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent", { exact: true })).toBeVisible();
    await expect.poll(async () => (await emailjsRequests(page, marker)).length).toBe(1);
    const [sent] = await emailjsRequests(page, marker);
    expect(JSON.parse(sent!.body).template_params.company).toBe("Studio North");
  });

  test("on failure shows 'Error' and keeps every value", async ({ page }) => {
    await gotoForm(page);
    const form = await fill(page, { name: "Ada", email: "ada@example.co.uk", company: "Acme", message: "Keep me" });
    await page.route("**/api/messages", (route) => route.abort("connectionrefused"));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByText("Failed to send your message. Please try again later.")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("Ada");
    await expect(form.getByLabel("Email")).toHaveValue("ada@example.co.uk");
    await expect(form.getByLabel("Company (optional)")).toHaveValue("Acme");
    await expect(form.getByLabel("Message")).toHaveValue("Keep me");
  });

  test("requires name, e-mail and message, and uses the browser's e-mail check", async ({ page }) => {
    await gotoForm(page);
    const form = page.locator("#contact-form");
    for (const label of ["Name", "Email", "Message"])
      await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    await expect(form.getByLabel("Company (optional)")).not.toHaveAttribute("required", "");
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await fill(page, { name: "Ada", email: "not-an-address", message: "Hi" });
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await form.getByLabel("Email").evaluate((el) => (el as HTMLInputElement).validity.typeMismatch)).toBe(true);
    await expect(page.getByText("Message Sent", { exact: true })).toHaveCount(0);
  });

  test("works without JavaScript: the message is stored and the page says so", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const marker = `Plain HTML works ${Date.now()}`;
    await fill(page, { name: "No Script", email: "noscript@example.co.uk", message: marker });
    await page.locator("#contact-form").getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1/);
    await expect(page.getByRole("status")).toContainText("Message Sent");
    // With the form posted as plain HTML, the server still sends the e-mail.
    await expect.poll(async () => (await emailjsRequests(page, marker)).length).toBe(1);
    await context.close();
  });
});

test.describe("contact form in the browser", () => {
  test("says what is wrong under each field, in the server's words, without sending", async ({ page, request }) => {
    await gotoForm(page);
    const posts: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().endsWith("/api/messages")) posts.push(sent.method());
    });
    // Both pass the browser's own checks: a name of spaces, an address without a domain ending.
    const values = { name: "   ", email: "ada@example", message: "Hello" };
    const form = await fill(page, values);
    await form.getByRole("button", { name: "Send Message" }).click();
    const server = await request.post("/api/messages", { data: values });
    expect(server.status()).toBe(400);
    const { errors } = (await server.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(["email", "name"]);
    await expect(form.getByLabel("Name")).toHaveAccessibleDescription(errors.name!);
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(errors.email!);
    await expect(form.getByText(errors.name!)).toBeVisible();
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(form.getByLabel("Message")).not.toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
    // Typing in a field takes its message away; the values are all still there.
    await form.getByLabel("Name").fill("Ada");
    await expect(form.getByText(errors.name!)).toBeHidden();
    await expect(form.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email")).toHaveValue("ada@example");
    await expect(form.getByLabel("Message")).toHaveValue("Hello");
  });

  test("is sent from the keyboard: Enter in a field sends it, and the answer is announced", async ({ page }) => {
    await gotoForm(page);
    const marker = `Keyboard only ${Date.now()}`;
    const form = await fill(page, { name: "Key Board", email: "keys@example.co.uk", message: marker });
    await form.getByLabel("Email").press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Message Sent" })).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue("");
    await expect.poll(async () => (await emailjsRequests(page, marker)).length).toBe(1);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused message brings the page back with the 'Error' notice under the button", async ({ page }) => {
    await page.goto("/contact");
    await fill(page, { name: "   ", email: "ada@example.co.uk", message: "Hello" });
    await page.locator("#contact-form").getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\?error=invalid/);
    const alert = page.locator("#contact-form").getByRole("alert");
    await expect(alert).toContainText("Error");
    await expect(alert).toContainText("Failed to send your message. Please try again later.");
    await expect(page.getByText("Message Sent", { exact: true })).toHaveCount(0);
  });
});

test.describe("contact page", () => {
  test("has its title, description, keywords, canonical link, hero, form and map", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle("Contact Our Heating Specialists | Tepore");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /heating specialists/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /radiator/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/contact`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talk to Our Heating Specialists");
    await expect(page.getByRole("heading", { name: "Visit Our Showroom" })).toBeVisible();
    await page.getByRole("heading", { name: "Visit Our Showroom" }).scrollIntoViewIfNeeded();
    await expect(page.locator("iframe")).toHaveAttribute(
      "src",
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/,
    );
    const block = page.getByRole("region", { name: "Let’s Talk About Your Project" });
    await expect(block).toContainText("Monday to Thursday");
    await expect(block).toContainText("8:00 AM to 6:00 PM");
    await expect(block).toContainText("8:00 AM to 5:00 PM");
    await expect(block).toContainText("Saturday and Sunday");
    await expect(block.getByRole("link", { name: "hello@tepore.co.uk" })).toHaveAttribute(
      "href",
      "mailto:hello@tepore.co.uk",
    );
    await expect(block.getByRole("link", { name: "0114 496 0123" })).toHaveAttribute("href", "tel:+441144960123");
  });

  test("asks for the map once the page has loaded and the map comes near, and without JavaScript at once", async ({
    page,
    browser,
  }) => {
    const mapTitle = /^Map showing Tepore at /;
    const mapAddress = /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/;
    const served = (await (await page.request.get("/contact")).text()).replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
    expect(served, "no frame outside <noscript>: the browser builds none while it reads the page").not.toMatch(
      /<iframe/,
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    await page.waitForLoadState("load");
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
    // Made only once its box comes near the screen: a phone's first screen builds no frame (two frames on, the
    // browser has told the page what is near).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(page.getByTitle(mapTitle)).toHaveCount(0);
    await page.getByRole("heading", { name: "Visit Our Showroom" }).scrollIntoViewIfNeeded();
    await expect(page.getByTitle(mapTitle)).toHaveAttribute("src", mapAddress);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const withoutScript = await context.newPage();
    await withoutScript.goto("/contact");
    await expect(withoutScript.getByTitle(mapTitle)).toHaveCount(1);
    await expect(withoutScript.getByTitle(mapTitle)).toHaveAttribute("src", mapAddress);
    await expect(withoutScript.getByTitle(mapTitle)).toBeVisible();
    await expect(withoutScript.locator("[data-src]")).toBeHidden();
    await context.close();
  });

  test("scrolls to the top on load", async ({ page }) => {
    await page.goto("/gallery");
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("words typed before the page's script has started are kept and sent", async ({ page }) => {
  // Hold back the form's script until the form is filled: the visitor types into the server's HTML. (The boot
  // script itself is a module script, which the page waits for before its content counts as loaded.)
  const held: (() => void)[] = [];
  let holding = true;
  await page.route("**/enhance/contact-form-*.js", async (route) => {
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const marker = `Typed early ${Date.now()}`;
  const form = await fill(page, { name: "Early Bird", email: "early@example.com", message: marker });
  holding = false;
  for (const release of held) release();
  // The script arrives and the form comes to life around what was typed.
  await expect(form).toHaveAttribute("data-state", "idle");
  await expect(form.getByLabel("Name")).toHaveValue("Early Bird");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent", { exact: true })).toBeVisible();
  await expect.poll(async () => (await emailjsRequests(page, marker)).length).toBe(1);
});
