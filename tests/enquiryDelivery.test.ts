/**
 * Enquiries reach people: the production server's enquiry API with delivery turned on, against a real
 * SMTP server and a real HTTP webhook receiver on loopback (scripts/lib/servers/). Retries are set to
 * fractions of a second here; the production waits are in backoff.test.ts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { createServer } from "../src/server/app.ts";
import type { DeliverySettings } from "../src/server/config.ts";
import { openSqliteStore } from "../src/server/enquiries/sqliteStore.ts";
import type { EnquiryStore } from "../src/server/enquiries/store.ts";
import { ENQUIRIES_PATH } from "../src/shared/enquiryApi.ts";
import type { Enquiry } from "../src/shared/enquiry.ts";
import type { Language } from "../src/shared/language.ts";
import { utcMinute } from "../src/server/enquiries/staffWording.ts";
import { validEnquiry } from "./fixtures/enquiryCases.ts";
import { eventually } from "./eventually.ts";
import { startSmtpServer } from "../scripts/lib/servers/smtpServer.ts";
import { startWebhookReceiver } from "../scripts/lib/servers/webhookReceiver.ts";

const staff = ["sales@example.com", "owner@example.com"];
const from = "website@example.com";
const secret = "a-webhook-secret-of-32-characters-or-more";
const quickRetries = { firstDelayMs: 100, maxDelayMs: 400, giveUpAfterMs: 60_000 };

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function enquiryServer(delivery: Omit<DeliverySettings, "retry">) {
  const folder = mkdtempSync(join(tmpdir(), "enquiry-delivery-"));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  writeFileSync(join(folder, "404.html"), "<h1>Page Not Found</h1>");
  const store = openSqliteStore(join(folder, "enquiries.sqlite"));
  const app = await createServer({ dist: folder, enquiries: { store, rateLimit: { max: 1000, timeWindow: 60_000 }, delivery: { ...delivery, retry: quickRetries } } });
  cleanups.push(async () => {
    await app.close();
    await store.close();
  });
  return { app, store, post: (enquiry: SentEnquiry) => postEnquiry(app, enquiry) };
}

/** An enquiry as the form sends it: with the language of its page, or none (a form from before the Arabic site). */
type SentEnquiry = Enquiry & { language?: Language };

const postEnquiry = (app: FastifyInstance, enquiry: SentEnquiry) =>
  app.inject({ method: "POST", url: ENQUIRIES_PATH, headers: { "content-type": "application/json" }, payload: JSON.stringify(enquiry) });


const onlyEnquiry = async (store: EnquiryStore) => (await store.list())[0]!;

