import { afterEach, describe, expect, it, vi } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createServer } from "../src/server/app.ts";
import { openSqliteStore } from "../src/server/enquiries/sqliteStore.ts";
import { startRetention } from "../src/server/enquiries/retention.ts";
import { validEnquiry } from "./fixtures/enquiryCases.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A database with an enquiry from `daysAgo` days ago (and its delivery) and one from today. */
async function databaseWithAnOldEnquiry(daysAgo: number) {
  const folder = mkdtempSync(join(tmpdir(), "retention-"));
  folders.push(folder);
  const file = join(folder, "enquiries.sqlite");
  const store = openSqliteStore(file);
  await store.save({ ...validEnquiry, name: "Old" }, { channels: ["email"] });
  await store.save({ ...validEnquiry, name: "Recent" });
  await store.close();
  const db = new DatabaseSync(file);
  db.prepare("UPDATE enquiries SET received_at = ? WHERE name = 'Old'").run(new Date(Date.now() - daysAgo * 86_400_000).toISOString());
  db.close();
  return file;
}

describe("keeping enquiries no longer than ENQUIRIES_RETENTION_DAYS", () => {
  it("deletes older enquiries with their deliveries, and logs how many but not whose", async () => {
    const store = openSqliteStore(await databaseWithAnOldEnquiry(731));
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    await startRetention({ store, days: 730, log }).stop();
    expect((await store.list()).map(({ name }) => name)).toEqual(["Recent"]);
    expect(await store.claimDue(new Date(Date.now() + 1000), 10, 60_000)).toEqual([]);
    expect(log.info).toHaveBeenCalledWith("Deleted 1 enquiry older than 730 days (ENQUIRIES_RETENTION_DAYS).");
    await store.close();
  });

  it("keeps an enquiry younger than the limit", async () => {
    const store = openSqliteStore(await databaseWithAnOldEnquiry(729));
    await startRetention({ store, days: 730, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }).stop();
    expect(await store.list()).toHaveLength(2);
    await store.close();
  });

  it("is swept by the server as it starts", async () => {
    const file = await databaseWithAnOldEnquiry(40);
    const store = openSqliteStore(file);
    const app = await createServer({ dist: join(file, ".."), enquiries: { store, retentionDays: 30 } });
    await app.ready();
    await app.close();
    expect((await store.list()).map(({ name }) => name)).toEqual(["Recent"]);
    await store.close();
  });
});
