import type { ComponentType } from "react";

/**
 * The footer's code, which no page's first load carries: the page a visitor arrives on keeps the
 * footer the server rendered (SiteFooter). A page rendered in the browser needs it, as it needs its
 * blocks' code (pageCache.ts), and the prerenderer loads it before rendering any page.
 */
let loaded: ComponentType | undefined;
let pending: Promise<ComponentType> | undefined;

export function loadFooter(): Promise<ComponentType> {
  pending ??= import("./Footer.tsx").then(
    ({ Footer }) => (loaded = Footer),
    (error: unknown) => {
      // Forgotten, so that the next page tries again.
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

export const loadedFooter = (): ComponentType | undefined => loaded;
