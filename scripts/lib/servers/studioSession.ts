/**
 * A session on the live studio without a browser, for the benchmarks: asks for a sign-in link as the
 * sign-in page's form does, reads it from the test's SMTP server, and presses the link page's "Sign in"
 * with a plain POST. Resolves with the Cookie header to send with each API call (and the Origin every
 * change must carry).
 */
import type { LiveStudio } from "./liveStudioServer.ts";

const form = (fields: Record<string, string>) => ({ "content-type": "application/x-www-form-urlencoded", body: new URLSearchParams(fields).toString() });

export async function studioSessionOverHttp(site: LiveStudio, email: string): Promise<{ cookie: string; origin: string }> {
  const origin = site.url;
  const mailsBefore = site.smtp.received.length;
  const { body, ...type } = form({ email });
  const asked = await fetch(`${origin}/studio/sign-in/email`, { method: "POST", headers: { ...type, origin }, body });
  if (!asked.ok) throw new Error(`asking for a sign-in link answered ${asked.status}`);
  const deadline = Date.now() + 10_000;
  while (site.smtp.received.length === mailsBefore) {
    if (Date.now() > deadline) throw new Error(`no sign-in link reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const text = site.smtp.received.at(-1)!.mail.text ?? "";
  const token = /\/studio\/sign-in\/link\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error("the sign-in e-mail holds no link");
  const signIn = form({ token, return: "/studio/" });
  const signedIn = await fetch(`${origin}/studio/sign-in/link`, { method: "POST", headers: { "content-type": signIn["content-type"], origin }, body: signIn.body, redirect: "manual" });
  const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith("__Host-studio-session="))?.split(";")[0];
  if (signedIn.status !== 303 || !cookie) throw new Error(`signing in answered ${signedIn.status} without a session`);
  return { cookie, origin };
}
