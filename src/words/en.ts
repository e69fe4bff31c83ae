import type { SocialProfile } from "../generated/site.ts";
import type { Plural } from "./plural.ts";

/**
 * The English words of the site's layout (words.ts): what every page shows around its content, the
 * search popup and the pages that take a page's place. The SPEC's texts, exactly. The blocks' words are
 * enBlocks.ts, fetched with the blocks' code.
 * Grouped by where a visitor meets them. A text with a value in it is a small function; a text with a
 * count is a `Plural` (`#` is the count), which the code says with plural(); where a value is drawn in
 * markup of its own (a link, bold type), the words around it are `before` and `after` it.
 */
export const en = {
  /** What every page has around its content (layout/SiteLayout.tsx). */
  page: {
    /** The first link a keyboard reaches: to the page's main content. */
    skipToContent: "Skip to content",
  },

  /** The header's menus and buttons (layout/header/, layout/side/OffCanvasButton.tsx). */
  header: {
    /** The name screen readers give the menu of the site's pages (the row on wide screens, the sidebar's). */
    mainMenu: "Main",
    /** The hamburger button, and the sidebar it opens. */
    menu: "Menu",
    closeMenu: "Close menu",
    /** The button that opens the off-canvas panel. */
    contactPanel: "Contact details and social links",
    /** The language switch: the other language's name, in that language, and as a phone's header shows it. */
    otherLanguage: "العربية",
    otherLanguageShort: "ع",
  },

  /** The off-canvas panel and the back-to-top button (layout/side/). */
  side: {
    closePanel: "Close menu",
    getInTouch: "Get in touch",
    followUs: "Follow us",
    backToTop: "Back to top",
  },

  /** The footer (layout/Footer.tsx, layout/footer/). Its links and the company's details are in pages/_site.json. */
  footer: {
    support: "Support",
    followUs: "Follow us",
    /** The list of the flags of the countries the company serves. */
    countries: "Countries we serve",
    copyright: (year: number, company: string) => `© ${year} ${company}. All rights reserved.`,
  },

  /** Each social network's name, read as its link's name (the footer, the off-canvas panel). */
  socialNetworks: {
    facebook: "Facebook",
    instagram: "Instagram",
    x: "X (Twitter)",
    linkedin: "LinkedIn",
    youtube: "YouTube",
  } satisfies Record<SocialProfile["network"], string>,

  /** What a link says of itself to screen readers (ui/SmartLink.tsx). */
  links: {
    opensInNewTab: "(opens in a new tab)",
    /** After a link that downloads a file, the kind of file: '(PDF)'. */
    fileOfType: (type: string) => `(${type})`,
  },

  /** The colour-scheme switches, each named after the scheme it switches to (theme/). */
  colorScheme: {
    darkMode: "Dark Mode",
    lightMode: "Light Mode",
  },

  /** What `<main>` shows while a page is on its way or could not be fetched (layout/PageUnavailable.tsx). */
  navigation: {
    loading: "Loading…",
    /** The progress bar's name, while a page slow to arrive is on its way. */
    loadingPage: "Loading the page",
    couldNotLoad: "This page could not be loaded. Check your connection and try again.",
    tryAgain: "Try again",
  },

  /** The 404 page (layout/NotFound.tsx), and its title and description in the document's head. */
  notFound: {
    title: "Page Not Found",
    description: "The page you are looking for doesn’t exist or has been moved.",
    message: "Oops! The page you are looking for doesn’t exist or has been moved. Redirecting you to the homepage...",
  },

  /** The header's search popup and the /search page (search/). */
  search: {
    /** The header's button that opens the popup. */
    open: "Search",
    dialogTitle: "Search the site",
    close: "Close search",
    /** The popup's field. */
    keywords: "Keywords",
    loading: "Loading…",
    unavailable: "Search is not available right now. Press Enter to search on a separate page.",
    noMatch: (query: string) => `No pages match “${query}”.`,
    pagesMatch: { one: "# page matches.", other: "# pages match." } as Plural,
    /** The /search page's field and button. */
    pageField: "Search this site",
    pageButton: "Search",
    prompt: "Type one or more words to find pages about them.",
  },
};
