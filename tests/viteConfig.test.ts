import { join } from "node:path";
import { resolveConfig } from "vite";
import { describe, expect, it } from "vitest";
import { root } from "../scripts/lib/paths.ts";

describe("the dev server's configuration", () => {
  it("imports no page file, so that a page or the site file saved (from the studio, say) reloads the page instead of restarting the server", async () => {
    const config = await resolveConfig({ root, configFile: join(root, "vite.config.ts"), logLevel: "silent" }, "serve");
    // Vite restarts the dev server when a file its configuration imported changes.
    const project = root.replaceAll("\\", "/");
    const imported = config.configFileDependencies.map((file) => file.replaceAll("\\", "/"));
    expect(imported).toContain(`${project}/scripts/vitePages.ts`);
    expect(imported.filter((file) => file.startsWith(`${project}/pages/`))).toEqual([]);
  });
});
