/**
 * `npm run docs:screenshots`: the pictures of the page studio in docs/editing-pages.md, taken from the
 * real studio. It starts a dev server of its own on a free port, and the live site's server with its
 * studio on a copy of the site (it needs `npm run build` first; nothing needs to be running), drives
 * both in Chromium at 1280×800 and writes docs/images/studio/*.png, each cropped to what the guide
 * talks about. It works on a page it makes through "New page…" and never saves another; pages/
 * and public/ are left exactly as they were, whatever happens. Run it again when the studio changes.
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { createServer } from "vite";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import { projectPagesDir, publicDir, root } from "./lib/paths.ts";
import { keepFolders } from "./lib/screenshots/keepFolders.ts";
import { savePng } from "./lib/screenshots/savePng.ts";
import { takeLiveShots } from "./lib/screenshots/liveShots.ts";
import { takeStudioShots } from "./lib/screenshots/studioShots.ts";
import { startLiveStudio, type LiveStudio } from "./lib/servers/liveStudioServer.ts";
import { freePort } from "./lib/servers/freePort.ts";

const outDir = join(root, "docs", "images", "studio");
const started = performance.now();

// An address no page has, for the page the shots make: /services/data-backup, else data-backup-2, …
const routes = ["/services/data-backup", ...Array.from({ length: 8 }, (_, index) => `/services/data-backup-${index + 2}`)];
const route = routes.find((candidate) => !existsSync(join(projectPagesDir, `${candidate}.json`)))!;

const kept = keepFolders([projectPagesDir, publicDir]);
const port = await freePort();
const server = await createServer({ root, configFile: join(root, "vite.config.ts"), logLevel: "error", server: { port, strictPort: true } });
let browser: Browser | undefined;
let live: LiveStudio | undefined;
let total = 0;
const taken = new Set<string>();
try {
  await server.listen();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: "light" });
  // The dev server compiles the studio on its first visit: slower than Playwright's usual patience on a busy machine.
  page.setDefaultTimeout(60_000);
  const shoot = async (name: string, png: Buffer) => {
    const bytes = await savePng(join(outDir, `${name}.png`), png);
    total += bytes;
    taken.add(`${name}.png`);
    console.log(`docs/images/studio/${name}.png  ${(bytes / 1024).toFixed(0)} KB`);
  };
  // The live site's studio (npm start with STUDIO_REPO) on a copy of the site, made before the dev
  // server's shots add their page: its own repository, mail server and identity provider. It needs
  // the build (dist/, dist-ssr/, dist-studio/).
  live = await startLiveStudio();
  await takeLiveShots(await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: "light" }), live, shoot);
  await takeStudioShots(page, { studio: `http://localhost:${port}/_studio`, route, shoot });
  // A picture the shots no longer take goes, so the folder holds only what the guide can show.
  for (const old of readdirSync(outDir).filter((file) => file.endsWith(".png") && !taken.has(file))) rmSync(join(outDir, old));
} finally {
  await browser?.close();
  await server.close();
  await live?.stop();
  for (const line of kept.restore()) console.log(`restored ${line}`);
}
console.log(`${(total / 1024).toFixed(0)} KB in all, ${((performance.now() - started) / 1000).toFixed(0)} s`);
