import { act } from "react";
import type { Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import { App } from "../src/app/App.tsx";
import { loadPage } from "../src/app/pageCache.ts";
import { routes } from "../src/app/routing.ts";
import { loadLayoutCode } from "../src/layout/layoutCode.ts";
import { hydrateFromServerHtml } from "./render.tsx";
import { languageOf } from "../src/shared/language.ts";
import { wordsOf } from "../src/words/wordsOf.ts";
import { sweptPages } from "./sweptPages.ts";

/**
 * Every real page (the Arabic ones sampled: sweptPages.ts), rendered as the prerenderer does and
 * hydrated as the browser does, in React's development build: unknown DOM props, missing keys and
 * hydration mismatches all log errors there.
 */
describe("every page in pages/", () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  for (const entry of sweptPages(routes)) {
    it(`${entry.route} renders and hydrates without a warning`, async () => {
      const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const loadErrors = vi.spyOn(console, "error").mockImplementation(() => undefined);
      // What the prerenderer loads before it renders (src/entry-server.tsx): the page and the layout's parts.
      const [page] = await Promise.all([loadPage(entry), loadLayoutCode(languageOf(entry.route))]);
      const words = wordsOf(languageOf(entry.route));
      expect(loadErrors.mock.calls).toEqual([]);
      loadErrors.mockRestore();
      // The browser is at the page's address when it hydrates; the prerenderer is told it.
      window.history.replaceState(null, "", entry.route);

      const { container, ...hydrated } = await hydrateFromServerHtml(<App words={words} />, { serverUi: <App ssrPath={entry.route} words={words} /> });
      root = hydrated.root;
      expect(hydrated.recoverable).toEqual([]);
      expect(hydrated.errors).toEqual([]);
      expect(warnings.mock.calls).toEqual([]);
      expect(container.querySelectorAll("h1")).toHaveLength(1);
      // The head-writing code is fetched on demand (useDocumentHead).
      await waitFor(() => expect(document.title).toBe(page.meta.title));
    });
  }
});