describe("e-mail to staff", () => {
  it("arrives within 5 s: to staff only, the visitor's name and organisation in the subject, Reply-To the visitor", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    const { post, store } = await enquiryServer({ email: { smtpUrl: smtp.url, to: staff, from } });
    const started = Date.now();
    expect((await post(validEnquiry)).statusCode).toBe(201);
    const { recipients, mail } = await eventually(() => smtp.received.length === 1 && smtp.received[0]);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(recipients).toEqual(staff);
    expect(mail.subject).toBe("New enquiry from Aisha Khan (Example Trading LLC)");
    expect(mail.from?.value).toEqual([{ address: from, name: "" }]);
    expect(mail.replyTo?.value).toEqual([{ address: validEnquiry.address, name: validEnquiry.name }]);
    const { uid } = await onlyEnquiry(store);
    expect(mail.messageId).toBe(`<enquiry-${uid}@example.com>`);
    for (const value of Object.values(validEnquiry)) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
    // Recorded as sent, once.
    await eventually(async () => (await onlyEnquiry(store)).deliveries[0]!.status === "sent", 2000);
    expect(smtp.received).toHaveLength(1);
  });

  it("says which language the visitor wrote in, in English, above the fields as they typed them, in both parts", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    const { post, store } = await enquiryServer({ email: { smtpUrl: smtp.url, to: staff, from } });
    const arabic = { designation: "مديرة تقنية المعلومات", name: "سارة أحمد", orgname: "شركة المثال للتجارة", address: "sara@example.com", phone: "", message: "نرجو تزويدنا بعرض سعر.\nشكرًا لكم." };
    expect((await post({ ...arabic, language: "ar" })).statusCode).toBe(201);
    const { mail } = await eventually(() => smtp.received.length === 1 && smtp.received[0]);
    const { id, receivedAt } = await onlyEnquiry(store);
    expect(mail.subject).toBe("New enquiry from سارة أحمد (شركة المثال للتجارة)");
    expect(mail.text?.trimEnd()).toBe(
      [
        `New enquiry from the website's contact form, received ${utcMinute(receivedAt)} (#${id}).`,
        "",
        "Language: Arabic",
        "Designation: مديرة تقنية المعلومات",
        "Name: سارة أحمد",
        "Organization Name: شركة المثال للتجارة",
        "Email Address: sara@example.com",
        "Phone: —",
        "Message:",
        "نرجو تزويدنا بعرض سعر.",
        "شكرًا لكم.",
        "",
        "Reply to this e-mail to answer the visitor.",
      ].join("\n"),
    );
    expect(mail.html).toContain(
      '<table cellpadding="6">\n<tr><th align="left" valign="top">Language</th><td style="white-space:pre-wrap">Arabic</td></tr>\n' +
        '<tr><th align="left" valign="top">Designation</th><td style="white-space:pre-wrap">مديرة تقنية المعلومات</td></tr>\n',
    );
  });

  it("says English for an enquiry from the English form, and for one that names no language", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    const { post } = await enquiryServer({ email: { smtpUrl: smtp.url, to: staff, from } });
    expect((await post({ ...validEnquiry, name: "From the English form", language: "en" })).statusCode).toBe(201);
    expect((await post({ ...validEnquiry, name: "From an older form" })).statusCode).toBe(201);
    await eventually(() => smtp.received.length === 2);
    for (const { mail } of smtp.received) {
      expect(mail.text).toContain(`\n\nLanguage: English\nDesignation: ${validEnquiry.designation}\n`);
      expect(mail.html).toContain('<tr><th align="left" valign="top">Language</th><td style="white-space:pre-wrap">English</td></tr>');
    }
  });

  it("lets nothing a visitor types add a header, a recipient or markup", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    const { post } = await enquiryServer({ email: { smtpUrl: smtp.url, to: ["sales@example.com"], from } });
    const hostile = {
      ...validEnquiry,
      name: "Eve\r\nBcc: thief@example.net",
      orgname: 'Evil <script>alert("x")</script> & Co',
      address: "eve,thief@example.net",
      message: "Hello\r\n.\r\nRCPT TO:<thief@example.net>\r\n<img src=x onerror=alert(1)>",
    };
    expect((await post(hostile)).statusCode).toBe(201);
    const { recipients, mail, raw } = await eventually(() => smtp.received.length === 1 && smtp.received[0]);
    expect(recipients).toEqual(["sales@example.com"]);
    expect(mail.bcc).toBeUndefined();
    expect(mail.cc).toBeUndefined();
    const headers = raw.split("\r\n\r\n")[0]!;
    expect(headers).not.toMatch(/^(Bcc|Cc|To):.*thief/im);
    expect(mail.subject).toBe('New enquiry from Eve Bcc: thief@example.net (Evil <script>alert("x")</script> & Co)');
    // One address, its comma quoted: a reply goes to what the visitor typed and to nobody else.
    expect(mail.replyTo?.value.map((reply) => reply.address)).toEqual(['"eve,thief"@example.net']);
    // The text part shows what was typed exactly (line breaks as sent); the HTML part shows it as text.
    expect(mail.text).toContain(hostile.message.replace(/\r\n/g, "\n"));
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).not.toContain("<script");
    expect(mail.html).not.toContain("<img");
  });

  it.each([
    ["quoted-printable", "Line one\rline two\nline three\r\nline four"],
    // Mostly control characters: nodemailer sends this part base64, where a lone CR used to stay a CR.
    ["base64", `\u0007\r${"\u0007".repeat(300)}\r\n\u0007`],
  ])("shows each line break typed (CR, LF or CRLF) as a line break in a %s text and HTML part", async (_encoding, message) => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    const { post } = await enquiryServer({ email: { smtpUrl: smtp.url, to: staff, from } });
    expect((await post({ ...validEnquiry, message })).statusCode).toBe(201);
    const { mail } = await eventually(() => smtp.received.length === 1 && smtp.received[0]);
    const lines = message.split(/\r\n|\r|\n/).join("\n");
    expect(mail.text).toContain(`Message:\n${lines}\n`);
    expect(mail.html).toContain(`<td style="white-space:pre-wrap">${lines}</td>`);
  });

  it("keeps enquiries while the mail server is down, and sends each once it is back", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    await smtp.stop();
    const { post, store } = await enquiryServer({ email: { smtpUrl: smtp.url, to: staff, from } });
    for (const name of ["First", "Second", "Third"]) expect((await post({ ...validEnquiry, name })).statusCode).toBe(201);
    // Each was tried, failed, and waits for its next attempt.
    const failing = await eventually(async () => {
      const list = await store.list();
      return list.every(({ deliveries }) => deliveries[0]!.attempts > 0) && list;
    });
    for (const { deliveries } of failing) expect(deliveries[0]).toMatchObject({ status: "pending", lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });

    await smtp.start();
    await eventually(() => smtp.received.length >= 3, 10_000);
    expect(smtp.received.map(({ mail }) => mail.subject).sort()).toEqual(["First", "Second", "Third"].map((name) => `New enquiry from ${name} (Example Trading LLC)`));
  });
});

