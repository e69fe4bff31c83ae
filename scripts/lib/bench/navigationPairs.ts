/**
 * The links the navigation pass follows (navigation.ts): from a page a visitor is on, by a link they
 * would take, to another page. The header's menu links (shown from 992 px up, so the pass uses a
 * desktop window) and an article card, between pages of each kind: home, blog, article, about,
 * contact, service; and one in Arabic, whose pages load their own words, route table and header.
 */
import type { Locator, Page } from "@playwright/test";
import { ar } from "../../../src/words/ar.ts";
import { en } from "../../../src/words/en.ts";

export interface NavigationPair {
  from: string;
  /** How the table names the link. */
  link: string;
  /** The address the link leads to; the pass checks that the link says so. */
  to: string;
  find: (page: Page) => Locator;
}

/** A link of the header's desktop menu, by its text (the sidebar's copy is in a closed dialog, so not found). */
const headerLink = (name: string, menu = en.header.mainMenu) => (page: Page) => page.getByRole("banner").getByRole("navigation", { name: menu }).getByRole("link", { name, exact: true });

export const navigationPairs: readonly NavigationPair[] = [
  { from: "/", link: "header: Blog", to: "/blog", find: headerLink("Blog") },
  { from: "/blog", link: "header: About Us", to: "/about-us", find: headerLink("About Us") },
  { from: "/about-us", link: "header: Contact", to: "/contact", find: headerLink("Contact") },
  { from: "/contact", link: "header: Home", to: "/", find: headerLink("Home") },
  { from: "/blog", link: "article card", to: "/blog/UIUX", find: (page) => page.locator('main a[href="/blog/UIUX"]').first() },
  { from: "/services/digital-marketing", link: "header: Contact", to: "/contact", find: headerLink("Contact") },
  { from: "/ar", link: "header (Arabic): About Us", to: "/ar/about-us", find: headerLink("من نحن", ar.header.mainMenu) },
];
