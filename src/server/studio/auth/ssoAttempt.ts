import * as client from "openid-client";
import { studioReturnPath } from "./studioReturnPath.ts";

/**
 * One sign-in between leaving for the provider and coming back: the secrets that bind the answer to
 * this browser (PKCE verifier, state, nonce) and where to go afterwards. It travels in a cookie, not in
 * a server-side store, so that any of several servers can finish what another started.
 */
export interface SsoAttempt {
  codeVerifier: string;
  state: string;
  nonce: string;
  /** A path under /studio/ (studioReturnPath). */
  returnTo: string;
  /** Date.now() when it started: the cookie's Max-Age is the browser's to honour, this is ours. */
  startedAt: number;
}

export const attemptCookie = "__Host-studio-sso";
export const attemptSeconds = 600;

// "__Host-" makes the browser refuse the cookie unless it is Secure, for Path=/ and without Domain, so
// neither a subdomain nor plain http can plant an attempt of its own. Lax: the provider sends the
// person back with a top-level GET from its own site, which Lax lets the cookie ride along with.
const attributes = { httpOnly: true, secure: true, sameSite: "lax", path: "/" } as const;
export const attemptCookieOptions = { ...attributes, maxAge: attemptSeconds };
/** Clearing must repeat the attributes, or the browser refuses to overwrite a __Host- cookie. */
export const clearAttemptOptions = attributes;

export function newAttempt(returnTo: string): SsoAttempt {
  return {
    codeVerifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    returnTo,
    startedAt: Date.now(),
  };
}

export function encodeAttempt(attempt: SsoAttempt): string {
  return Buffer.from(JSON.stringify(attempt)).toString("base64url");
}

/** The attempt in the cookie, or undefined when there is none, it is not one of ours, or it is too old. */
export function readAttempt(value: string | undefined, now = Date.now()): SsoAttempt | undefined {
  if (!value) return undefined;
  let parsed: Partial<Record<keyof SsoAttempt, unknown>>;
  try {
    parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as typeof parsed;
  } catch {
    return undefined;
  }
  const { codeVerifier, state, nonce, returnTo, startedAt } = parsed ?? {};
  if (typeof codeVerifier !== "string" || typeof state !== "string" || typeof nonce !== "string" || typeof returnTo !== "string") return undefined;
  if (typeof startedAt !== "number" || now - startedAt > attemptSeconds * 1000 || startedAt > now + 60_000) return undefined;
  // Checked again on the way back: whatever wrote this cookie, the sign-in still lands inside the studio.
  return { codeVerifier, state, nonce, returnTo: studioReturnPath(returnTo), startedAt };
}
