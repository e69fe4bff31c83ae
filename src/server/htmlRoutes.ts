import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { routeKey } from "../shared/routes.ts";
import { hashedAssetsFolder } from "./responseHeaders.ts";

/**
 * Maps every prerendered address to its HTML file (`/about-us` → `about-us/index.html`), keyed the
 * way the site compares addresses, so `/About-Us/` finds the same page as `/about-us`.
 */
export function htmlRoutes(dist: string): Map<string, string> {
  const routes = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== hashedAssetsFolder && !entry.name.startsWith(".")) walk(join(folder, entry.name));
      } else if (entry.name === "index.html") {
        const dir = relative(dist, folder).split(sep).join("/");
        routes.set(routeKey("/" + dir), dir ? `${dir}/index.html` : "index.html");
      }
    }
  };
  walk(dist);
  return routes;
}
