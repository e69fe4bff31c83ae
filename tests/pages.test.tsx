import { act } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../src/app/App.tsx";
import { loadPage } from "../src/app/pageCache.ts";
import { routes } from "../src/app/routing.ts";

/**
 * Every real page, rendered as the prerenderer does and hydrated as the browser does, in React's
 * development build: unknown DOM props, missing keys and hydration mismatches all log errors there.
 */
// Tells React this test drives updates through act(), as @testing-library/react does for its own renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("every page in pages/", () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  for (const entry of routes) {
    it(`${entry.route} renders and hydrates without a warning`, async () => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const page = await loadPage(entry);
      const container = document.createElement("div");
      container.innerHTML = renderToString(<App ssrPath={entry.route} />);
      document.body.append(container);
      window.history.replaceState(null, "", entry.route);

      const recoverable: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, <App />, { onRecoverableError: (error) => recoverable.push(error) });
      });

      expect(recoverable).toEqual([]);
      expect(errors.mock.calls).toEqual([]);
      expect(warnings.mock.calls).toEqual([]);
      expect(container.querySelectorAll("h1")).toHaveLength(1);
      expect(document.title).toBe(page.meta.title);
    });
  }
});
