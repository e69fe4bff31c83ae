import type { SocialProfile } from "../generated/site.ts";
import { englishEnquiryWords } from "../shared/enquiry.ts";
import type { Plural } from "./plural.ts";

/** The blocks' words in one language: what enBlocks.ts says in English and arBlocks.ts in Arabic (blockWords.ts). */
export type BlockWords = typeof enBlocks;

/**
 * The English words of what a page fetches on demand (blockWords.ts): what the blocks add to what their
 * page files say (dates, the blocks' own labels, the contact form's), and the words of the layout's
 * parts whose code no first load carries (the footer, the off-canvas panel, the search popup and page,
 * the 404 page). The SPEC's texts, exactly, written as en.ts's are.
 */
export const enBlocks = {
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

  /** The footer's headings (layout/Footer.tsx, layout/footer/). Its links and the company's details are in pages/_site.json. */
  footer: {
    support: "Support",
    followUs: "Follow us",
    /** The list of the flags of the countries the company serves. */
    countries: "Countries we serve",
  },

  /** The off-canvas panel (layout/side/OffCanvasPanel.tsx). */
  panel: {
    close: "Close menu",
    getInTouch: "Get in touch",
    followUs: "Follow us",
  },

  /** Each social network's name, read as its link's name (the footer, the off-canvas panel). */
  socialNetworks: {
    facebook: "Facebook",
    instagram: "Instagram",
    x: "X (Twitter)",
    linkedin: "LinkedIn",
    youtube: "YouTube",
  } satisfies Record<SocialProfile["network"], string>,

  /** The 404 page (layout/NotFound.tsx), and its title and description in the document's head. */
  notFound: {
    title: "Page Not Found",
    description: "The page you are looking for doesn’t exist or has been moved.",
    message: "Oops! The page you are looking for doesn’t exist or has been moved. Redirecting you to the homepage...",
  },

  /** The header's search popup and the /search page (search/); the header's Search button is en.ts's. */
  search: {
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
