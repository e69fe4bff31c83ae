/**
 * The sign-in screens, as plain HTML forms the server writes: they work before any script has loaded
 * (or without one), and the studio's screens load only once someone is signed in. Styled by the
 * studio's own stylesheet. Every text a person typed is escaped.
 */
import { escapeHtml } from "../../../seo/headTags.ts";

export interface SignInPageOptions {
  /** The studio build's stylesheets, by address. */
  stylesheets: readonly string[];
  /** Whether each way of signing in is set up. */
  email: boolean;
  sso: boolean;
}

export const SIGN_IN_LINK_MINUTES = 15;

/**
 * A short page of the studio's own, outside its screens: a card with a heading and a few lines (the
 * sign-in pages here, and the draft preview's "no preview" pages), in the studio's stylesheets.
 */
export function studioPage(stylesheets: readonly string[], title: string, body: string, status: "polite" | "alert" | "" = "") {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`).join("\n    ");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <meta name="robots" content="noindex, nofollow" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${escapeHtml(title)} · Page studio</title>
    ${links}
  </head>
  <body>
    <main class="sign-in">
      <h1>${escapeHtml(title)}</h1>
      <div${status ? ` role="${status === "alert" ? "alert" : "status"}"` : ""}>
${body}
      </div>
    </main>
  </body>
</html>
`;
}

const paragraph = (text: string) => `        <p>${text}</p>`;

/** "Sign in to the page studio": the e-mail form and/or the single sign-on button. */
export function signInPage(options: SignInPageOptions, { returnTo = "", notice = "", email = "" } = {}) {
  const ret = returnTo ? `<input type="hidden" name="return" value="${escapeHtml(returnTo)}" />` : "";
  const parts = [notice && `        <p class="notice" role="status">${escapeHtml(notice)}</p>`];
  if (options.sso) {
    parts.push(`        <p><a class="button button-primary" href="/studio/sign-in/sso${returnTo ? `?return=${encodeURIComponent(returnTo)}` : ""}">Sign in with your work account</a></p>`);
    parts.push(paragraph("The account you use for your work e-mail (Microsoft 365 or Google Workspace)."));
  }
  if (options.email) {
    if (options.sso) parts.push(paragraph("No work account, or it does not work here? Get a sign-in link by e-mail:"));
    parts.push(`        <form method="post" action="/studio/sign-in/email" class="stack">
          ${ret}
          <label for="email">Work e-mail address</label>
          <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}" />
          <button class="button button-primary" type="submit">E-mail me a sign-in link</button>
        </form>`);
  }
  parts.push(paragraph(`Only people a publisher has added can sign in; there is no sign-up. Not added yet? Ask one of the site's publishers.`));
  return studioPage(options.stylesheets, "Sign in to the page studio", parts.filter(Boolean).join("\n"));
}

/** What everyone who asked for a link sees, staff or not: nobody learns from it who is staff. */
export const linkSentPage = (options: SignInPageOptions, email: string) =>
  studioPage(
    options.stylesheets,
    "Check your e-mail",
    [
      paragraph(`If <strong>${escapeHtml(email)}</strong> belongs to a member of staff, a sign-in link is on its way to it.`),
      paragraph(`The link works once, for ${SIGN_IN_LINK_MINUTES} minutes. Nothing arrived? Look in the spam folder, then <a href="/studio/sign-in">ask for another</a>.`),
    ].join("\n"),
    "polite",
  );

/**
 * The page a link opens: one button that signs in. Opening the link signs nobody in by itself, because
 * mail filters (Outlook's Safe Links, for one) open every link in a message to inspect it, and would use
 * the link up before the person could.
 */
export const confirmLinkPage = (options: SignInPageOptions, token: string, returnTo: string) =>
  studioPage(
    options.stylesheets,
    "Sign in to the page studio",
    `        <p>One more step: press <strong>Sign in</strong>. Opening the link does not sign you in by itself, so that mail filters, which open links to check them, cannot use it up.</p>
        <form method="post" action="/studio/sign-in/link">
          <input type="hidden" name="token" value="${escapeHtml(token)}" />
          <input type="hidden" name="return" value="${escapeHtml(returnTo)}" />
          <button class="button button-primary" type="submit">Sign in</button>
        </form>`,
  );

export const refusedPage = (options: Pick<SignInPageOptions, "stylesheets">, sentence: string) =>
  studioPage(options.stylesheets, "You are not signed in", [`        <p>${escapeHtml(sentence)}</p>`, paragraph(`<a href="/studio/sign-in">Back to sign-in</a>`)].join("\n"), "alert");
