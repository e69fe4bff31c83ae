/* Generated from schemas/page.schema.json by scripts/gen-types.ts: do not edit. Run `npm run gen:types`. */

export type Block =
  | HeroBlock
  | CardGridBlock
  | AccordionBlock
  | ComparisonTableBlock
  | PlanCardsBlock
  | ContactFormBlock
  | ContactCardsBlock
  | RichTextBlock
  | BreadcrumbBlock
  | SearchResultsBlock
  | CallToActionBlock
  | KeyFiguresBlock
  | ArticleHeaderBlock;
/**
 * Name of this section for in-page links: a section with id 'services' is reached by the link '#services'. Lower-case letters, digits and hyphens; unique on the page.
 */
export type AnchorId = string;
/**
 * Where the button goes.
 */
export type Link = string;
/**
 * The section's background: 'plain' (the page colour) or 'tinted' (a soft band that sets the section apart from its neighbours; alternate the two down a long page).
 */
export type SectionBackground = "plain" | "tinted";
/**
 * An icon shown instead of a picture.
 */
export type Icon =
  | "brain"
  | "cloud"
  | "shield"
  | "code"
  | "palette"
  | "megaphone"
  | "smartphone"
  | "mail"
  | "server"
  | "chart"
  | "search"
  | "users"
  | "settings"
  | "lock"
  | "zap"
  | "refresh"
  | "layers"
  | "target"
  | "rocket"
  | "check"
  | "headset"
  | "globe"
  | "database"
  | "bot"
  | "wallet"
  | "clipboard"
  | "lightbulb"
  | "trending-up"
  | "pen-tool"
  | "wrench"
  | "file-text"
  | "sheet"
  | "presentation"
  | "newspaper"
  | "message-square"
  | "video"
  | "calendar"
  | "hard-drive"
  | "monitor"
  | "shopping-cart"
  | "mic"
  | "link"
  | "battery"
  | "sparkles"
  | "award"
  | "clock"
  | "layout"
  | "gauge"
  | "handshake"
  | "puzzle"
  | "fingerprint"
  | "credit-card"
  | "share"
  | "cpu"
  | "network"
  | "mouse-pointer";
/**
 * The icon's colour.
 */
export type Tone = "primary" | "accent" | "success" | "warning" | "danger" | "info";
/**
 * Where the card leads.
 */
export type Link1 = string;
export type RichTextElement = Heading2 | Heading3 | Paragraph | BulletedList | NumberedList | Quote;
/**
 * A paragraph.
 */
export type InlineText = string | (string | InlineLink | StrongText | EmphasisedText | SiteDetail)[];
/**
 * Where the link goes.
 */
export type Link2 = string;
/**
 * A detail taken from the site-wide data file (pages/_site.json), so that it is changed there once for every page: 'companyName', 'legalName', 'headOfficeAddress' (the first office's address on one line), 'email' or 'phone' (the first of each, as a link).
 */
export type SiteDetailName = "companyName" | "legalName" | "headOfficeAddress" | "email" | "phone";
/**
 * A line of text: either plain text, or a list of pieces where each piece is plain text, a link ({"text", "href"}), emphasis ({"strong"} / {"em"}) or a detail from the site-wide data ({"site": "headOfficeAddress"}).
 */
export type InlineText1 = string | (string | InlineLink | StrongText | EmphasisedText | SiteDetail)[];
/**
 * Where the step leads; leave it out for the current page.
 */
export type Link3 = string;

/**
 * One page of the site. The file's path under pages/ is its address: pages/about-us.json is /about-us, pages/index.json is /.
 */
