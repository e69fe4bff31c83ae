/**
 * The outbox worker's own rules, with the real SQLite store and stand-in channels (whether an e-mail or
 * a webhook call really arrives is enquiryDelivery.test.ts's business).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteStore } from "../src/server/enquiries/sqliteStore.ts";
import { startOutbox, type Outbox } from "../src/server/enquiries/outbox.ts";
import type { EnquiryStore, StoredEnquiry } from "../src/server/enquiries/store.ts";
import { validEnquiry } from "./fixtures/enquiryCases.ts";
import { eventually } from "./eventually.ts";

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function newStore(): EnquiryStore {
  const folder = mkdtempSync(join(tmpdir(), "outbox-"));
  const store = openSqliteStore(join(folder, "enquiries.sqlite"));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }), () => store.close());
  return store;
}

function outbox(options: Parameters<typeof startOutbox>[0]): Outbox {
  const started = startOutbox({ pollMs: 20, ...options });
  cleanups.push(() => started.stop());
  return started;
}

const log = () => ({ warn: vi.fn(), error: vi.fn() });
const deliveryOf = async (store: EnquiryStore) => (await store.list())[0]!.deliveries[0]!;

describe("the outbox", () => {
  it("gives up once the retry period is over, warns without the visitor's details, and sends it when queued again", async () => {
    const store = newStore();
    await store.save(validEnquiry, { channels: ["email"] });
    let mailServerUp = false;
    const sent: StoredEnquiry[] = [];
    const warnings = log();
    outbox({
      store,
      log: warnings,
      retry: { firstDelayMs: 20, maxDelayMs: 40, giveUpAfterMs: 300 },
      channels: {
        email: async (enquiry) => {
          if (!mailServerUp) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
          sent.push(enquiry);
        },
      },
    });
    await eventually(async () => (await deliveryOf(store)).status === "failed");
    const delivery = await deliveryOf(store);
    expect(delivery.attempts).toBeGreaterThan(2);
    expect(delivery.lastError).toBe("connect ECONNREFUSED 127.0.0.1:2525");
    expect(warnings.warn).toHaveBeenCalledTimes(1);
    const warning = String(warnings.warn.mock.calls[0]![0]);
    expect(warning).toBe(
      `Enquiry #1: its e-mail delivery gave up after ${delivery.attempts} attempts (connect ECONNREFUSED 127.0.0.1:2525). npm run enquiries -- --retry 1 queues it again.`,
    );
    for (const personal of Object.values(validEnquiry)) expect(warning).not.toContain(personal);

    mailServerUp = true;
    expect(await store.retry(1, new Date())).toBe(1);
    await eventually(async () => (await deliveryOf(store)).status === "sent");
    expect(sent.map(({ name }) => name)).toEqual([validEnquiry.name]);
  });

  it("sends at once, after a restart, what the process before it had claimed and not sent (SQLite: one server per file)", async () => {
    const store = newStore();
    await store.save(validEnquiry, { channels: ["webhook"] });
    // The server that claimed it was killed before sending; its lease would hold the delivery for a minute.
    expect(await store.claimDue(new Date(), 10, 60_000)).toHaveLength(1);
    let sent = 0;
    outbox({ store, log: log(), retry: { firstDelayMs: 20, maxDelayMs: 40, giveUpAfterMs: 60_000 }, channels: { webhook: async () => void (sent += 1) } });
    await eventually(async () => (await deliveryOf(store)).status === "sent", 2000);
    expect(sent).toBe(1);
  });

  it("counts a send with no answer within its time as a failed attempt", async () => {
    const store = newStore();
    await store.save(validEnquiry, { channels: ["webhook"] });
    outbox({ store, log: log(), sendTimeoutMs: 100, retry: { firstDelayMs: 60_000, maxDelayMs: 60_000, giveUpAfterMs: 600_000 }, channels: { webhook: () => new Promise(() => undefined) } });
    await eventually(async () => (await deliveryOf(store)).attempts === 1);
    expect(await deliveryOf(store)).toMatchObject({ status: "pending", lastError: "no answer within 0.1 s" });
  });

  it("records a channel this server has no settings for as a failed attempt, and keeps the delivery", async () => {
    const store = newStore();
    await store.save(validEnquiry, { channels: ["email"] });
    outbox({ store, log: log(), retry: { firstDelayMs: 60_000, maxDelayMs: 60_000, giveUpAfterMs: 600_000 }, channels: {} });
    await eventually(async () => (await deliveryOf(store)).attempts === 1);
    expect(await deliveryOf(store)).toMatchObject({ status: "pending", lastError: "e-mail is not set up on this server" });
  });
});