describe("the webhook", () => {
  it("receives each enquiry as JSON, signed with the secret and named by its uid", async () => {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    const { post, store } = await enquiryServer({ webhook: { url: receiver.url, secret } });
    expect((await post(validEnquiry)).statusCode).toBe(201);
    const [call] = await eventually(() => receiver.calls.length === 1 && receiver.calls);
    const { id, uid, receivedAt } = await onlyEnquiry(store);
    expect(call!.headers["content-type"]).toBe("application/json");
    expect(call!.headers["idempotency-key"]).toBe(uid);
    // What a receiver does (docs/enquiries.md): the HMAC of the exact body under the shared secret.
    expect(call!.headers["x-signature-256"]).toBe(`sha256=${createHmac("sha256", secret).update(call!.body).digest("hex")}`);
    expect(JSON.parse(call!.body)).toEqual({ id, uid, receivedAt, language: "en", ...validEnquiry });
  });

  it("carries the language the visitor wrote in", async () => {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    const { post } = await enquiryServer({ webhook: { url: receiver.url, secret } });
    expect((await post({ ...validEnquiry, name: "سارة أحمد", language: "ar" })).statusCode).toBe(201);
    const [call] = await eventually(() => receiver.calls.length === 1 && receiver.calls);
    expect(JSON.parse(call!.body)).toMatchObject({ language: "ar", name: "سارة أحمد" });
  });

  it("is called again after three failures, and the enquiry is delivered once", async () => {
    const receiver = await startWebhookReceiver({ failFirst: 3 });
    cleanups.push(() => receiver.close());
    const { post, store } = await enquiryServer({ webhook: { url: receiver.url, secret } });
    expect((await post(validEnquiry)).statusCode).toBe(201);
    await eventually(() => receiver.accepted().length === 1, 10_000);
    expect(receiver.calls.map(({ status }) => status)).toEqual([500, 500, 500, 204]);
    expect(new Set(receiver.calls.map(({ headers }) => headers["idempotency-key"])).size).toBe(1);
    const stored = await eventually(async () => {
      const enquiry = await onlyEnquiry(store);
      return enquiry.deliveries[0]!.status === "sent" && enquiry;
    }, 2000);
    expect(stored.deliveries[0]).toMatchObject({ channel: "webhook", status: "sent", attempts: 4, lastError: "the webhook answered 500 Internal Server Error" });
  });
});

describe("with e-mail and webhook both set up", () => {
  it("delivers each enquiry by both, independently: a failing webhook does not hold up the e-mail", async () => {
    const smtp = await startSmtpServer();
    const receiver = await startWebhookReceiver({ failFirst: 2 });
    cleanups.push(() => smtp.stop(), () => receiver.close());
    const { post } = await enquiryServer({ email: { smtpUrl: smtp.url, to: staff, from }, webhook: { url: receiver.url, secret } });
    expect((await post(validEnquiry)).statusCode).toBe(201);
    await eventually(() => smtp.received.length === 1);
    expect(receiver.accepted()).toHaveLength(0);
    await eventually(() => receiver.accepted().length === 1, 10_000);
  });
});
