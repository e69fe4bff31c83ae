import { AuthorizationResponseError, ResponseBodyError } from "openid-client";

/** What the person reads when single sign-on does not sign them in, each saying what to do next. */
export const sentences = {
  providerDown: (host: string) => `The sign-in service (${host}) does not answer. Try again in a minute, or sign in with an e-mailed link.`,
  attemptExpired: "This sign-in took longer than 10 minutes, or was started in another browser. Start again from the sign-in page.",
  attemptMismatch: "This answer from the sign-in service does not belong to the sign-in this browser started. Start again from the sign-in page.",
  providerRefused: "The sign-in service did not sign you in. Start again, or sign in with an e-mailed link.",
  codeRefused: "The sign-in service did not accept this sign-in (it can be used only once, within a minute). Start again from the sign-in page.",
  noVerifiedEmail: "The sign-in service did not vouch for your e-mail address, so the studio cannot tell who you are. Sign in with an e-mailed link instead.",
  failed: "The sign-in could not be completed. Start again from the sign-in page, or sign in with an e-mailed link.",
};

/** The sentence for an error of openid-client or fetch while finishing a sign-in. */
export function sentenceFor(error: unknown, host: string): string {
  if (error instanceof AuthorizationResponseError) return sentences.providerRefused;
  if (error instanceof ResponseBodyError) return sentences.codeRefused;
  if (unreachable(error)) return sentences.providerDown(host);
  return sentences.failed;
}

/** fetch's own failures (refused, reset, DNS) and timeouts, as opposed to an answer we did not like. */
function unreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "TimeoutError" || error.name === "AbortError") return true;
  return error instanceof TypeError && error.message === "fetch failed";
}

/**
 * What to log about a failure: the error's kind and the OAuth error code, never its message's context
 * or cause, which can hold the callback's parameters (the authorization code) or the token response.
 */
export function failureForLog(error: unknown): Record<string, string | undefined> {
  if (!(error instanceof Error)) return { kind: typeof error };
  const { code, error: oauthError } = error as { code?: unknown; error?: unknown };
  return { kind: error.name, code: typeof code === "string" ? code : undefined, error: typeof oauthError === "string" ? oauthError : undefined };
}
