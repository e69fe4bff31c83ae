import type { Page } from "@playwright/test";
import { test, expect } from "./consoleGuard.ts";
import { pageAt } from "./sitePages.ts";
import { storedWithMessage } from "./enquiryDatabase.ts";
import { recordAlerts, textbox as field, uniqueMessage } from "./contactFormFields.ts";
import { arBlocks } from "../src/words/arBlocks.ts";
import { withDeliveringServer } from "./deliveringServer.ts";

/**
 * Issue 51: an enquiry from the Arabic contact page reaches staff as an English one does. The server
 * refuses it in Arabic, stores it as written in Arabic, and tells staff so, in English.
 */

const { labels, messages } = arBlocks.contactForm.fields;
const phoneLabel = `${labels.phone} ${arBlocks.contactForm.optional}`;
const send = (page: Page) => page.getByRole("button", { name: pageAt("/ar/contact").blocks.find((block) => block.type === "contactForm")!.submitLabel! });

async function fillValidInArabic(page: Page, message: string) {
  await field(page, labels.designation).fill("مديرة تقنية المعلومات");
  await field(page, labels.name).fill("سارة أحمد");
  await field(page, labels.orgname).fill("شركة المثال للتجارة");
  await field(page, labels.address).fill("sara@example.com");
  await field(page, phoneLabel).fill("971501234567");
  await field(page, labels.message).fill(message);
}

test.describe("an enquiry the server refuses", () => {
  // The browser reports the refusal (422) as a resource that failed to load.
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test("comes back with the server's own messages in Arabic under the fields, every value kept, and sent again is stored as written in Arabic", async ({ page }) => {
    const message = uniqueMessage("نرجو تزويدنا بعرض سعر");
    const alerts = recordAlerts(page);
    await page.goto("/ar/contact");
    // The server checks with the form's own rules, so nothing a visitor types passes one and fails the
    // other: the enquiry is changed on its way, as a page whose rules are older than the server's would send it.
    await page.route(
      "**/api/enquiries",
      (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), address: "sara@example", phone: "050 123" }) }),
      { times: 1 },
    );
    await fillValidInArabic(page, message);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/enquiries"));
    await send(page).click();

    const refusal = await answer;
    expect(refusal.status()).toBe(422);
    expect(await refusal.json()).toEqual({ message: "The enquiry has mistakes.", fields: { address: messages.addressInvalid, phone: messages.phoneInvalid } });
    await expect(page.getByRole("alert")).toContainText("لم يُرسَل استفسارك: يُرجى تصحيح الحقول المميّزة");
    await expect(field(page, labels.address)).toHaveAccessibleDescription(messages.addressInvalid);
    await expect(field(page, labels.address)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, phoneLabel)).toHaveAccessibleDescription(messages.phoneInvalid);
    await expect(field(page, labels.address)).toBeFocused();
    await expect(field(page, labels.address)).toHaveValue("sara@example.com");
    await expect(field(page, labels.name)).toHaveValue("سارة أحمد");
    await expect(field(page, labels.message)).toHaveValue(message);
    expect(storedWithMessage(message)).toEqual([]);
    expect(alerts).toEqual([]);

    await send(page).click();
    await expect.poll(() => alerts).toEqual([`alert: ${arBlocks.contactForm.sent}`]);
    expect(storedWithMessage(message)).toEqual([
      expect.objectContaining({ language: "ar", name: "سارة أحمد", orgname: "شركة المثال للتجارة", address: "sara@example.com", phone: "971501234567" }),
    ]);
  });
});

test("an enquiry sent from the Arabic contact page reaches staff by e-mail and by webhook, saying the visitor wrote in Arabic", async ({ page }) => {
  // It starts a production server of its own, which on a busy machine, in a fresh clone, takes seconds.
  test.setTimeout(60_000);
  await withDeliveringServer(page, async ({ origin, smtp, receiver }) => {
    const alerts = recordAlerts(page);
    await page.goto(`${origin}/ar/contact`);
    const message = uniqueMessage("نرجو الاتصال بنا بشأن Microsoft 365");
    await fillValidInArabic(page, message);
    await send(page).click();
    await expect.poll(() => alerts).toEqual([`alert: ${arBlocks.contactForm.sent}`]);

    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    const { recipients, mail } = smtp.received[0]!;
    expect(recipients).toEqual(["sales@example.com"]);
    expect(mail.subject).toBe("New enquiry from سارة أحمد (شركة المثال للتجارة)");
    expect(mail.replyTo?.value).toEqual([{ address: "sara@example.com", name: "سارة أحمد" }]);
    // Named in English, above what the visitor typed (the whole text: tests/enquiryDelivery.test.ts).
    expect(mail.text).toContain("\n\nLanguage: Arabic\nDesignation: مديرة تقنية المعلومات\nName: سارة أحمد\n");
    expect(mail.text).toContain(`\nMessage:\n${message}\n`);

    await expect.poll(() => receiver.accepted().length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(receiver.calls[0]!.body)).toMatchObject({ language: "ar", name: "سارة أحمد", address: "sara@example.com", message });
  });
});
