import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets two copies of the project run their end-to-end tests side by side.
const port = Number(process.env.E2E_PORT || 4173);
const emailjsPort = port + 1;
// The servers of the two projects whose tests change what every other test would see (tests/support/own-server.ts
// numbers its ports clear of these).
const standardPagesPort = port + 20;
const lockoutPort = port + 21;
const origin = (serverPort: number) => `http://localhost:${serverPort}`;
export const baseURL = origin(port);
export const emailjsURL = `http://127.0.0.1:${emailjsPort}`;

/**
 * The system Chromium the tests drive: CHROME_PATH, else Debian's headless shell where it is installed (the build
 * Playwright itself runs headless tests in: the same engine without the desktop browser's shell, a third less CPU
 * for the whole run, decision 204), else the full browser.
 */
const headlessShell = "/usr/lib/chromium/chromium-headless-shell";
const chromePath = process.env.CHROME_PATH || (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

/** The production build on `serverPort`, with a fresh data folder of its own. */
const siteServer = (serverPort: number) => ({
  command: `rm -rf .e2e-data-${serverPort} && node server.js`,
  url: `${origin(serverPort)}/robots.txt`,
  env: {
    NODE_ENV: "production",
    PORT: String(serverPort),
    DATA_DIR: `.e2e-data-${serverPort}`,
    ADMIN_PASSWORD: "e2e-admin-password",
    EMAILJS_PUBLIC_KEY: "e2e-public-key",
    EMAILJS_SERVICE_ID: "e2e-service",
    EMAILJS_TEMPLATE_ID: "e2e-template",
    EMAILJS_PRIVATE_KEY: "e2e-private-key",
    EMAILJS_API_URL: emailjsURL,
    CONTACT_RATE_LIMIT: "1000",
    QUOTE_RATE_LIMIT: "1000",
  },
  reuseExistingServer: false,
  timeout: 60_000,
  // Its access log (a JSON line a request, decision 118) would bury the test report; warnings and errors,
  // on standard error, still show.
  stdout: "ignore" as const,
});

/** End-to-end tests drive the system Chromium against the production build, with a fresh data folder. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices["Desktop Chrome"],
    baseURL,
    viewport: { width: 1440, height: 900 },
    // Recording a trace costs a snapshot at every step; CI retries a failure once and traces that retry (decision 171).
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: chromePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  // Publishing sections over the designed pages, and the settings, password and sign-in lockout tests (which lock
  // 127.0.0.1 out for 15 minutes), change what every other test would see. Each of the two projects runs against a
  // server and data of its own, one test at a time, beside the site's tests rather than after them; listed first,
  // they start first and do not trail at the end (decision 190).
  projects: [
    {
      name: "standard-pages",
      testMatch: /(published|standard)-pages\.spec\.ts/,
      grep: /@replaces-designed-page/,
      workers: 1,
      use: { baseURL: origin(standardPagesPort) },
    },
    { name: "lockout", testMatch: /zz-lockout\.spec\.ts/, workers: 1, use: { baseURL: origin(lockoutPort) } },
    { name: "site", testIgnore: /zz-lockout\.spec\.ts/, grepInvert: /@replaces-designed-page/ },
  ],
  webServer: [
    {
      command: "node tests/support/emailjs-stand-in.js",
      url: `${emailjsURL}/__requests`,
      env: { PORT: String(emailjsPort) },
      reuseExistingServer: false,
    },
    siteServer(port),
    siteServer(standardPagesPort),
    siteServer(lockoutPort),
  ],
});