export interface Page {
  /**
   * Path from this file to schemas/page.schema.json. It lets your editor complete and check the file as you type.
   */
  $schema?: string;
  /**
   * The version of the page format this file is written in. Leave it as it is: when the format changes, 'npm run migrate-pages' updates every page file and this number.
   */
  schemaVersion: 2;
  meta: SearchAndSharing;
  /**
   * Other addresses that show this same page, for example '/blog/AIML' for pages/blog/aiml.json. Search engines are told the page's own address is the one to index.
   *
   * Items: An address starting with '/', made of letters, digits, '-', '_', '.' and '~', with no trailing slash.
   */
  aliases?: string[];
  layout?: PageLayout;
  notYetInArabic?: NotYetInArabic;
  /**
   * Only on an Arabic page: why its blocks or their values (pictures, links, figures) are not those of its English twin. Without it, the two pages have the same blocks in the same order, and only their words differ.
   */
  differsFromEnglish?: string;
  /**
   * The sections of the page, top to bottom. Each one's 'type' says which kind of block it is.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * How the page appears in browser tabs, search results and link previews.
 */
export interface SearchAndSharing {
  /**
   * The page's title, shown in the browser tab and as the search result's headline (not on the page itself: the big heading visitors see is a block's heading, usually the first block's). Aim for under 60 characters.
   */
  title: string;
  /**
   * One or two sentences shown under the headline in search results. Aim for 50 to 160 characters.
   */
  description: string;
  /**
   * The preferred address of this page, only when it is not this site's own address for the file (it is worked out from the site's base URL and the file's path otherwise).
   */
  canonical?: string;
  shareImage?: ShareImage;
}
/**
 * This page's own picture for link previews on social media and in chats. Leave it out to use the site's default (shareImage in pages/_site.json).
 */
export interface ShareImage {
  /**
   * Path of the picture under public/, starting with /images/ (for example '/images/share/default.png').
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it.
   */
  alt: string;
}
/**
 * Switches for the parts of the page that every page shares.
 */
export interface PageLayout {
  /**
   * Whether the site footer is shown. The contact page turns it off.
   */
  footer?: boolean;
}
/**
 * Only on an English page whose Arabic twin (the same path under pages/ar/) is not written yet: who is translating it, and by when. Until it is written the page has no Arabic address, and the language switch leads to the nearest Arabic page above it.
 */
export interface NotYetInArabic {
  /**
   * Who is translating the page.
   */
  by: string;
  /**
   * The day the Arabic page is due, as year-month-day: '2027-01-15'.
   */
  until: string;
}
/**
 * The opening banner of a page: a big heading, a short introduction, up to three buttons and an optional picture.
 */
export interface HeroBlock {
  /**
   * Block type: always 'hero'.
   */
  type: "hero";
  id?: AnchorId;
  /**
   * A short label shown above the heading, for example 'Cloud & Security'.
   */
  eyebrow?: string;
  /**
   * The page's main heading, the one search engines read first (a page has only one). Keep it under about ten words.
   */
  heading: string;
  /**
   * One or two sentences under the heading.
   */
  intro?: string;
  /**
   * Buttons under the text, most important first.
   *
   * @maxItems 3
   */
  actions?: Action[];
  image?: Image;
  /**
   * Shows a 'Dark Mode' / 'Light Mode' button in the banner. It switches the whole site between its light and dark colours, like the switch in the header, and the choice is remembered.
   */
  themeSwitch?: boolean;
  /**
   * Look of the banner: 'brand' (white text on the brand colour), 'light' (dark text on a pale background) or 'centered' (brand colours, text centred, no picture column).
   */
  variant?: "brand" | "light" | "centered";
}
/**
 * A button-styled link.
 */
export interface Action {
  /**
   * The button's text, for example 'Get Started'.
   */
  label: string;
  href: Link;
  /**
   * How prominent the button is: 'primary' (filled, the main action) or 'secondary' (outlined).
   */
  variant?: "primary" | "secondary";
}
/**
 * A picture shown beside the text on wide screens and under it on phones.
 */
export interface Image {
  /**
   * Path of the image file under public/, starting with /images/ (for example '/images/home/showcase.svg').
   */
  src: string;
  /**
   * What the picture shows, read aloud to visitors who cannot see it. Use an empty string only for a purely decorative picture.
   */
  alt: string;
}
/**
 * A section of cards in a responsive grid: services, features, benefits, reasons or numbered process steps.
 */
export interface CardGridBlock {
  /**
   * Block type: always 'cardGrid'.
   */
  type: "cardGrid";
  id?: AnchorId;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * How the cards look: 'cards' (raised cards, with a picture or an icon), 'icons' (a coloured icon above plain text), 'steps' (numbered process steps, shown in order) or 'plain' (text only, for benefits and reasons).
   */
  variant?: "cards" | "icons" | "steps" | "plain";
  /**
   * How many cards stand side by side on a wide screen (fewer on smaller screens).
   */
  columns?: 2 | 3 | 4;
  background?: SectionBackground;
  /**
   * Whether cards below the first screenful fade and slide in as the visitor scrolls to them, one after another (0.2 s apart, 0.3 s for 'steps'). Visitors who ask their system for less motion, and browsers without JavaScript, see every card at once. Turn it off for a grid that should simply be there.
   */
  reveal?: boolean;
  moreLink?: Action1;
  /**
   * The cards, in the order they are shown.
   *
   * @minItems 1
   * @maxItems 24
   */
  cards: Card[];
}
/**
 * A button-styled link.
 */
export interface Action1 {
  /**
   * The button's text, for example 'Get Started'.
   */
  label: string;
  href: Link;
  /**
   * How prominent the button is: 'primary' (filled, the main action) or 'secondary' (outlined).
   */
  variant?: "primary" | "secondary";
}
export interface Card {
  /**
   * The card's heading.
   */
  title: string;
  /**
   * The card's text.
   */
  description?: string;
  image?: Image1;
  icon?: Icon;
  tone?: Tone;
  link?: CardLink;
}
/**
 * A picture at the top of the card.
 */
export interface Image1 {
  /**
   * Path of the image file under public/, starting with /images/ (for example '/images/home/showcase.svg').
   */
  src: string;
  /**
   * What the picture shows, read aloud to visitors who cannot see it. Use an empty string only for a purely decorative picture.
   */
  alt: string;
}
/**
 * Makes the card lead somewhere, with a call to action at its foot.
 */
export interface CardLink {
  /**
   * The call to action's text, for example 'Learn More'.
   */
  label: string;
  href: Link1;
}
/**
 * Questions and answers (an FAQ) or topics that open one at a time: opening one closes the one that was open.
 */
export interface AccordionBlock {
  /**
   * Block type: always 'accordion'.
   */
  type: "accordion";
  id?: AnchorId;
  /**
   * The section's heading, for example 'Frequently Asked Questions'.
   */
  heading?: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * Whether the first item is open when the page loads.
   */
  openFirst?: boolean;
  /**
   * 'plain' lets the list grow with its items; 'scrollBox' keeps it in a box 400 px tall that scrolls.
   */
  variant?: "plain" | "scrollBox";
  /**
   * The questions (or topics) and their answers, in order.
   *
   * @minItems 1
   * @maxItems 20
   */
  items: AccordionItem[];
}
export interface AccordionItem {
  /**
   * The question or topic, always visible.
   */
  title: string;
  /**
   * The answer, shown when the item is open.
   */
  content: string;
}
/**
 * A table comparing plans feature by feature. Each row gives one value per plan column: true (a tick), false (a cross) or a short text.
 */
export interface ComparisonTableBlock {
  /**
   * Block type: always 'comparisonTable'.
   */
  type: "comparisonTable";
  id?: AnchorId;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * What the table compares, read by screen readers and shown under the heading.
   */
  caption?: string;
  /**
   * Heading of the first column.
   */
  featureLabel?: string;
  /**
   * The plans being compared, left to right, for example ['Starter', 'Standard', 'Plus', 'Enterprise'].
   *
   * @minItems 1
   * @maxItems 6
   */
  columns: string[];
  /**
   * One row per feature. Each row must have exactly one value per column.
   *
   * @minItems 1
   */
  rows: ComparisonRow[];
}
export interface ComparisonRow {
  /**
   * The feature this row compares.
   */
  feature: string;
  /**
   * One value per column, in the same order: true for included, false for not included, or a short text such as '150'.
   *
   * @minItems 1
   */
  values: (boolean | string)[];
}
/**
 * Price plans side by side, each with its price, what it includes and an optional button; one may be marked as the most popular.
 */
export interface PlanCardsBlock {
  /**
   * Block type: always 'planCards'.
   */
  type: "planCards";
  id?: AnchorId;
  /**
   * The section's heading, for example 'CHOOSE A PLAN'.
   */
  heading?: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The plans, left to right.
   *
   * @minItems 1
   * @maxItems 4
   */
  plans: Plan[];
}
export interface Plan {
  /**
   * The plan's name.
   */
  title: string;
  /**
   * The price as shown, for example '$6'.
   */
  price: string;
  /**
   * What the price covers, for example 'per user / month'.
   */
  period?: string;
  /**
   * What the plan includes, one line each.
   *
   * @minItems 1
   */
  features: string[];
  /**
   * Marks this plan as the most popular choice.
   */
  popular?: boolean;
  action?: Action2;
}
/**
 * A button-styled link.
 */
export interface Action2 {
  /**
   * The button's text, for example 'Get Started'.
   */
  label: string;
  href: Link;
  /**
   * How prominent the button is: 'primary' (filled, the main action) or 'secondary' (outlined).
   */
  variant?: "primary" | "secondary";
}
/**
 * The enquiry form: designation, name, organization, e-mail address, phone (optional) and message, checked when sent.
 */
export interface ContactFormBlock {
  /**
   * Block type: always 'contactForm'.
   */
  type: "contactForm";
  id?: AnchorId;
  /**
   * The form's heading.
   */
  heading?: string;
  /**
   * A sentence above the form.
   */
  intro?: string;
  /**
   * The send button's text.
   */
  submitLabel?: string;
  /**
   * Where enquiries are sent: '/api/enquiries', the site server's enquiry service, which stores each one for staff. Leave it out and the form only checks the entries and confirms on screen: nothing reaches the company.
   */
  endpoint?: "/api/enquiries";
}
/**
 * The company's offices, e-mail addresses, phone numbers and websites as cards. The details come from the site-wide data file (pages/_site.json), so they are changed in one place.
 */
export interface ContactCardsBlock {
  /**
   * Block type: always 'contactCards'.
   */
  type: "contactCards";
  id?: AnchorId;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
}
/**
 * Running text: headings, paragraphs, lists and quotes, with links and bold or italic words inside lines.
 */
export interface RichTextBlock {
  /**
   * Block type: always 'richText'.
   */
  type: "richText";
  id?: AnchorId;
  /**
   * 'narrow' keeps lines short for easy reading (articles, policies); 'wide' uses the full content width.
   */
  width?: "narrow" | "wide";
  background?: SectionBackground;
  image?: Image2;
  /**
   * Which side the picture stands on, on wide screens: 'right' (after the text) or 'left' (before it). Alternate the two down a page for rhythm.
   */
  imageSide?: "right" | "left";
  /**
   * The elements of the text, in order, each one written as {"h2": …}, {"h3": …}, {"p": …}, {"ul": […]}, {"ol": […]} or {"quote": …}. No HTML.
   *
   * @minItems 1
   */
  content: RichTextElement[];
}
/**
 * A picture beside the text on wide screens (under it on phones). With a picture the section uses the full width: text on one side, picture on the other.
 */
export interface Image2 {
  /**
   * Path of the image file under public/, starting with /images/ (for example '/images/home/showcase.svg').
   */
  src: string;
  /**
   * What the picture shows, read aloud to visitors who cannot see it. Use an empty string only for a purely decorative picture.
   */
  alt: string;
}
export interface Heading2 {
  /**
   * A section heading.
   */
  h2: string;
}
export interface Heading3 {
  /**
   * A sub-heading.
   */
  h3: string;
}
export interface Paragraph {
  p: InlineText;
}
export interface InlineLink {
  /**
   * The words that are linked.
   */
  text: string;
  href: Link2;
}
export interface StrongText {
  /**
   * Text shown in bold.
   */
  strong: string;
}
export interface EmphasisedText {
  /**
   * Text shown in italics.
   */
  em: string;
}
export interface SiteDetail {
  site: SiteDetailName;
}
export interface BulletedList {
  /**
   * A list with bullets, one entry per item.
   *
   * @minItems 1
   */
  ul: InlineText1[];
}
export interface NumberedList {
  /**
   * A numbered list, one entry per item.
   *
   * @minItems 1
   */
  ol: InlineText1[];
}
export interface Quote {
  /**
   * A highlighted quotation or key statement.
   */
  quote: string;
}
/**
 * The trail from the home page to this page, for example Home > Blog > UI/UX Design. The last item is the current page and is not a link.
 */
export interface BreadcrumbBlock {
  /**
   * Block type: always 'breadcrumb'.
   */
  type: "breadcrumb";
  id?: AnchorId;
  /**
   * The steps of the trail, from the home page to the current page.
   *
   * @minItems 2
   * @maxItems 6
   */
  items: BreadcrumbItem[];
}
export interface BreadcrumbItem {
  /**
   * The step's text.
   */
  label: string;
  href?: Link3;
}
/**
 * The site search's form and its results for the words in the address (/search?s=…). The page holding it is not itself a result of the site's search; robots.txt keeps search engines off its results (its address with a query), and the server marks them noindex.
 */
export interface SearchResultsBlock {
  /**
   * Block type: always 'searchResults'.
   */
  type: "searchResults";
  id?: AnchorId;
  /**
   * The page's main heading above the search form.
   */
  heading: string;
}
/**
 * A closing band in the brand colour that asks the visitor to act: a heading, a sentence and one to three buttons. Give it an id (for example 'contact') so buttons higher up the page can lead to it.
 */
export interface CallToActionBlock {
  /**
   * Block type: always 'callToAction'.
   */
  type: "callToAction";
  id?: AnchorId;
  /**
   * The band's heading: what the visitor gains by acting, for example 'Ready to grow your traffic?'.
   */
  heading: string;
  /**
   * One or two sentences under the heading.
   */
  intro?: string;
  /**
   * The buttons, most important first.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions: Action[];
}
/**
 * A row of headline numbers, each a big figure with a short label under it: '99.9%' 'uptime'. For facts a buyer compares at a glance.
 */
export interface KeyFiguresBlock {
  /**
   * Block type: always 'keyFigures'.
   */
  type: "keyFigures";
  id?: AnchorId;
  /**
   * The section's heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  background?: SectionBackground;
  /**
   * The figures, in the order they are shown: four or eight fill the rows best.
   *
   * @minItems 2
   * @maxItems 8
   */
  figures: Figure[];
}
export interface Figure {
  /**
   * The figure itself, short: '99.9%', '50GB+', '1 TB', '300'.
   */
  value: string;
  /**
   * What the figure measures, read right after it: 'uptime', 'mailbox per user'.
   */
  label: string;
}
/**
 * The top of a blog article: its title (the page's main heading), the date it was published, how long it takes to read (worked out by the build from the article's text) and an optional lead sentence and picture.
 */
export interface ArticleHeaderBlock {
  /**
   * Block type: always 'articleHeader'.
   */
  type: "articleHeader";
  id?: AnchorId;
  /**
   * The article's topic, shown above the title, for example 'Web Development'.
   */
  eyebrow?: string;
  /**
   * The article's title: the page's main heading (a page has only one).
   */
  heading: string;
  /**
   * The day the article was published, as year-month-day: '2026-03-12'. Shown as '12 March 2026'.
   */
  published: string;
  /**
   * One or two sentences under the title that say what the reader will learn.
   */
  summary?: string;
  image?: Image3;
  /**
   * The layout of the top of the article: 'standard' (the title over the picture, on the page colour) or 'hero' (a banner in the brand colour with the picture beside the title, for feature articles that open with an introduction and close with a conclusion).
   */
  variant?: "standard" | "hero";
}
/**
 * The article's picture: under the title in the 'standard' layout, beside it in the 'hero' layout.
 */
export interface Image3 {
  /**
   * Path of the image file under public/, starting with /images/ (for example '/images/home/showcase.svg').
   */
  src: string;
  /**
   * What the picture shows, read aloud to visitors who cannot see it. Use an empty string only for a purely decorative picture.
   */
  alt: string;
}
