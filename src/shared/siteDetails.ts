import type { SiteDetailName } from "../generated/page.ts";
import type { Site } from "../generated/site.ts";

/** A site detail as a page shows it: its words and, for an e-mail address or a phone number, its link. */
export type SiteDetailValue = { text: string; href?: string };

/**
 * The company's main office, e-mail address and phone number: the first of each in pages/_site.json,
 * where the schema guarantees at least one. Page text and the home page's structured data both use them.
 */
export function mainContacts(site: Site) {
  return { office: site.offices[0]!, email: site.emails[0]!, phone: site.phones[0]! };
}

/**
 * The details page text may take from the site-wide data file (`{ "site": "headOfficeAddress" }` in a
 * rich text line), so that an address or a number changed in pages/_site.json changes on every page.
 */
export function siteDetail(site: Site, name: SiteDetailName): SiteDetailValue {
  const { office, email, phone } = mainContacts(site);
  switch (name) {
    case "companyName":
      return { text: site.company.name };
    case "legalName":
      return { text: site.company.legalName };
    case "headOfficeAddress":
      return { text: office.address.join(", ") };
    case "email":
      return { text: email.address, href: `mailto:${email.address}` };
    case "phone":
      return { text: phone.display, href: `tel:${phone.number}` };
  }
}
