/**
 * The production server's enquiry API as `npm start` runs it (logging at "info"), on the store given,
 * e-mailing staff through a real SMTP server on loopback, with the log's lines kept for the test to read.
 * For the property tests, which send it hundreds of requests in a row.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "../src/server/app.ts";
import type { EnquiryStore } from "../src/server/enquiries/store.ts";
import { ENQUIRIES_PATH, IDEMPOTENCY_HEADER } from "../src/shared/enquiryApi.ts";
import { startSmtpServer } from "../scripts/lib/servers/smtpServer.ts";

export const staff = ["sales@example.com", "owner@example.com"];
export const from = "website@example.com";

export interface EnquiryPost {
  payload: string;
  contentType: string | undefined;
  idempotencyKey: string | string[] | undefined;
}

export async function startEnquiryServerWithMail(openStore: (folder: string) => Promise<EnquiryStore>) {
  const folder = mkdtempSync(join(tmpdir(), "enquiry-properties-"));
  writeFileSync(join(folder, "404.html"), "<h1>Page Not Found</h1>");
  const smtp = await startSmtpServer();
  const store = await openStore(folder);
  const logLines: string[] = [];
  const app = await createServer({
    dist: folder,
    logLevel: "info",
    logStream: { write: (line) => void logLines.push(line) },
    enquiries: {
      store,
      // Hundreds of requests from one address: the limit is not what these tests are about.
      rateLimit: { max: 1_000_000, timeWindow: 60_000 },
      delivery: { email: { smtpUrl: smtp.url, to: staff, from }, retry: { firstDelayMs: 100, maxDelayMs: 400, giveUpAfterMs: 60_000 } },
    },
  });
  return {
    store,
    smtp,
    post: ({ payload, contentType, idempotencyKey }: EnquiryPost) => {
      // What was logged before belongs to an earlier request (and an earlier failure, if any).
      logLines.length = 0;
      return app.inject({
        method: "POST",
        url: ENQUIRIES_PATH,
        headers: {
          ...(contentType !== undefined && { "content-type": contentType }),
          ...(idempotencyKey !== undefined && { [IDEMPOTENCY_HEADER.toLowerCase()]: idempotencyKey }),
        },
        payload,
        remoteAddress: "203.0.113.7",
      });
    },
    /** What the server logged at error level or worse (pino's 50 and up) since the last request was sent, each line as logged. */
    errorsLogged: () => logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50),
    async stop() {
      await app.close();
      await store.close();
      await smtp.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
