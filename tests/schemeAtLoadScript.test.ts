// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { schemeAtLoadScript } from "../scripts/viteSchemeAtLoad.ts";
import { browserChrome } from "../src/theme/palette.ts";
import { storageKey } from "../src/theme/colorScheme.ts";

/** The script's text as the build writes it into <head>, run as the page's parser runs it. */
const runInPage = () => window.eval(schemeAtLoadScript);

describe("the colour-scheme script written into every page", () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="theme-color" content="#0b5cab">';
    delete document.documentElement.dataset.theme;
    window.matchMedia = (() => ({ matches: false, addEventListener: () => {} })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => window.localStorage.clear());

  it("is the scheme function's own code, called with the site's key and colours, standing alone (it names nothing of the site's)", () => {
    expect(schemeAtLoadScript).toMatch(/^\(function\([\w,]*\)\{[\s\S]*\}\)\([\s\S]*\);$/);
    window.localStorage.setItem(storageKey, "dark");
    runInPage();
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute("content")).toBe(browserChrome.dark);
  });

  it("is small: it is in every page, before the first paint (it sets the scheme, answers the switches and follows the system and other tabs)", () => {
    expect(new TextEncoder().encode(schemeAtLoadScript).length).toBeLessThan(750);
  });
});
