/**
 * The e-mail that carries a sign-in link: short, plain, saying what it is for, how long it works, and
 * what to do if the person did not ask for it. Pure, for tests.
 */
import type Mail from "nodemailer/lib/mailer/index.js";
import { SIGN_IN_LINK_MINUTES } from "./signInPages.ts";

export function signInEmail({ to, from, link, siteName }: { to: string; from: string; link: string; siteName: string }): Mail.Options {
  const text = [
    `Someone (we hope you) asked to sign in to the page studio of ${siteName}.`,
    "",
    `Sign in: ${link}`,
    "",
    `The link works once, for ${SIGN_IN_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail: nobody can sign in without the link.`,
  ].join("\n");
  return { to, from, subject: `Your sign-in link for the ${siteName} page studio`, text };
}
