// Promises of SECURITY.md that show at the HTTP level of the real server.
import { expect, test } from "@playwright/test";

import { signIn } from "../support/admin-session";

test("signed-in API responses are never cached", async ({ page }) => {
  await signIn(page);
  for (const path of ["/api/admin/settings", "/api/admin/messages", "/api/admin/media", "/api/admin/pages"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
});

test("a malformed session cookie counts as no session: 401 on admin routes, and signing out still works", async ({
  request,
}) => {
  const malformed = { Cookie: "tepore_session=%E0%A4%A" };
  const settings = await request.get("/api/admin/settings", { headers: malformed });
  expect(settings.status()).toBe(401);
  expect(await settings.json()).toEqual({
    error: "Please sign in again.",
    requestId: settings.headers()["x-request-id"],
  });
  const signOut = await request.delete("/api/admin/session", { headers: malformed });
  expect(signOut.status()).toBe(200);
  expect(signOut.headers()["set-cookie"]).toMatch(/^tepore_session=; .*Max-Age=0/);
});

test("behind an HTTPS proxy the site sends HSTS; admin screens may not be framed", async ({ request }) => {
  // The test server trusts a proxy on this machine (TRUST_PROXY unset), as a local nginx would be.
  const secure = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(secure.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  const admin = await request.get("/admin");
  expect(admin.headers()["x-frame-options"]).toBe("DENY");
  expect(admin.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  // The builder's device preview frames one admin address, and only the site itself may.
  const preview = await request.get("/admin/preview", { maxRedirects: 0 });
  expect(preview.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect(preview.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect((await request.get("/admin/previews", { maxRedirects: 0 })).headers()["x-frame-options"]).toBe("DENY");
});

test("the admin is isolated from other sites' windows; a public page is not, so a first visit needs no new process (decision 229)", async ({
  request,
}) => {
  for (const path of ["/admin", "/admin/pages", "/admin/preview"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
  }
  for (const path of ["/", "/collection/modern/retto-vertical", "/contact", "/quote", "/no-such-page"]) {
    const response = await request.get(path);
    expect(response.headers()["cross-origin-opener-policy"], path).toBeUndefined();
  }
});

test("the page policy allows no plugins, no foreign base and no form posts elsewhere", async ({ request }) => {
  const policy = (await request.get("/contact")).headers()["content-security-policy"]!;
  const directives = policy.split(";").map((directive) => directive.trim());
  for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "connect-src 'self'"]) {
    expect(directives).toContain(directive);
  }
});

test("behind an HTTPS proxy static files get HSTS and the file headers too", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const script = home.match(/\/enhance\/[^"]+\.js/)![0];
  const picture = home.match(/(\/img\/[^"\s,]+\.(?:avif|webp))/)![1]!;
  for (const path of ["/favicon.svg", "/site.webmanifest", script, picture]) {
    const response = await request.get(path, { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["strict-transport-security"], path).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

test("every API address answers every method cleanly: 401 without a session, 405 with Allow, never a server error", async ({
  page,
  request,
}) => {
  // Items that do not exist, so that no method the address does take changes anything.
  const addresses = [
    "/api/admin/password",
    "/api/admin/messages",
    "/api/admin/messages/999999",
    "/api/admin/quotes",
    "/api/admin/quotes/999999",
    "/api/admin/quotes.csv",
    "/api/admin/messages.csv",
    "/api/admin/pages",
    "/api/admin/pages/no-such-page",
    "/api/admin/pages/no-such-page/publish",
    "/api/admin/pages/no-such-page/unpublish",
    "/api/admin/pages/no-such-page/discard",
    "/api/admin/pages/no-such-page/versions",
    "/api/admin/pages/no-such-page/versions/999999",
    "/api/admin/catalogue",
    "/api/admin/catalogue/models/no-such-model",
    "/api/admin/catalogue/fittings",
    "/api/admin/catalogue/publish",
    "/api/admin/catalogue/versions",
    "/api/admin/catalogue/versions/999999",
    "/api/admin/media",
    "/api/admin/media/999999",
    "/api/admin/settings",
  ];
  const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"];
  const json = { "Content-Type": "application/json" };
  for (const path of addresses) {
    for (const method of methods) {
      const response = await request.fetch(path, { method, headers: json, data: method === "GET" ? undefined : "{" });
      expect(response.status(), `${method} ${path} without a session`).toBe(401);
    }
  }
  await signIn(page);
  for (const path of addresses) {
    for (const method of methods) {
      if (path === "/api/admin/catalogue/publish" && method === "POST") continue;
      const response = await page.request.fetch(path, {
        method,
        headers: json,
        data: method === "GET" ? undefined : "{",
      });
      const status = response.status();
      expect(status, `${method} ${path}`).toBeLessThan(500);
      expect(await response.text(), `${method} ${path}`).not.toContain("Unexpected Server Error");
      if (status === 405) expect(response.headers()["allow"], `${method} ${path}`).toBeTruthy();
    }
  }
});

test("the health checks answer without a session and are never cached", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  expect(health.headers()["cache-control"]).toBe("no-store");
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ ready: true, database: "ok", dataDir: "ok", media: "ok" });
  expect(ready.headers()["cache-control"]).toBe("no-store");
});
