import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { browserChrome } from "./palette.ts";
import { storageKey } from "./colorScheme.ts";
import { applySchemeAtLoad, schemeAtLoadArguments } from "./schemeAtLoad.ts";

function systemPrefers(scheme: "light" | "dark") {
  window.matchMedia = ((query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && scheme === "dark", addEventListener: () => {} })) as unknown as typeof window.matchMedia;
}

describe("the colour scheme the inline script sets before the page is drawn", () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="theme-color" content="#0b5cab">';
    delete document.documentElement.dataset.theme;
    window.localStorage.clear();
  });
  afterEach(() => window.localStorage.clear());

  it("follows the system's dark preference on a first visit", () => {
    systemPrefers("dark");
    applySchemeAtLoad(...schemeAtLoadArguments);
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute("content", browserChrome.dark);
  });

  it("is light on a first visit when the system does not prefer dark", () => {
    systemPrefers("light");
    applySchemeAtLoad(...schemeAtLoadArguments);
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute("content", browserChrome.light);
  });

  it("prefers the visitor's remembered choice to the system's preference", () => {
    systemPrefers("dark");
    window.localStorage.setItem(storageKey, "light");
    applySchemeAtLoad(...schemeAtLoadArguments);
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("ignores a stored value that is not a scheme", () => {
    systemPrefers("light");
    window.localStorage.setItem(storageKey, "purple");
    applySchemeAtLoad(...schemeAtLoadArguments);
    expect(document.documentElement.dataset.theme).toBe("light");
  });
});
