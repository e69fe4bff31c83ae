import type { SocialProfile } from "../generated/site.ts";
import { englishEnquiryWords } from "../shared/enquiry.ts";
import type { Plural } from "./plural.ts";

/**
 * The English words of the site that are not in its page files (words.ts). The SPEC's texts, exactly.
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

  /** Dates as the site writes them, the same on the server and in every browser: '12 March 2026'. */
  dates: {
    months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    date: (day: number, month: string, year: number) => `${day} ${month} ${year}`,
  },

  /** Words the blocks add to what their page file says (blocks/). */
  blocks: {
    breadcrumb: "Breadcrumb",
    articleHeader: {
      /** Before the date: 'Published 12 March 2026'. */
      published: "Published",
      readingTime: { one: "# min read", other: "# min read" } as Plural,
    },
    comparisonTable: {
      /** The first column's heading when the page file gives none. */
      feature: "Feature",
      /** The table's caption when the page file gives neither caption nor heading. */
      comparisonOf: (columns: string[]) => `Comparison of ${columns.join(", ")}`,
      /** The name of the frame that scrolls the table sideways. */
      scrollable: (title: string) => `Scrollable table: ${title}`,
      included: "Included",
      notIncluded: "Not included",
    },
    contactCards: {
      email: "Email",
      websites: "Websites",
      phone: "Phone",
    },
    planCards: {
      mostPopular: "Most popular",
    },
  },

  /** The enquiry form (blocks/contactForm/). */
  contactForm: {
    /** The heading and the send button's text when the page file gives none. */
    heading: "Send us a message",
    submit: "Send Message",
    sending: "Sending…",
    /** The alert and the status line once an enquiry has been accepted. */
    sent: "Form submitted successfully!",
    /** After the label of a field that may be left blank. */
    optional: "(optional)",
    /** The hidden robot trap's label, which people never see nor hear. */
    trap: "Leave this field empty",
    /** The note over a form opened from a plan card's button, around the plan's name. */
    planNote: { before: "Your enquiry is about the ", after: " plan. Add anything we should know, and we will reply with the next steps." },
    /** The message's opening line for that plan, which the visitor adds to or changes. */
    planMessage: (plan: string) => `I would like to order the ${plan} plan. `,
    draftKept: "We kept what you typed earlier in this tab. It has not been sent yet.",
    /** The fields' labels and the rules' messages, which the server says too (shared/enquiry.ts). */
    fields: englishEnquiryWords,
    /** Why an enquiry was not sent; `button` is the send button's text. */
    problems: {
      kept: "Everything you typed is still here.",
      unreachable: (button: string) => `Your enquiry has not been sent: we could not reach our server. Please check your internet connection and press “${button}” again.`,
      rateLimited: (wait: string) => `You have sent several enquiries in a short time, so this one has not been sent. Please try again ${wait}.`,
      /** When to try again: the minutes the service asked to wait (`one` for a minute or less), or `later` when it did not say. */
      waitMinutes: { one: "in a minute", other: "in # minutes" } as Plural,
      waitLater: "later",
      tooLarge: (button: string) => `Your enquiry is too long to send. Please shorten the message and press “${button}” again.`,
      invalid: (button: string) => `Your enquiry has not been sent: please correct the highlighted fields and press “${button}” again.`,
      /** A failure on the service's side, with the site's e-mail address as a link between `emailUs` and `end` when it has one. */
      serverError: {
        before: (button: string) => `Your enquiry has not been sent because of a problem on our side. Please press “${button}” again in a moment`,
        emailUs: ", or email us at ",
        end: ".",
      },
    },
  },
};
