/* Generated from schemas/site.schema.json by scripts/gen-types.ts: do not edit. Run `npm run gen:types`. */

/**
 * Where the link goes. Web addresses (https://…) open in a new tab.
 */
export type Link = string;
/**
 * The product's page on this site, for example '/eazzquote'.
 */
export type Link1 = string;
/**
 * The product's own website, opened in a new tab from the Products menu.
 */
export type Link2 = string;
/**
 * The full address, starting with https://.
 */
export type Link3 = string;
/**
 * The profile's address.
 */
export type Link4 = string;
/**
 * The page of this site visitors of the old address are sent to, for example '/contact' (or a section of it, '/services#faq'). It must be a page, not another redirect's old address.
 */
export type Link5 = string;

/**
 * Site-wide data, kept in pages/_site.json: the company's name, menus, products, offices and contact details. Change a detail here and every page that shows it follows.
 */
export interface Site {
  /**
   * Path from this file to schemas/site.schema.json, for editor autocomplete.
   */
  $schema: string;
  company: Company;
  /**
   * The site's public address without a trailing slash; canonical addresses and the sitemap are built from it.
   */
  baseUrl: string;
  shareImage?: ShareImage;
  /**
   * The header menu, left to right.
   *
   * @minItems 1
   */
  navigation: (NavigationLink | NavigationGroup)[];
  /**
   * The company's products.
   */
  products: Product[];
  /**
   * The company's offices, in the order they are shown.
   *
   * @minItems 1
   */
  offices: Office[];
  /**
   * Contact e-mail addresses.
   *
   * @minItems 1
   */
  emails: Email[];
  /**
   * Contact phone numbers.
   *
   * @minItems 1
   */
  phones: Phone[];
  /**
   * The company's web addresses shown on the contact page.
   */
  websites: Website[];
  /**
   * The company's social media profiles.
   */
  socials: SocialProfile[];
  /**
   * The countries the company serves, shown as flags in the footer.
   */
  countries: Country[];
  /**
   * Old addresses that send visitors on to a page of this site for good (HTTP status 301), for example the address of a page that was deleted. The studio adds one when you delete a page and choose where its visitors go. An old address cannot be a page's address or one of its other addresses, and each is redirected once.
   */
  redirects?: Redirect[];
  footer: Footer;
}
/**
 * Who the site is for.
 */
export interface Company {
  /**
   * The company's short name, shown in the header and the copyright line.
   */
  name: string;
  /**
   * The registered name, used in the privacy policy and structured data.
   */
  legalName: string;
  /**
   * A one-line summary of what the company does.
   */
  tagline: string;
}
/**
 * The picture shown when any page without its own (meta.shareImage) is shared on social media or in a chat. Without it, pages are shared with no picture.
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
export interface NavigationLink {
  /**
   * The link's text in the menu.
   */
  label: string;
  href: Link;
}
export interface NavigationGroup {
  /**
   * The group's name in the menu, for example 'Services'.
   */
  label: string;
  /**
   * The links (or nested groups) the group opens.
   *
   * @minItems 1
   */
  children: (NavigationLink | NavigationGroup)[];
}
export interface Product {
  /**
   * The product's name.
   */
  name: string;
  /**
   * What the product does, in one sentence.
   */
  summary: string;
  page?: Link1;
  externalUrl?: Link2;
}
export interface Office {
  /**
   * The office's role, for example 'Head Office UAE'.
   */
  label: string;
  /**
   * City (and district), for example 'Bur Dubai, Dubai'.
   */
  city: string;
  /**
   * Country name.
   */
  country: string;
  /**
   * The postal address, one line per entry.
   *
   * @minItems 1
   */
  address: string[];
}
export interface Email {
  /**
   * What the address is for, for example 'Sales'.
   */
  label: string;
  /**
   * The e-mail address.
   */
  address: string;
}
export interface Phone {
  /**
   * Where the number rings, for example 'UAE office'.
   */
  label: string;
  /**
   * The number as shown to visitors, for example '+971 4 555 0100'.
   */
  display: string;
  /**
   * The number in international form, digits only after the '+', used to dial it: '+97145550100'.
   */
  number: string;
}
export interface Website {
  /**
   * The address as shown, for example 'www.eazzquote.example'.
   */
  label: string;
  url: Link3;
}
export interface SocialProfile {
  /**
   * Which network.
   */
  network: "facebook" | "instagram" | "x" | "linkedin" | "youtube";
  url: Link4;
}
export interface Country {
  /**
   * Two-letter country code, which picks the flag.
   */
  code: "ae" | "sa" | "us" | "in";
  /**
   * The country's name, read aloud in place of the flag.
   */
  name: string;
}
/**
 * One old address and the page its visitors are sent to.
 */
export interface Redirect {
  /**
   * The address visitors still come to (from bookmarks, search results, other sites), starting with '/', for example '/careers'. No page of this site may have it.
   */
  from: string;
  to: Link5;
}
/**
 * The footer's link columns.
 */
export interface Footer {
  /**
   * The Support column's links.
   */
  support: NavigationLink[];
}
