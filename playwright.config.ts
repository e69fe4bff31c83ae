import { defineConfig, devices } from "@playwright/test";
import { e2eEnquiriesDb } from "./e2e/enquiryDatabase.ts";
import { browserTestChromiumPath, chromiumFlags } from "./scripts/lib/chromium.ts";

/** Browser tests run against the built site (npm run build) served by the production server. */
const port = Number(process.env.E2E_PORT ?? 4180);

const chromium = { executablePath: browserTestChromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, testIgnore: ["devServer.spec.ts", "studio.spec.ts"] },
    // HTTP-level checks (http, nginx) and the content security policy do not depend on the screen, and
    // pictureLoading, accessibility, everyAddress and earlyPress set each width themselves, so only the desktop project runs them.
    {
      name: "phone",
      use: { ...devices["Pixel 7"], launchOptions: chromium },
      testIgnore: ["http.spec.ts", "nginx.spec.ts", "contentSecurityPolicy.spec.ts", "pictureLoading.spec.ts", "seo.spec.ts", "devServer.spec.ts", "studio.spec.ts", "accessibility.spec.ts", "everyAddress.spec.ts", "earlyPress.spec.ts"],
    },
    // Write page files (a temporary one; the studio's saves), so they run alone, after the tests that
    // read pages/, and one after the other: a dev server's refresh is timed.
    { name: "dev-server", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, testMatch: "devServer.spec.ts", dependencies: ["desktop", "phone"] },
    { name: "studio", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, testMatch: "studio.spec.ts", dependencies: ["dev-server"] },
  ],
  globalTeardown: "./e2e/teardown.ts",
  webServer: {
    // What `npm start` serves, without the build step (`npm test` builds first), on a throwaway database
    // and with a rate limit no test run reaches.
    command: `tsx scripts/serve.ts`,
    port,
    env: { PORT: String(port), HOST: "127.0.0.1", ENQUIRIES_DB: e2eEnquiriesDb, ENQUIRIES_RATE_LIMIT: "10000" },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
