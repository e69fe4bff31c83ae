/**
 * Signing in to the live studio as staff do, for the browser tests: by the e-mailed link (read from
 * the test's SMTP server) or through single sign-on (the test's identity provider's sign-in page).
 */
import type { Page } from "@playwright/test";
import { expect } from "../consoleGuard.ts";
import type { LiveStudio } from "../../scripts/lib/servers/liveStudioServer.ts";

export const mailsTo = (site: LiveStudio, address: string) => site.smtp.received.filter((mail) => mail.recipients.includes(address));

const linkIn = (text: string) => /https?:\/\/\S+\/studio\/sign-in\/link\?token=\S+/.exec(text)![0];

/** Asks for a link on the sign-in page the browser is on; "Check your e-mail" follows. */
export async function askForLinkHere(page: Page, address: string) {
  await expect(page).toHaveURL(/\/studio\/sign-in/);
  await page.getByLabel("Work e-mail address").fill(address);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
}

/** From the sign-in page the browser is on: asks for a link, opens it, presses "Sign in"; the link. */
export async function signInHere(site: LiveStudio, page: Page, address: string): Promise<string> {
  const before = mailsTo(site, address).length;
  await askForLinkHere(page, address);
  await expect.poll(() => mailsTo(site, address).length).toBe(before + 1);
  const link = linkIn(mailsTo(site, address).at(-1)!.mail.text!);
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).press("Enter");
  return link;
}

/** Opens the studio, which asks to sign in, and signs in by e-mailed link; ends on the page list. The link. */
export async function signInByLink(site: LiveStudio, page: Page, address: string): Promise<string> {
  await page.goto(`${site.url}/studio/`);
  const link = await signInHere(site, page, address);
  await expect(page.getByRole("heading", { level: 1, name: "Page studio" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${address}`)).toBeVisible();
  return link;
}

/** Signs in with "Sign in with your work account" and the identity provider's own page. */
export async function signInBySso(site: LiveStudio, page: Page, address: string) {
  await page.goto(`${site.url}/studio/sign-in`);
  await page.getByRole("link", { name: "Sign in with your work account" }).press("Enter");
  await page.getByLabel("E-mail").fill(address);
  await page.getByRole("button", { name: "Sign in" }).press("Enter");
  await expect(page.getByText(`Signed in as ${address}`)).toBeVisible();
}
