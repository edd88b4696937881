import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets two copies of the project run their end-to-end tests side by side.
const port = Number(process.env.E2E_PORT || 4173);
const emailjsPort = port + 1;
export const baseURL = `http://localhost:${port}`;
export const emailjsURL = `http://127.0.0.1:${emailjsPort}`;

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
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  // The sign-in lockout test locks 127.0.0.1 out for 15 minutes, so it runs after everything else.
  projects: [
    { name: "site", testIgnore: /zz-lockout\.spec\.ts/, grepInvert: /@replaces-designed-page/ },
    // Publishing sections over a designed page changes what the other specs see: run it alone, after them.
    {
      name: "standard-pages",
      testMatch: /(published|standard)-pages\.spec\.ts/,
      grep: /@replaces-designed-page/,
      dependencies: ["site"],
    },
    { name: "lockout", testMatch: /zz-lockout\.spec\.ts/, dependencies: ["standard-pages"] },
  ],
  webServer: [
    {
      command: "node tests/support/emailjs-stand-in.js",
      url: `${emailjsURL}/__requests`,
      env: { PORT: String(emailjsPort) },
      reuseExistingServer: false,
    },
    {
      command: `rm -rf .e2e-data-${port} && node server.js`,
      url: `${baseURL}/robots.txt`,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: `.e2e-data-${port}`,
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
      stdout: "ignore",
    },
  ],
});
