import { defineConfig, devices } from "@playwright/test";
import { e2eEnquiriesDb } from "./e2e/enquiryDatabase.ts";
import { alsoOnPhoneTag, phoneTag } from "./e2e/projectTags.ts";
import { browserTestChromiumPath, chromiumFlags } from "./scripts/lib/chromium.ts";

/** Browser tests run against the built site (npm run build) served by the production server. */
const port = Number(process.env.E2E_PORT ?? 4180);

const chromium = { executablePath: browserTestChromiumPath, args: chromiumFlags };
/** The specs that run `npm run dev` rather than the built site. */
const devServerSpecs = ["devServer.spec.ts", "studio.spec.ts"];

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
    // A worker's tests share one browser context, which Playwright empties between them (cookies, cache,
    // storage, routes, init scripts, emulation; e2e/consoleGuard.ts drops a test's listeners): a fresh
    // context for each of 340 tests, and a new renderer process each, was a seventh of the run's CPU.
    // A test that sets another context option (JavaScript off, say) still gets a fresh one.
    reuseContext: true,
  },
  projects: [
    // `npm run dev` (the studio, and a page file's live refresh), each spec on a dev server and a copy of
    // pages/ of its own (e2e/devServerOnCopy.ts), in one browser context that keeps its cache
    // (e2e/oneBrowserContext.ts). One test at a time, first, so that the other worker takes the built
    // site's tests meanwhile and the run does not end on one busy worker. (A project that depends on
    // another waits for every project without dependencies, and so ran alone at the end.) The timed
    // edits are judged against what the same moment allows: the studio's preview by the median of five,
    // the refresh after a save against a plain reload measured just before.
    { name: "dev-server", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, testMatch: devServerSpecs, workers: 1 },
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, testIgnore: devServerSpecs, grepInvert: new RegExp(phoneTag) },
    // A phone (its screen, touch, a mobile browser) runs only the tests tagged for it: what looks or
    // works differently there (e2e/projectTags.ts).
    {
      name: "phone",
      use: { ...devices["Pixel 7"], launchOptions: chromium },
      testIgnore: devServerSpecs,
      grep: [new RegExp(phoneTag), new RegExp(alsoOnPhoneTag)],
    },
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
