import { Profiler } from "react";
import { ThemeProvider } from "@emotion/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateFromServerHtml, prerenderWithSite, renderWithSite } from "../../tests/render.tsx";
import { theme } from "./theme.ts";
import { applyScheme, storageKey } from "./colorScheme.ts";
import { applySchemeAtLoad, schemeAtLoadArguments } from "./schemeAtLoad.ts";
import { WordsContext } from "../words/words.ts";
import { wordsOf } from "../words/wordsOf.ts";
import { ThemeToggle } from "./ThemeToggle.tsx";

const systemPrefersDark = (dark: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: dark && query === "(prefers-color-scheme: dark)",
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
};

describe("theme switch", () => {
  // The page's inline script, which answers a press on the switch (the switch has no handler of its own).
  beforeAll(() => {
    systemPrefersDark(false);
    applySchemeAtLoad(...schemeAtLoadArguments);
  });

  beforeEach(() => {
    window.localStorage.clear();
    delete document.documentElement.dataset.theme;
    systemPrefersDark(false);
  });

  it("is a 'Dark Mode' toggle button, not pressed, in the prerendered HTML whatever the visitor's scheme", () => {
    document.documentElement.dataset.theme = "dark";
    const html = prerenderWithSite(<ThemeToggle />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain("Dark Mode");
  });

  it("shows as pressed once the page runs when the page is dark", async () => {
    document.documentElement.dataset.theme = "dark";
    renderWithSite(<ThemeToggle />);
    expect(await screen.findByRole("button", { name: "Dark Mode", pressed: true })).toBeInTheDocument();
  });

  it("is not drawn again once hydrated on a light page, which it already shows right (hydration's task stays short)", async () => {
    document.documentElement.dataset.theme = "light";
    const phases: string[] = [];
    const toggle = (
      <ThemeProvider theme={theme}>
        <WordsContext value={wordsOf("en")}>
          <Profiler id="toggle" onRender={(_id, phase) => phases.push(phase)}>
            <ThemeToggle />
          </Profiler>
        </WordsContext>
      </ThemeProvider>
    );
    const { root, container, errors } = await hydrateFromServerHtml(toggle);
    expect(errors).toEqual([]);
    expect(phases).toEqual(["mount"]);
    expect(container.querySelector("button")).toHaveAttribute("aria-pressed", "false");
    root.unmount();
    container.remove();
  });

  it("turns the whole page dark and back, and remembers the choice (the page's script answers the press)", async () => {
    document.documentElement.dataset.theme = "light";
    renderWithSite(<ThemeToggle />);
    const button = screen.getByRole("button", { name: "Dark Mode" });
    await userEvent.click(button);
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(window.localStorage.getItem(storageKey)).toBe("dark");
    await userEvent.click(button);
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(window.localStorage.getItem(storageKey)).toBe("light");
  });

  it("follows a choice made in another tab", async () => {
    document.documentElement.dataset.theme = "light";
    renderWithSite(<ThemeToggle />);
    window.localStorage.setItem(storageKey, "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: storageKey }));
    expect(await screen.findByRole("button", { name: "Dark Mode", pressed: true })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe("dark");
  });

  it("shows the scheme whoever sets it: the studio's preview takes the studio's", async () => {
    document.documentElement.dataset.theme = "light";
    renderWithSite(<ThemeToggle />);
    applyScheme("dark");
    expect(await screen.findByRole("button", { name: "Dark Mode", pressed: true })).toBeInTheDocument();
  });
});
