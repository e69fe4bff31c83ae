/**
 * Every kind of control on the site, pressed the moment its page's HTML is parsed (DOMContentLoaded),
 * long before React has taken over on a slow phone: each must still do its job (the menus, dialogs and
 * accordions by the browser's own invoker commands and <details>, the colour-scheme switches by the
 * page's inline script: none needs React). Data only, so that `npm run bench` (earlyPressPass.ts) and
 * a browser test can press the same list.
 *
 * `answered` runs in the page, so it must be self-contained: no imports, no outer variables. The
 * browser context starts with a light colour scheme and empty storage, so a switch that answered has
 * made the page dark.
 */
import type { Locator, Page } from "@playwright/test";
import { desktopViewport, phoneViewport } from "./throttle.ts";

export interface EarlyPress {
  name: string;
  route: string;
  viewport: { width: number; height: number };
  /** Pressed first, also at once and not timed: what must be open before the control can be reached. */
  before?: (page: Page) => Locator;
  /** The control pressed. */
  control: (page: Page) => Locator;
  /** In the page: true once the press has done its job. */
  answered: () => boolean;
}

const banner = (page: Page) => page.getByRole("banner");
const hamburger = (page: Page) => banner(page).getByRole("button", { name: "Menu", exact: true });

export const earlyPresses: readonly EarlyPress[] = [
  {
    name: "header Search button",
    route: "/",
    viewport: phoneViewport,
    control: (page) => banner(page).getByRole("button", { name: "Search", exact: true }),
    answered: () =>
      [...document.querySelectorAll<HTMLElement>("dialog[open], [role=dialog]")].some((dialog) => {
        const name = dialog.getAttribute("aria-label") ?? document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent;
        return name?.trim() === "Search the site" && dialog.checkVisibility();
      }),
  },
  {
    name: "header theme toggle (Dark Mode)",
    route: "/",
    viewport: phoneViewport,
    control: (page) => banner(page).getByRole("button", { name: "Dark Mode", exact: true }),
    answered: () => document.documentElement.dataset.theme === "dark",
  },
  {
    // The web development page's hero has "themeSwitch": true (pages/services/web-development.json).
    name: "banner scheme switch",
    route: "/services/web-development",
    viewport: phoneViewport,
    control: (page) => page.locator("main button[data-scheme-switch]").first(),
    answered: () => document.documentElement.dataset.theme === "dark",
  },
  {
    name: "phone menu (Menu)",
    route: "/",
    viewport: phoneViewport,
    control: hamburger,
    answered: () => [...document.querySelectorAll<HTMLDialogElement>("dialog[open]")].some((dialog) => dialog.getAttribute("aria-label") === "Menu" && dialog.checkVisibility()),
  },
  {
    // The sidebar's groups are the browser's <details>: the press opens Services with no script.
    name: "phone menu, then Services in it",
    route: "/",
    viewport: phoneViewport,
    before: hamburger,
    control: (page) => page.getByRole("dialog", { name: "Menu" }).locator("summary:text-is('Services')"),
    answered: () => {
      const sidebar = [...document.querySelectorAll("dialog[open]")].find((dialog) => dialog.getAttribute("aria-label") === "Menu");
      const group = [...(sidebar?.querySelectorAll("details") ?? [])].find((details) => details.querySelector(":scope > summary")?.textContent?.trim() === "Services");
      return !!group?.open && !!group.querySelector(":scope > ul")?.checkVisibility();
    },
  },
  {
    // The desktop dropdowns are the browser's <details> too: the press opens Services with no script.
    name: "desktop Services dropdown",
    route: "/",
    viewport: desktopViewport,
    control: (page) => banner(page).getByRole("navigation", { name: "Main" }).locator("summary:text-is('Services')"),
    answered: () => {
      const group = [...document.querySelectorAll<HTMLDetailsElement>("header nav details")].find(
        (details) => !details.closest("dialog") && details.querySelector(":scope > summary")?.textContent?.trim() === "Services",
      );
      return !!group?.open && !!group.querySelector(":scope > ul")?.checkVisibility();
    },
  },
  {
    // Written for the accordion as native <details name="…"><summary>: the second question opens
    // and the first, open at load, closes. The earlier markup (buttons) has no summary to press.
    name: "home FAQ, second question",
    route: "/",
    viewport: phoneViewport,
    control: (page) => page.getByRole("region", { name: "Frequently Asked Questions" }).locator("summary").nth(1),
    answered: () => {
      const section = [...document.querySelectorAll("section")].find((candidate) => candidate.querySelector("h1, h2, h3")?.textContent?.trim() === "Frequently Asked Questions");
      const [first, second] = section?.querySelectorAll("details") ?? [];
      return !!second?.open && !first?.open;
    },
  },
];
