import type { Locator, Page } from "@playwright/test";
import { siteData } from "./sitePages.ts";
import type { Language } from "../src/shared/language.ts";
import { en } from "../src/words/en.ts";
import { ar } from "../src/words/ar.ts";
import { enBlocks } from "../src/words/enBlocks.ts";
import { arBlocks } from "../src/words/arBlocks.ts";

/** The parts of the page every spec reaches for: the header's menus and the dialogs it opens, by their names in the page's language (English unless told). */

const words = { en, ar };
/** The words of what comes on demand, the search popup's among them. */
const onDemandWords = { en: enBlocks, ar: arBlocks };

const banner = (page: Page) => page.getByRole("banner");

/** The header's menu from 992 px (below that it is in the sidebar, a dialog also named "Main"). */
export const desktopNav = (page: Page, language: Language = "en") => page.getByRole("navigation", { name: words[language].header.mainMenu });

/**
 * A group of a menu (Services, Products, Business Email Hosting) by its label: a <details> whose
 * <summary> opens it. Playwright gives <summary> no role, so both are found by their elements.
 */
export const groupSummary = (menu: Locator, label: string) => menu.locator(`summary:text-is(${JSON.stringify(label)})`);
export const menuGroup = (menu: Locator, label: string) => groupSummary(menu, label).locator("xpath=..");

/** The hamburger below 992 px, and the sidebar it opens. */
export const hamburger = (page: Page, language: Language = "en") => page.getByRole("button", { name: words[language].header.menu, exact: true });
export const sidebar = (page: Page, language: Language = "en") => page.getByRole("dialog", { name: words[language].header.menu });

/** The header's button for the off-canvas panel, and the panel: the company's contact details and socials. */
export const contactPanelButton = (page: Page) => page.getByRole("button", { name: "Contact details and social links" });
export const contactPanel = (page: Page) => page.getByRole("dialog", { name: siteData.company.name });

/** The header's Search button, and the popup it opens. */
export const searchButton = (page: Page, language: Language = "en") => banner(page).getByRole("button", { name: words[language].search.open, exact: true });
export const searchPopup = (page: Page, language: Language = "en") => page.getByRole("dialog", { name: onDemandWords[language].search.dialogTitle });

/** Keyboard focus is on something inside an open dialog (not on the page behind, nor nowhere). */
export const focusIsInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest("dialog") != null);
