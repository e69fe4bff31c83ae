/**
 * Durability: enquiries keep arriving while the server process is killed with SIGKILL and restarted.
 * Clients behave as the contact form does: no answer means "send again with the same key". Afterwards
 * every enquiry that was acknowledged is in the database, and none is there twice.
 */
import { afterAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { ENQUIRIES_PATH, IDEMPOTENCY_HEADER } from "../src/shared/enquiryApi.ts";
import { newIdempotencyKey } from "../src/blocks/contactForm/enquiryKey.ts";
import { validEnquiry } from "./fixtures/enquiryCases.ts";
import { freePort } from "../scripts/lib/servers/freePort.ts";
import { siteFolder, startSiteServer, type SiteServer } from "../scripts/lib/servers/siteServer.ts";

const ENQUIRIES = 400;
const CLIENTS = 25;
const KILLS = 3;

const { folder, remove } = siteFolder();
const database = join(folder, "enquiries.sqlite");
afterAll(remove);

let firstOutput: (() => string) | undefined;
const startServer = async (port: number): Promise<SiteServer> => {
  const server = await startSiteServer(port, folder);
  firstOutput ??= server.output;
  return server;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("enquiry storage under SIGKILL", () => {
  it("keeps every acknowledged enquiry exactly once across three kills and restarts", { timeout: 60_000 }, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}${ENQUIRIES_PATH}`;
    const enquiries = Array.from({ length: ENQUIRIES }, (_, index) => ({
      key: newIdempotencyKey(),
      body: JSON.stringify({ ...validEnquiry, message: `Durability enquiry number ${index}` }),
    }));
    const acknowledged = new Map<string, number>();
    let unanswered = 0;
    let server = await startServer(port);

    /** One visitor after another, each sending until acknowledged, as the form lets them. */
    const client = async () => {
      for (let next = enquiries.pop(); next; next = enquiries.pop()) {
        for (;;) {
          try {
            const response = await fetch(url, {
              method: "POST",
              headers: { "Content-Type": "application/json", [IDEMPOTENCY_HEADER]: next.key },
              body: next.body,
              signal: AbortSignal.timeout(5_000),
            });
            expect([200, 201]).toContain(response.status);
            acknowledged.set(next.key, response.status);
            break;
          } catch (error) {
            if ((error as Error).name === "AssertionError") throw error;
            unanswered += 1;
            await sleep(20);
          }
        }
      }
    };

    /** Kills the server whenever another quarter of the enquiries has been acknowledged, then restarts it. */
    const killer = async () => {
      for (let kill = 1; kill <= KILLS; kill += 1) {
        while (acknowledged.size < (kill * ENQUIRIES) / (KILLS + 1)) await sleep(5);
        await server.stop("SIGKILL");
        server = await startServer(port);
      }
    };

    await Promise.all([killer(), ...Array.from({ length: CLIENTS }, client)]);
    await server.stop();

    const db = new DatabaseSync(database, { readOnly: true });
    const rows = db.prepare("SELECT idempotency_key AS key, message FROM enquiries").all() as unknown as { key: string; message: string }[];
    db.close();

    // With no SMTP_URL or webhook, the server said once, as it started, that enquiries are only stored.
    expect(firstOutput!().match(/only: set SMTP_URL or ENQUIRIES_WEBHOOK_URL to be told of each/g)).toHaveLength(1);
    // The kills landed while enquiries were in flight, so some had to be sent again.
    expect(unanswered).toBeGreaterThan(0);
    expect(acknowledged.size).toBe(ENQUIRIES);
    const stored = new Set(rows.map((row) => row.key));
    for (const key of acknowledged.keys()) expect(stored.has(key)).toBe(true);
    // None twice: one row per enquiry, whether counted by key or by its (unique) message.
    expect(rows).toHaveLength(ENQUIRIES);
    expect(new Set(rows.map((row) => row.message)).size).toBe(ENQUIRIES);
  });
});
