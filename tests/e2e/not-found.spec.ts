import { expect, test } from "@playwright/test";

test("an unknown path answers 404 with 'Oops! Page not found', a link home, and logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/no-such-page/here");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect.poll(() => logged.some((line) => line.includes("/no-such-page/here"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("an unknown single-segment slug is not found either", async ({ page }) => {
  const response = await page.goto("/not-a-stored-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the not-found page still answers 404 and leads home", async ({ page }) => {
    const response = await page.goto("/no-such-page/here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });
});
