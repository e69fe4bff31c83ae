/**
 * Delivery across process deaths and across servers, with the production server as its own process
 * (scripts/serve.ts), a real SMTP server and a real PostgreSQL server.
 */
import { describe, expect, it } from "vitest";
import { ENQUIRIES_PATH } from "../src/shared/enquiryApi.ts";
import { validEnquiry } from "./fixtures/enquiryCases.ts";
import { eventually } from "./eventually.ts";
import { freePort } from "../scripts/lib/servers/freePort.ts";
import { postgresForThisFile } from "./postgresForThisFile.ts";
import { siteFolder, startSiteServer, type SiteServer } from "../scripts/lib/servers/siteServer.ts";
import { startSmtpServer } from "../scripts/lib/servers/smtpServer.ts";
import { startWebhookReceiver } from "../scripts/lib/servers/webhookReceiver.ts";

const postgres = postgresForThisFile();

const mailSettings = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  ENQUIRIES_NOTIFY_TO: "sales@example.com",
  ENQUIRIES_NOTIFY_FROM: "website@example.com",
  ENQUIRIES_RETRY_FIRST: "200",
  ENQUIRIES_RETRY_MAX: "500",
});

const post = (port: number, message: string) =>
  fetch(`http://127.0.0.1:${port}${ENQUIRIES_PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...validEnquiry, message }) });


describe("enquiry delivery between processes", () => {
  it("sends every enquiry stored while the mail server was down and the webhook failing, across a SIGKILL and a restart, none lost", { timeout: 60_000 }, async () => {
    const smtp = await startSmtpServer();
    await smtp.stop();
    // The receiver answers 500 to its first three calls.
    const receiver = await startWebhookReceiver({ failFirst: 3 });
    const settings = { ...mailSettings(smtp.url), ENQUIRIES_WEBHOOK_URL: receiver.url, ENQUIRIES_WEBHOOK_SECRET: "a-webhook-secret-of-32-characters-or-more" };
    const { folder, remove } = siteFolder();
    const port = await freePort();
    let server: SiteServer | undefined;
    try {
      server = await startSiteServer(port, folder, settings);
      const messages = Array.from({ length: 20 }, (_, index) => `Stored while the mail server was down, number ${index}`);
      for (const message of messages) expect((await post(port, message)).status).toBe(201);
      await server.stop("SIGKILL");
      server = await startSiteServer(port, folder, settings);
      await smtp.start();
      await eventually(() => new Set(smtp.received.map(({ mail }) => mail.text)).size === messages.length, 20_000);
      await eventually(() => new Set(receiver.accepted().map(({ body }) => JSON.parse(body).message)).size === messages.length, 20_000);

      for (const message of messages) expect(smtp.received.some(({ mail }) => mail.text?.includes(message))).toBe(true);
      // A message sent twice (a kill between sending and recording) is the same message, by its Message-ID.
      const idsByText = new Map<string, Set<string>>();
      for (const { mail } of smtp.received) idsByText.set(mail.text!, (idsByText.get(mail.text!) ?? new Set()).add(mail.messageId!));
      for (const ids of idsByText.values()) expect(ids.size).toBe(1);
      // The same for the webhook, by its Idempotency-Key.
      const keysByMessage = new Map<string, Set<unknown>>();
      for (const { body, headers } of receiver.accepted()) {
        const { message } = JSON.parse(body) as { message: string };
        keysByMessage.set(message, (keysByMessage.get(message) ?? new Set()).add(headers["idempotency-key"]));
      }
      expect([...keysByMessage.keys()].sort()).toEqual([...messages].sort());
      for (const keys of keysByMessage.values()) expect(keys.size).toBe(1);
    } finally {
      // Also when an expectation failed: a server left running would outlive the test run.
      await server?.stop();
      await receiver.close();
      await smtp.stop().catch(() => undefined);
      remove();
    }
  });

  it("with two servers on one PostgreSQL database, e-mails each of 200 enquiries exactly once", { timeout: 60_000 }, async () => {
    const smtp = await startSmtpServer();
    const { folder, remove } = siteFolder();
    const databaseUrl = await postgres.newDatabase();
    const ports = [await freePort(), await freePort()];
    const servers = [];
    try {
      for (const port of ports) servers.push(await startSiteServer(port, folder, { ...mailSettings(smtp.url), DATABASE_URL: databaseUrl }));
      const messages = Array.from({ length: 200 }, (_, index) => `Enquiry ${index} to one of two servers`);
      const answers = await Promise.all(messages.map((message, index) => post(ports[index % 2]!, message)));
      expect(answers.map(({ status }) => status)).toEqual(messages.map(() => 201));
      await eventually(() => smtp.received.length >= messages.length, 30_000);
      // A moment more, for any second copy to show up.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.received).toHaveLength(messages.length);
      expect(new Set(smtp.received.map(({ mail }) => mail.messageId)).size).toBe(messages.length);
      for (const server of servers) {
        expect(server.output()).toContain(`enquiries are stored in PostgreSQL at ${new URL(databaseUrl).host}, e-mailed to sales@example.com`);
        expect(server.output()).not.toMatch(/"level":50/);
      }
    } finally {
      for (const server of servers) await server.stop();
      await smtp.stop();
      remove();
    }
  });
});
