// Promises of SECURITY.md that show at the HTTP level of the real server.
import { expect, test } from "@playwright/test";
import { signIn } from "./support/admin-session";

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
  expect(await settings.json()).toEqual({ error: "Please sign in again." });
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

test("the page policy allows no plugins, no foreign base and no form posts elsewhere", async ({ request }) => {
  const policy = (await request.get("/contact")).headers()["content-security-policy"]!;
  const directives = policy.split(";").map((directive) => directive.trim());
  for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "connect-src 'self'"]) {
    expect(directives).toContain(directive);
  }
});
