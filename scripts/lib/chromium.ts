/**
 * Debian's Chromium, which the browser tests and the Lighthouse benchmark drive: neither Playwright nor
 * Lighthouse can download a browser on this network. CHROMIUM_PATH points at another one.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
