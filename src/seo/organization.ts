// An Organization itself (OrganizationLeaf), not schema-dts's `Organization`, the union of its 20 kinds
// (Airline, Corporation…) and a bare name: checking an object against that union took the type checker
// 3 of its 18 seconds.
import type { OrganizationLeaf, Place, PostalAddress, WithContext } from "schema-dts";
import type { Site } from "../generated/site.ts";
import { mainContacts } from "../shared/siteDetails.ts";
import { logoIcon } from "./siteIcons.ts";

type Office = Site["offices"][number];

/** The one @id every page's structured data uses for the company, so search engines join them into one entity. */
const organizationId = (site: Pick<Site, "baseUrl">) => `${site.baseUrl}/#organization`;

/** The company by name, address and logo: what an article's author and publisher or a service's provider need. */
export function organizationReference(site: Site): OrganizationLeaf {
  return {
    "@type": "Organization",
    "@id": organizationId(site),
    name: site.company.name,
    url: `${site.baseUrl}/`,
    // The brand mark, as the site's largest icon file (a 512 px PNG, over Google's 112 px minimum).
    // An image with a url, not a bare address: Google's rules for an article ask for publisher.logo.url.
    logo: { "@type": "ImageObject", url: `${site.baseUrl}${logoIcon.src}` },
  };
}

/**
 * An office's postal address. The site file keeps addresses as the lines printed on the contact page,
 * the last of which is the town and country; the lines before it are the street address.
 */
function postalAddress(office: Office): PostalAddress {
  const street = office.address.length > 1 ? office.address.slice(0, -1) : office.address;
  return { "@type": "PostalAddress", streetAddress: street.join(", "), addressLocality: office.city, addressCountry: office.country };
}

const officePlace = (office: Office): Place => ({ "@type": "Place", name: office.label, address: postalAddress(office) });

/** The home page's description of the company: names, contacts, social profiles and every office. */
export function organization(site: Site): WithContext<OrganizationLeaf> {
  const { office, email, phone } = mainContacts(site);
  return {
    "@context": "https://schema.org",
    ...organizationReference(site),
    legalName: site.company.legalName,
    description: site.company.tagline,
    email: email.address,
    telephone: phone.number,
    sameAs: site.socials.map((social) => social.url),
    address: postalAddress(office),
    location: site.offices.map(officePlace),
  };
}
