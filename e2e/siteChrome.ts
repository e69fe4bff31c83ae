import type { Locator, Page } from "@playwright/test";
import { siteData } from "./sitePages.ts";

/** The parts of the page every spec reaches for: the header's menus and the dialogs it opens. */

const banner = (page: Page) => page.getByRole("banner");

/** The header's menu from 992 px (below that it is in the sidebar, a dialog also named "Main"). */
export const desktopNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/**
 * A group of a menu (Services, Products, Business Email Hosting) by its label: a <details> whose
 * <summary> opens it. Playwright gives <summary> no role, so both are found by their elements.
 */
export const groupSummary = (menu: Locator, label: string) => menu.locator(`summary:text-is(${JSON.stringify(label)})`);
export const menuGroup = (menu: Locator, label: string) => groupSummary(menu, label).locator("xpath=..");

/** The hamburger below 992 px, and the sidebar it opens. */
export const hamburger = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
export const sidebar = (page: Page) => page.getByRole("dialog", { name: "Menu" });

/** The header's button for the off-canvas panel, and the panel: the company's contact details and socials. */
export const contactPanelButton = (page: Page) => page.getByRole("button", { name: "Contact details and social links" });
export const contactPanel = (page: Page) => page.getByRole("dialog", { name: siteData.company.name });

/** The header's Search button, and the popup it opens. */
export const searchButton = (page: Page) => banner(page).getByRole("button", { name: "Search", exact: true });
export const searchPopup = (page: Page) => page.getByRole("dialog", { name: "Search the site" });

/** Keyboard focus is on something inside an open dialog (not on the page behind, nor nowhere). */
export const focusIsInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest("dialog") != null);
