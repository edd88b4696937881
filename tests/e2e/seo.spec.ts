import { expect, test } from "@playwright/test";

import { builtInPaths } from "../../app/content/public-paths";
import { baseURL } from "../../playwright.config";

test("every public page has a title, description, canonical link and Open Graph tags", async ({ page }) => {
  // Some forty pages: what is checked is in the served HTML, so the pictures need not have loaded.
  test.setTimeout(120_000);
  for (const path of builtInPaths) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(page, path).toHaveTitle(/ \| Tepore$/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length, path).toBeGreaterThan(50);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", `${baseURL}${path}`);
    await expect(page.locator('meta[property="og:title"]'), path).toHaveCount(1);
    await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute("content", `${baseURL}${path}`);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
  }
});

test("pages are rendered on the server: readable without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Art of Warmth");
  await expect(page.getByRole("heading", { name: "Essence" })).toBeVisible();
  await page.goto("/design");
  await expect(page.getByRole("heading", { name: "Form Meets Function" })).toBeVisible();
  await context.close();
});

test("sitemap.xml lists every public page and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of builtInPaths) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).toContain("Disallow: /admin");
});

test("responses carry the security headers; public pages run scripts only from the site, with no nonce", async ({
  request,
  page,
}) => {
  const response = await request.get("/");
  const headers = response.headers();
  const csp = headers["content-security-policy"]!;
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
  expect(scriptSrc).toMatch(/^ ?script-src 'self' 'sha256-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+'$/);
  expect(csp).toContain("frame-ancestors 'self'");
  // The browser talks only to the site itself (the server sends the contact e-mail).
  expect(csp.split(";").map((directive) => directive.trim())).toContain("connect-src 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["strict-transport-security"]).toBeUndefined();

  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(errors.filter((e) => e.includes("Content Security Policy"))).toEqual([]);
});

test("files carry the security headers too (scripts just nosniff), and build assets come as brotli to a browser that accepts it", async ({
  request,
}) => {
  // A public page's boot script (decision 140) and the admin's app chunks.
  const html = await (await request.get("/gallery")).text();
  const admin = await (await request.get("/admin")).text();
  const scripts = [
    ...[...html.matchAll(/<script type="module" src="(\/enhance\/[^"]+\.js)"/g)].map((m) => m[1]!),
    ...[...admin.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
  ];
  expect(scripts.filter((path) => path.startsWith("/enhance/")).length).toBe(1);
  expect(scripts.length).toBeGreaterThan(1);
  for (const path of scripts) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["content-security-policy"], path).toBeUndefined();
    expect(headers["permissions-policy"], path).toBeUndefined();
  }
  for (const path of ["/favicon.svg", "/img/hero-home-960.avif"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
  }

  // The largest script: small files are not worth compressing on the fly.
  const sizes = await Promise.all(scripts.map(async (path) => (await (await request.get(path)).body()).length));
  const script = scripts[sizes.indexOf(Math.max(...sizes))]!;
  const brotli = await request.get(script, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(brotli.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(brotli.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(brotli.headers()["vary"]).toContain("Accept-Encoding");
  const gzip = await request.get(script, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  const plain = await request.get(script, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  const source = await plain.text();
  expect(source.length).toBeGreaterThan(0);
  expect(await brotli.text()).toBe(source);
  expect(await gzip.text()).toBe(source);
});

test("a public page is the same bytes for every visitor, with no nonce; an admin document gets a fresh one each time", async ({
  request,
}) => {
  const [first, second] = [await request.get("/gallery"), await request.get("/gallery")];
  const html = await first.text();
  expect(await second.text()).toBe(html);
  expect(html).not.toContain("nonce");
  expect(first.headers()["content-security-policy"]).not.toContain("nonce");

  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/admin");
    const fromHeader = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)![1]!;
    const inPage = [...(await response.text()).matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
    expect(inPage.length).toBeGreaterThan(0);
    expect(new Set(inPage)).toEqual(new Set([fromHeader]));
    nonces.push(fromHeader);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("writes from another origin are refused", async ({ request }) => {
  const response = await request.post("/api/messages", {
    headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
    data: { name: "x", email: "x@example.com", message: "x" },
  });
  expect(response.status()).toBe(403);
});
