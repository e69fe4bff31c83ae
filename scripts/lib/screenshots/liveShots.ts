import type { Page } from "@playwright/test";
import type { LiveStudio } from "../servers/liveStudioServer.ts";
import type { Shoot } from "./studioShots.ts";

/**
 * The guide's pictures of the studio on the live site: signing in (the sign-in page, "Check your
 * e-mail") and the page list as a signed-in editor sees it, with the session bar and the drafts' status.
 */
export async function takeLiveShots(page: Page, site: LiveStudio, shoot: Shoot) {
  const address = "sam@company.example";
  site.staff("add", address, "--role", "editor");
  await page.goto(`${site.url}/studio/`);
  const card = page.locator("main.sign-in");
  await card.waitFor();
  await shoot("sign-in", await card.screenshot());

  await page.getByLabel("Work e-mail address").fill(address);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();
  await shoot("check-email", await card.screenshot());

  const received = () => site.smtp.received.filter((mail) => mail.recipients.includes(address));
  while (received().length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  await page.goto(/https?:\/\/\S+token=\S+/.exec(received().at(-1)!.mail.text!)![0]);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: "Page studio" }).waitFor();
  await page.getByText(`Signed in as ${address}`).waitFor();
  await page.getByRole("columnheader", { name: "Status" }).waitFor();
  await shoot("live-page-list", await page.screenshot({ clip: { x: 0, y: 0, width: 1280, height: 420 } }));
}
