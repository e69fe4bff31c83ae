import type { IDToken } from "openid-client";
import type { OidcPerson } from "./oidcTypes.ts";

const address = /^[^\s@]+@[^\s@]+$/;

/**
 * The person an ID token vouches for, or undefined when it does not vouch for an e-mail address: the
 * staff list is keyed by address (and a whole domain may be let in), so an address the provider has not
 * checked would let anyone who typed someone else's into their account sign in as them.
 */
export function personFromClaims(claims: IDToken | undefined): OidcPerson | undefined {
  if (!claims) return undefined;
  const email = verifiedEmail(claims)?.toLowerCase();
  if (!email) return undefined;
  const name = typeof claims.name === "string" && claims.name.trim() !== "" ? claims.name.trim() : email.slice(0, email.lastIndexOf("@"));
  return { email, name };
}

function verifiedEmail(claims: IDToken): string | undefined {
  if (claims.email_verified === true) return asAddress(claims.email);
  if (claims.email_verified === undefined && fromOwnEntraTenant(claims)) return asAddress(claims.email) ?? asAddress(claims.preferred_username);
  return undefined;
}

/**
 * Microsoft Entra ID puts no email_verified in its tokens. Its `email` (and `preferred_username`, the
 * user principal name, whose domain must be one the tenant has verified) are set by the tenant's own
 * administrators, so they are as trustworthy as those administrators. That is acceptable only for our
 * own tenant: the issuer is the tenant-specific https://login.microsoftonline.com/<tenant id>/v2.0
 * (openid-client has already checked `iss` against it), and the token's `tid` must be that tenant. A
 * multi-tenant issuer ("common", "organizations") would let any company's administrator name any
 * address, which is how "nOAuth" account takeovers happened; tokens from those never pass this check.
 * Caveat: within the tenant, whoever may edit users' e-mail attributes can sign in as any address
 * (guests included), and an address that changes hands in the directory changes hands here too. The
 * optional `xms_edov` claim (domain owner verified) would narrow this if the tenant enables it.
 */
function fromOwnEntraTenant(claims: IDToken): boolean {
  const { tid } = claims;
  return typeof tid === "string" && tid !== "" && URL.parse(claims.iss)?.pathname.split("/").includes(tid) === true;
}

function asAddress(value: unknown): string | undefined {
  return typeof value === "string" && address.test(value) ? value : undefined;
}
