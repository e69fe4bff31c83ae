import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { browserChrome } from "./palette.ts";
import { storageKey } from "./colorScheme.ts";
import { applySchemeAtLoad, schemeAtLoadArguments } from "./schemeAtLoad.ts";

// The system's preference, which a test changes, and the listener the script gave the browser for it.
let systemDark = false;
let systemChanged = () => {};

const theme = () => document.documentElement.dataset.theme;
const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute("content");

/** A colour-scheme switch as the header and the banners have it: a button with no handler of its own. */
function aSwitch() {
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.schemeSwitch = "";
  button.innerHTML = "<svg><path></path></svg> Dark Mode";
  document.body.append(button);
  return button;
}

describe("the inline colour-scheme script, once in the page, with nothing else of the site's code", () => {
  beforeAll(() => {
    document.head.innerHTML = '<meta name="theme-color" content="#0b5cab">';
    window.localStorage.clear();
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query === "(prefers-color-scheme: dark)" && systemDark;
      },
      addEventListener: (_type: string, listener: () => void) => (systemChanged = listener),
    })) as unknown as typeof window.matchMedia;
    // Once, as the page's parser runs it.
    applySchemeAtLoad(...schemeAtLoadArguments);
  });

  beforeEach(() => {
    document.body.innerHTML = "";
    window.localStorage.clear();
  });

  it("turns the page dark at a press on a switch, anywhere on it (its icon too), remembers that, and turns it light again at the next", () => {
    expect(theme()).toBe("light");
    const button = aSwitch();
    button.querySelector("path")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(theme()).toBe("dark");
    expect(themeColor()).toBe(browserChrome.dark);
    expect(window.localStorage.getItem(storageKey)).toBe("dark");
    button.click();
    expect(theme()).toBe("light");
    expect(themeColor()).toBe(browserChrome.light);
    expect(window.localStorage.getItem(storageKey)).toBe("light");
  });

  it("answers a press that something on the way stops from bubbling (React holds back clicks in a part it has not hydrated)", () => {
    const holder = document.createElement("div");
    holder.addEventListener("click", (event) => event.stopPropagation());
    document.body.append(holder);
    const button = aSwitch();
    holder.append(button);
    const before = theme();
    button.click();
    expect(theme()).not.toBe(before);
  });

  it("leaves the scheme alone at a press on anything else", () => {
    const other = document.createElement("button");
    document.body.append(other);
    const before = theme();
    other.click();
    expect(theme()).toBe(before);
  });

  it("follows the system's preference while the visitor has not chosen, and not once they have", () => {
    systemDark = true;
    systemChanged();
    expect(theme()).toBe("dark");
    systemDark = false;
    systemChanged();
    expect(theme()).toBe("light");

    window.localStorage.setItem(storageKey, "dark");
    systemChanged();
    expect(theme()).toBe("dark");
  });

  it("follows a choice made in another tab", () => {
    document.documentElement.dataset.theme = "light";
    window.localStorage.setItem(storageKey, "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: storageKey }));
    expect(theme()).toBe("dark");
    window.localStorage.removeItem(storageKey);
    window.dispatchEvent(new StorageEvent("storage", { key: storageKey }));
    expect(theme()).toBe("light");
  });
});
