import { cpSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createServer } from "vite";
import { projectPagesDir, root } from "../scripts/lib/paths.ts";

/**
 * `npm run dev` for a spec that writes page files (a live edit, the studio's saves), on a copy of
 * pages/ of its own (PAGES_DIR): its saves never touch the project's files, whatever happens to the
 * run, and it runs beside the specs that read pages/ (sitePages.ts). The copy sits beside pages/, so
 * each file's "$schema": "../schemas/page.schema.json" still finds the schemas. The specs run one at a
 * time (playwright.config.ts), so they share one dependency cache, apart from the developer's own
 * (node_modules/.vite): Vite bundles the dependencies once per run, not once per spec. `added` puts
 * more files in the copy (by name under it) before the server starts.
 */
export async function devServerOnCopy(name: string, port: number, added: Record<string, string> = {}) {
  const pagesDir = join(root, `.e2e-pages-${name}`);
  rmSync(pagesDir, { recursive: true, force: true });
  cpSync(projectPagesDir, pagesDir, { recursive: true });
  for (const [file, text] of Object.entries(added)) writeFileSync(join(pagesDir, file), text);
  // Read when Vite bundles and runs vite.config.ts, whose plugins take their folders from it
  // (scripts/lib/paths.ts). This worker runs only the dev server's specs, one at a time (playwright.config.ts).
  process.env.PAGES_DIR = pagesDir;
  const server = await createServer({
    root,
    configFile: join(root, "vite.config.ts"),
    cacheDir: join(root, "node_modules", ".vite-e2e"),
    logLevel: "silent",
    server: { port, strictPort: true },
  });
  await server.listen();
  return {
    pagesDir,
    async close() {
      await server.close();
      rmSync(pagesDir, { recursive: true, force: true });
    },
  };
}
