import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { test, expect } from "@playwright/test";
import { root } from "../scripts/lib/paths.ts";

/** `npm run dev` as marketing staff use it: save a page file, see it; break it, see why. */
const file = join(root, "pages", "e2e-live-edit.json");
const port = 5181;

const pageJson = (heading: string, type = "hero") =>
  JSON.stringify(
    {
      $schema: "../schemas/page.schema.json",
      schemaVersion: 2,
      meta: { title: `${heading} | Live edit`, description: "A page the browser tests write to check live editing in the dev server." },
      blocks: [{ type, heading }],
    },
    null,
    2,
  ) + "\n";

let server: ViteDevServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  writeFileSync(file, pageJson("First draft"));
  server = await createServer({ root, configFile: join(root, "vite.config.ts"), logLevel: "silent", server: { port, strictPort: true } });
  await server.listen();
});

test.afterAll(async () => {
  rmSync(file, { force: true });
  await server?.close();
});

test("saving a page file refreshes the page, and a broken file shows the validator's message until it is fixed", async ({ page }) => {
  await page.goto(`http://localhost:${port}/e2e-live-edit`);
  await expect(page.getByRole("heading", { level: 1, name: "First draft" })).toBeVisible();

  writeFileSync(file, pageJson("Second draft"));
  await expect(page.getByRole("heading", { level: 1, name: "Second draft" })).toBeVisible({ timeout: 5000 });

  writeFileSync(file, pageJson("Broken", "heor"));
  const overlay = page.locator("vite-error-overlay");
  await expect(overlay).toContainText('pages/e2e-live-edit.json:9:15  /blocks/0/type  unknown block type "heor"', { timeout: 5000 });

  // A person takes a moment to fix a file; the file watcher drops a second save within a few dozen ms.
  await page.waitForTimeout(500);
  writeFileSync(file, pageJson("Fixed"));
  await expect(page.getByRole("heading", { level: 1, name: "Fixed" })).toBeVisible({ timeout: 5000 });
  await expect(overlay).toHaveCount(0);
});
