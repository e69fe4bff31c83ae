import { test, expect } from "./consoleGuard.ts";
import { fillValid, recordAlerts, sendButton, uniqueMessage } from "./contactFormFields.ts";
import { distDir } from "../scripts/lib/paths.ts";
import { freePort } from "../scripts/lib/servers/freePort.ts";
import { siteFolder, startSiteServer, type SiteServer } from "../scripts/lib/servers/siteServer.ts";
import { startSmtpServer } from "../scripts/lib/servers/smtpServer.ts";
import { startWebhookReceiver } from "../scripts/lib/servers/webhookReceiver.ts";

/**
 * Issue 27 from the visitor's side to the sales team's: the contact form in a real browser, sent to the
 * production server (a server of its own here, with delivery set up) on the built site, reaches staff
 * as an e-mail (a real SMTP server) and as a webhook call.
 */

test("an enquiry sent from the contact page reaches staff by e-mail within 5 s, their reply going to the visitor, and by webhook", async ({ page }) => {
  // It starts a production server of its own, which on a busy machine, in a fresh clone, takes seconds.
  test.setTimeout(60_000);
  const smtp = await startSmtpServer();
  const receiver = await startWebhookReceiver();
  const { folder, remove } = siteFolder();
  let server: SiteServer | undefined;
  try {
    const port = await freePort();
    server = await startSiteServer(port, folder, {
      DIST_DIR: distDir,
      SMTP_URL: smtp.url,
      ENQUIRIES_NOTIFY_TO: "sales@example.com",
      ENQUIRIES_NOTIFY_FROM: "website@example.com",
      ENQUIRIES_WEBHOOK_URL: receiver.url,
      ENQUIRIES_WEBHOOK_SECRET: "a-webhook-secret-of-32-characters-or-more",
    });
    const alerts = recordAlerts(page);
    await page.goto(`http://127.0.0.1:${port}/contact`);
    const message = uniqueMessage("Please call me about Microsoft 365");
    await fillValid(page, message);
    await sendButton(page).click();
    await expect.poll(() => alerts).toEqual(["alert: Form submitted successfully!"]);
    const sentAt = Date.now();

    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    expect(Date.now() - sentAt).toBeLessThan(5000);
    const { recipients, mail } = smtp.received[0]!;
    expect(recipients).toEqual(["sales@example.com"]);
    expect(mail.subject).toBe("New enquiry from Sam Example (Example Trading)");
    expect(mail.replyTo?.value).toEqual([{ address: "sam@example.com", name: "Sam Example" }]);
    expect(mail.text).toContain(message);

    await expect.poll(() => receiver.accepted().length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(receiver.calls[0]!.body)).toMatchObject({ name: "Sam Example", address: "sam@example.com", message });
  } finally {
    // The page lets go of the server first, so that the server's clean stop has no request to wait for.
    await page.goto("about:blank");
    await server?.stop();
    await receiver.close();
    await smtp.stop();
    remove();
  }
});
