import { test, expect } from "./consoleGuard.ts";
import { fillValid, recordAlerts, sendButton, uniqueMessage } from "./contactFormFields.ts";
import { withDeliveringServer } from "./deliveringServer.ts";

/**
 * Issue 27 from the visitor's side to the sales team's: the contact form in a real browser, sent to the
 * production server (a server of its own here, with delivery set up) on the built site, reaches staff
 * as an e-mail (a real SMTP server) and as a webhook call.
 */

test("an enquiry sent from the contact page reaches staff by e-mail within 5 s, their reply going to the visitor, and by webhook", async ({ page }) => {
  // It starts a production server of its own, which on a busy machine, in a fresh clone, takes seconds.
  test.setTimeout(60_000);
  await withDeliveringServer(page, async ({ origin, smtp, receiver }) => {
    const alerts = recordAlerts(page);
    await page.goto(`${origin}/contact`);
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
    expect(mail.text).toContain("\nLanguage: English\n");

    await expect.poll(() => receiver.accepted().length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(receiver.calls[0]!.body)).toMatchObject({ language: "en", name: "Sam Example", address: "sam@example.com", message });
  });
});
