declare module "virtual:pages" {
  import type { Page } from "./generated/page.ts";

  /** One entry per page file, from scripts/vitePages.ts. */
  export interface RouteEntry {
    route: string;
    aliases: string[];
    /** The page file, relative to the project root (`pages/about-us.json`): its key in Vite's manifest. */
    file: string;
    load: () => Promise<Page>;
  }
  export const routes: RouteEntry[];
}
