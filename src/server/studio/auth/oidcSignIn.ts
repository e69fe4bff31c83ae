/**
 * Single sign-on for the studio with the company's OpenID Connect provider (Microsoft Entra ID, Google
 * Workspace, …): the authorization code flow with PKCE, state and nonce, through openid-client. This
 * plugin only finds out who the person is; whether they may use the studio, and their session, are the
 * `signedIn` callback's to decide. Registered under the prefix /studio:
 *
 *   GET /studio/sign-in/sso[?return=/studio/…]  sends the person to the provider
 *   GET /studio/sign-in/sso/callback             where the provider sends them back
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fastifyCookie from "@fastify/cookie";
import * as client from "openid-client";
import { lazyDiscovery } from "./oidcDiscovery.ts";
import { failureForLog, sentenceFor, sentences } from "./oidcSentences.ts";
import { personFromClaims } from "./personFromClaims.ts";
import { attemptCookie, attemptCookieOptions, clearAttemptOptions, encodeAttempt, newAttempt, readAttempt } from "./ssoAttempt.ts";
import { studioReturnPath } from "./studioReturnPath.ts";
import { isHttpsOrLoopback } from "../../config.ts";
import type { OidcPerson, OidcSettings } from "./oidcTypes.ts";

export type { OidcPerson, OidcSettings };

export interface OidcSignInOptions {
  settings: OidcSettings;
  /**
   * Called once the provider vouched for the person: the lead's code checks the staff list, creates the
   * session, and answers (redirect into the studio, or a refusal page). `returnTo` is the path under
   * /studio/ the sign-in was started from (`?return=`), /studio/ when none or not a studio path.
   */
  signedIn: (request: FastifyRequest, reply: FastifyReply, person: OidcPerson, returnTo: string) => Promise<FastifyReply>;
  /** Called when the flow fails (provider error, state mismatch, expired attempt, no verified e-mail): answer the person with this sentence. */
  refused: (request: FastifyRequest, reply: FastifyReply, sentence: string) => Promise<FastifyReply>;
  /** Only for tests on loopback: allow an http:// issuer. */
  allowInsecureIssuer?: boolean;
}

/** openid email profile: who the person is, and nothing of their mailbox, files or calendar. */
const scope = "openid email profile";

export const oidcSignIn: FastifyPluginAsync<OidcSignInOptions> = async (app, { settings, signedIn, refused, allowInsecureIssuer = false }) => {
  const issuer = checkedIssuer(settings.issuer, allowInsecureIssuer);
  const configuration = lazyDiscovery(settings, issuer.protocol === "http:");

  // Registered in this plugin's own scope, so the rest of the site has no cookie parsing it did not ask
  // for; skipped when an enclosing scope already has it, which would refuse a second registration.
  if (!app.hasDecorator("parseCookie")) await app.register(fastifyCookie);

  async function discovered(request: FastifyRequest) {
    try {
      return await configuration();
    } catch (error) {
      request.log.warn({ issuer: issuer.host, ...failureForLog(error) }, "single sign-on: the provider's discovery failed");
      return undefined;
    }
  }

  app.get<{ Querystring: { return?: unknown } }>("/sign-in/sso", async (request, reply) => {
    const config = await discovered(request);
    if (!config) return refused(request, reply, sentences.providerDown(issuer.host));
    const attempt = newAttempt(studioReturnPath(request.query.return));
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: settings.redirectUri,
      scope,
      code_challenge: await client.calculatePKCECodeChallenge(attempt.codeVerifier),
      code_challenge_method: "S256",
      state: attempt.state,
      nonce: attempt.nonce,
    });
    reply.setCookie(attemptCookie, encodeAttempt(attempt), attemptCookieOptions);
    reply.header("Cache-Control", "no-store");
    return reply.redirect(authorizationUrl.href, 302);
  });

  // The callback's address carries the authorization code: its requests are not logged (warnings and
  // errors still are, and this plugin's never include the code).
  app.get<{ Querystring: { state?: unknown } }>("/sign-in/sso/callback", { logLevel: "warn" }, async (request, reply) => {
    const attempt = readAttempt(request.cookies[attemptCookie]);
    // One attempt, one answer: whatever happens next, the browser keeps nothing to replay.
    reply.clearCookie(attemptCookie, clearAttemptOptions);
    reply.header("Cache-Control", "no-store");
    if (!attempt) return refused(request, reply, sentences.attemptExpired);
    // openid-client checks state too; checking it first tells "not this browser's sign-in" apart.
    if (request.query.state !== attempt.state) return refused(request, reply, sentences.attemptMismatch);

    const config = await discovered(request);
    if (!config) return refused(request, reply, sentences.providerDown(issuer.host));
    // The public address the provider redirected to, not the one behind a proxy: openid-client sends it
    // again as redirect_uri to the token endpoint, which must match the registered one exactly.
    const currentUrl = new URL(settings.redirectUri);
    currentUrl.search = new URL(request.url, "http://callback.invalid").search;

    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
      });
      claims = tokens.claims();
    } catch (error) {
      request.log.warn({ issuer: issuer.host, ...failureForLog(error) }, "single sign-on: the provider's answer was refused");
      return refused(request, reply, sentenceFor(error, issuer.host));
    }
    const person = personFromClaims(claims);
    if (!person) return refused(request, reply, sentences.noVerifiedEmail);
    return signedIn(request, reply, person, attempt.returnTo);
  });
};

/** The issuer as a URL: https, or http on loopback when a test allows it; anything else is a settings mistake. */
function checkedIssuer(issuer: string, allowInsecureIssuer: boolean): URL {
  const url = URL.parse(issuer);
  if (url && (url.protocol === "https:" || (allowInsecureIssuer && isHttpsOrLoopback(url)))) return url;
  throw new Error(`STUDIO_OIDC_ISSUER must be the provider's https:// address (its issuer), not "${issuer}".`);
}
