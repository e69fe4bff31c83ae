/**
 * The live studio over HTTP for the tests that need no browser: signing in by the e-mailed link as a
 * browser does (a form post with the site's Origin), and the API with the session's cookie.
 */
import { expect } from "vitest";
import type { startLiveStudio } from "../../scripts/lib/servers/liveStudioServer.ts";

type LiveStudio = Awaited<ReturnType<typeof startLiveStudio>>;

/** A form post from the site's own page, without following the redirect. */
export const formPost = (site: LiveStudio, fields: Record<string, string>, origin = site.url): RequestInit => ({
  method: "POST",
  redirect: "manual",
  headers: { origin, "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});

/** The session's `Set-Cookie` header, after signing in by the e-mailed link. */
export async function signInCookieHeader(site: LiveStudio, address: string): Promise<string> {
  const before = site.smtp.received.length;
  expect((await fetch(`${site.url}/studio/sign-in/email`, formPost(site, { email: address }))).status).toBe(200);
  await expect.poll(() => site.smtp.received.length).toBe(before + 1);
  const token = /token=([\w-]+)/.exec(site.smtp.received.at(-1)!.mail.text!)![1]!;
  const signedIn = await fetch(`${site.url}/studio/sign-in/link`, formPost(site, { token }));
  expect(signedIn.status).toBe(303);
  return signedIn.headers.get("set-cookie")!;
}

/** The studio's API as the signed-in person's browser calls it. */
export async function signedInApi(site: LiveStudio, address: string) {
  const cookie = (await signInCookieHeader(site, address)).split(";")[0]!;
  return (path: string, init: RequestInit = {}) =>
    fetch(`${site.url}/studio/api${path}`, { ...init, headers: { cookie, origin: site.url, "content-type": "application/json", ...(init.headers as Record<string, string>) } });
}
