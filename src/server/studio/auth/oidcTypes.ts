/** What single sign-on is set up with, and what it learns of a person. */
export interface OidcSettings {
  /** STUDIO_OIDC_ISSUER, e.g. https://login.microsoftonline.com/<tenant id>/v2.0 or https://accounts.google.com */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** e.g. https://www.company.example/studio/sign-in/sso/callback */
  redirectUri: string;
}

export interface OidcPerson {
  /** Lower-case, and vouched for by the provider. */
  email: string;
  name: string;
}
