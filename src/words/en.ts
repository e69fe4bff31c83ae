/**
 * The English words of the site's layout that a page's first load draws (words.ts): the header and its
 * buttons, the skip link, the back-to-top button and what `<main>` says while a page is on its way. The
 * SPEC's texts, exactly. The words of what comes on demand (the blocks, the footer, the off-canvas panel,
 * the search popup and page, the 404 page) are enBlocks.ts, fetched with that code.
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

  /** The back-to-top button (layout/side/BackToTop.tsx). */
  side: {
    backToTop: "Back to top",
  },

  /** The footer's copyright line, which a served page sets to the visitor's year (layout/footer/copyright.ts). */
  footer: {
    copyright: (year: number, company: string) => `© ${year} ${company}. All rights reserved.`,
  },

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

  /** The header's button that opens the search popup (search/SearchButton.tsx). */
  search: {
    open: "Search",
  },
};
