import { expect, test } from "@playwright/test";

import { type Caddy, startCaddy } from "../support/caddy";
import { ownPort, type OwnServer, startOwnServer } from "../support/own-server";

/**
 * The reference HTTPS front (deploy/caddy/Caddyfile, README's Deployment): the real Caddy with its own CA in front
 * of a production server. A visitor on HTTP is sent to HTTPS, pages and files carry HSTS, and the session cookie
 * is Secure, because the site trusts the proxy on this machine to say the visit was HTTPS.
 */
const password = "caddy-test-password-1";
let server: OwnServer;
let caddy: Caddy;

// One Caddy and one server on fixed ports for the file: its tests run one after another in one worker.
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright }) => {
  // Two servers start; on a busy machine that takes a while.
  test.setTimeout(90_000);
  server = await startOwnServer(ownPort(40), { env: { ADMIN_PASSWORD: password } });
  expect(server.process.exitCode, server.output()).toBeNull();
  caddy = await startCaddy(server.origin, ownPort(41), ownPort(42));
  // Ready once the whole chain answers: Caddy, its certificate and the site behind it.
  const request = await playwright.request.newContext({ ignoreHTTPSErrors: true });
  await expect
    .poll(async () => (await request.get(`${caddy.https}/readyz`).catch(() => null))?.status(), {
      message: `Caddy: ${caddy.output()}\nSite: ${server.output()}`,
      timeout: 30_000,
    })
    .toBe(200);
  await request.dispose();
});

test.afterAll(async () => {
  await caddy?.stop();
  await server?.stop();
});

test.use({ ignoreHTTPSErrors: true });

test("over HTTPS through Caddy: HTTP redirects, HSTS on pages and files, a Secure session cookie", async ({
  playwright,
}) => {
  const request = await playwright.request.newContext({ ignoreHTTPSErrors: true });
  try {
    const plain = await request.get(`${caddy.http}/contact?from=ad`, { maxRedirects: 0 });
    expect(plain.status()).toBe(308);
    // To the same address over HTTPS, on its standard port (443), as in production.
    expect(plain.headers()["location"]).toBe("https://localhost/contact?from=ad");

    const page = await request.get(`${caddy.https}/`);
    expect(page.status()).toBe(200);
    const hsts = "max-age=31536000; includeSubDomains";
    expect(page.headers()["strict-transport-security"]).toBe(hsts);
    const boot = /<script type="module" src="([^"]+)"/.exec(await page.text())![1]!;
    expect((await request.get(`${caddy.https}${boot}`)).headers()["strict-transport-security"]).toBe(hsts);

    const signIn = await request.post(`${caddy.https}/api/admin/session`, {
      data: { password },
      headers: { Origin: caddy.https },
    });
    expect(signIn.status()).toBe(200);
    expect(signIn.headers()["set-cookie"]).toMatch(/;\s*Secure/);
  } finally {
    await request.dispose();
  }
});

test("a visitor's browser shows the site over HTTPS through Caddy", async ({ page }) => {
  await page.goto(`${caddy.https}/collection`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(new URL(page.url()).protocol).toBe("https:");
});
