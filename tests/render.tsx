import { act, type ReactElement } from "react";
import { render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";
import { Global, ThemeProvider } from "@emotion/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { theme } from "../src/theme/theme.ts";
import { schemeCss } from "../src/theme/schemeCss.ts";
import { followLinks } from "../src/app/links.ts";
import { languageOf } from "../src/shared/language.ts";
import { WordsContext } from "../src/words/words.ts";
import { wordsOf } from "../src/words/wordsOf.ts";

/**
 * Renders UI as the site does (theme, the words of the path's language, router, the colour scheme's custom properties, links followed), at `path`, for
 * component tests. jsdom resolves `var(--color-*)` in computed styles, so tests can compare colours.
 */
export function renderWithSite(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <ThemeProvider theme={theme}>
      <Global styles={schemeCss()} />
      <WordsContext value={wordsOf(languageOf(path))}>
        <Router hook={location.hook}>{ui}</Router>
      </WordsContext>
    </ThemeProvider>,
  );
  // Links to pages of the site are plain links the app follows through the router, as it does here.
  followLinks(result.container, location.navigate);
  return { ...result, location };
}

/** The HTML the build would write for `ui` (server rendering with the theme, in English): what a visitor gets before any script runs. */
export function prerenderWithSite(ui: ReactElement): string {
  return renderToString(
    <ThemeProvider theme={theme}>
      <WordsContext value={wordsOf("en")}>{ui}</WordsContext>
    </ThemeProvider>,
  );
}

/**
 * Renders `serverUi` to HTML as the prerenderer does, puts it in the document and lets React take it
 * over with `ui`, as the browser does. React reports a changed text or attribute with console.error and
 * a changed structure through onRecoverableError, so both are collected: `errors` (console.error's
 * calls, from the server render on) and `recoverable`. The caller unmounts `root`.
 */
export async function hydrateFromServerHtml(ui: ReactElement, { serverUi = ui }: { serverUi?: ReactElement } = {}) {
  // Tells React this test drives updates through act(), as @testing-library/react does for its own renders.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const html = renderToString(serverUi);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) }));
    return { html, container, root, errors: [...consoleError.mock.calls], recoverable };
  } finally {
    consoleError.mockRestore();
  }
}
