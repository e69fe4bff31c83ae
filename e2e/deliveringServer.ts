/**
 * A production server of a test's own on the built site, with delivery set up: a real SMTP server and a
 * webhook receiver on loopback, staff at sales@example.com. For the browser tests of enquiries reaching
 * staff (issue 27; in Arabic, issue 51), which the shared test server cannot show: it delivers nothing.
 */
import type { Page } from "@playwright/test";
import { distDir } from "../scripts/lib/paths.ts";
import { freePort } from "../scripts/lib/servers/freePort.ts";
import { siteFolder, startSiteServer, type SiteServer } from "../scripts/lib/servers/siteServer.ts";
import { startSmtpServer } from "../scripts/lib/servers/smtpServer.ts";
import { startWebhookReceiver } from "../scripts/lib/servers/webhookReceiver.ts";

export interface DeliveringServer {
  /** http://127.0.0.1:<port>, the server's own address. */
  origin: string;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
}

/** Runs `test` with the server, then stops it and its mail server and receiver, whatever happened. */
export async function withDeliveringServer(page: Page, test: (server: DeliveringServer) => Promise<void>): Promise<void> {
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
    await test({ origin: `http://127.0.0.1:${port}`, smtp, receiver });
  } finally {
    // The page lets go of the server first, so that the server's clean stop has no request to wait for.
    await page.goto("about:blank");
    await server?.stop();
    await receiver.close();
    await smtp.stop();
    remove();
  }
}
