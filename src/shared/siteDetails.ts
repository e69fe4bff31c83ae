import type { SiteDetailName } from "../generated/page.ts";
import type { Site } from "../generated/site.ts";

/** A site detail as a page shows it: its words and, for an e-mail address or a phone number, its link. */
export type SiteDetailValue = { text: string; href?: string };

/**
 * The details page text may take from the site-wide data file (`{ "site": "headOfficeAddress" }` in a
 * rich text line), so that an address or a number changed in pages/_site.json changes on every page.
 * The schema guarantees at least one office, e-mail address and phone number.
 */
export function siteDetail(site: Site, name: SiteDetailName): SiteDetailValue {
  switch (name) {
    case "companyName":
      return { text: site.company.name };
    case "legalName":
      return { text: site.company.legalName };
    case "headOfficeAddress":
      return { text: site.offices[0]!.address.join(", ") };
    case "email":
      return { text: site.emails[0]!.address, href: `mailto:${site.emails[0]!.address}` };
    case "phone":
      return { text: site.phones[0]!.display, href: `tel:${site.phones[0]!.number}` };
  }
}
