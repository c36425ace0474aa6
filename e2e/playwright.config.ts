import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { ADMIN, servicePorts } from "./support/ports.ts";
import { SHOP } from "./support/shop.ts";

const port = servicePorts.shop;
// Each run starts the shop on a fresh data folder, so the seed is the only data there.
const dataDir = path.join(os.tmpdir(), `shop-e2e-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // Twice Playwright's defaults: on a busy two-core machine Chromium alone takes over a second to
  // open a page, and the longest journeys (sign up, mail, reset, sign in) took 23 to 30 s there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's build of the headless shell Playwright itself would use: the whole browser made
      // the same tests take over half as long again (decision 0110).
      executablePath: process.env.E2E_BROWSER ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /catalog-(changes|bulk)\//,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // These add and delete parts, reviews and users, so they run after the tests that count them.
    {
      name: "catalog-changes",
      testMatch: /catalog-changes\/.*\.spec\.ts/,
      dependencies: ["desktop"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // Thousands of parts a test adds would change what the tests above count: these run last.
    {
      name: "catalog-bulk",
      testMatch: /catalog-bulk\/.*\.spec\.ts/,
      dependencies: ["catalog-changes"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: "node --import tsx support/test-services.ts",
      url: `http://127.0.0.1:${servicePorts.control}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: "npm start",
      cwd: "..",
      url: `http://127.0.0.1:${port}/api/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: `smtp://127.0.0.1:${servicePorts.smtp}`,
        OIDC_ISSUER: `http://127.0.0.1:${servicePorts.oidc}`,
        GOOGLE_CLIENT_ID: "shop-e2e",
        GOOGLE_CLIENT_SECRET: "shop-e2e-secret",
        // Many accounts are made from one address here; the limits have their own API test.
        AUTH_RATE_LIMIT: "10000",
        // One account orders whole stocks and many times here; the caps have their own API test.
        UNPAID_HOLD_SHARE: "100",
        UNPAID_ORDERS_PER_ACCOUNT: "0",
        SHOP_EMAIL: SHOP.email,
        SHOP_PHONE: SHOP.phone,
        SHOP_ADDRESS: SHOP.address,
      },
    },
  ],
});
