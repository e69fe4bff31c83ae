import { existsSync } from "node:fs";

/**
 * Debian's Chromium, which the Lighthouse benchmark drives: neither Playwright nor Lighthouse can
 * download a browser on this network. CHROMIUM_PATH points at another one.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests drive Debian's headless shell (package chromium-headless-shell): the same Chromium,
 * built without the desktop browser around it, as Playwright itself uses for headless runs. On this
 * 2-core machine the suite takes 7 minutes with it instead of 12, as every test opens a fresh context.
 * Without the package, the full browser does the same job, slower. CHROMIUM_PATH overrides both.
 */
const headlessShellPath = "/usr/bin/chromium-headless-shell";
export const browserTestChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

/** No sandbox (runs as root in CI), and nothing that would make requests the site did not ask for. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
