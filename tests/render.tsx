import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "@emotion/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { theme } from "../src/theme/theme.ts";

/** Renders UI as the site does (theme, router), at `path`, for component tests. */
export function renderWithSite(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <ThemeProvider theme={theme}>
      <Router hook={location.hook}>{ui}</Router>
    </ThemeProvider>,
  );
  return { ...result, location };
}

/** The HTML the build would write for `ui` (server rendering with the theme): what a visitor gets before any script runs. */
export function prerenderWithSite(ui: ReactElement): string {
  return renderToString(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}
