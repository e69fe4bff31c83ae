/**
 * One suite for both enquiry stores, SQLite and a real PostgreSQL server: whatever the server does with
 * one, it can do with the other.
 */
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EnquiryStore } from "../src/server/enquiries/store.ts";
import { openSqliteStore } from "../src/server/enquiries/sqliteStore.ts";
import { openPostgresStore } from "../src/server/enquiries/postgresStore.ts";
import { validEnquiry } from "./fixtures/enquiryCases.ts";
import { postgresForThisFile } from "./postgresForThisFile.ts";
import { sqliteMigrations } from "../src/server/enquiries/sqliteMigrations.ts";
import { postgresMigrations } from "../src/server/enquiries/postgresMigrations.ts";

const postgres = postgresForThisFile();
const folder = mkdtempSync(join(tmpdir(), "enquiry-store-"));
let files = 0;
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const kinds: [string, () => Promise<EnquiryStore>][] = [
  ["SQLite", async () => openSqliteStore(join(folder, `store-${++files}.sqlite`))],
  ["PostgreSQL", async () => openPostgresStore(await postgres.newDatabase())],
];

const minutes = (count: number) => count * 60_000;
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe.each(kinds)("the enquiry store on %s", (_kind, open) => {
  async function withStore(test: (store: EnquiryStore) => Promise<void>) {
    const store = await open();
    try {
      await test(store);
    } finally {
      await store.close();
    }
  }

  it("stores an enquiry with a pending delivery for each channel, due at once", () =>
    withStore(async (store) => {
      expect(await store.save(validEnquiry, { channels: ["email", "webhook"] })).toEqual({ created: true, conflict: false });
      const [stored] = await store.list();
      expect(stored).toMatchObject({ ...validEnquiry, id: 1 });
      expect(stored!.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(stored!.deliveries.map(({ channel, status, attempts }) => ({ channel, status, attempts }))).toEqual([
        { channel: "email", status: "pending", attempts: 0 },
        { channel: "webhook", status: "pending", attempts: 0 },
      ]);
      const due = await store.claimDue(later(new Date(), 1000), 10, minutes(2));
      expect(due.map(({ channel, enquiry }) => [channel, enquiry.name, enquiry.uid])).toEqual([
        ["email", validEnquiry.name, stored!.uid],
        ["webhook", validEnquiry.name, stored!.uid],
      ]);
    }));

  it("gives every enquiry its own uid", () =>
    withStore(async (store) => {
      for (let count = 0; count < 5; count += 1) await store.save(validEnquiry);
      expect(new Set((await store.list()).map(({ uid }) => uid)).size).toBe(5);
    }));

  it("writes nothing for a retry under the same key, and tells a reused key with other contents", () =>
    withStore(async (store) => {
      const key = "retry-key-0123456789";
      await store.save(validEnquiry, { idempotencyKey: key, channels: ["email"] });
      expect(await store.save(validEnquiry, { idempotencyKey: key, channels: ["email"] })).toEqual({ created: false, conflict: false });
      expect(await store.save({ ...validEnquiry, message: "Other" }, { idempotencyKey: key, channels: ["email"] })).toEqual({ created: false, conflict: true });
      const list = await store.list();
      expect(list).toHaveLength(1);
      expect(list[0]!.deliveries).toHaveLength(1);
    }));

  it("keeps the language each enquiry was written in, English when none is said, and hands it to its deliveries", () =>
    withStore(async (store) => {
      await store.save({ ...validEnquiry, name: "سارة أحمد" }, { language: "ar", channels: ["email"] });
      await store.save(validEnquiry, { language: "en", channels: ["email"] });
      await store.save({ ...validEnquiry, name: "Older client" }, { channels: ["email"] });
      expect((await store.list()).map(({ name, language }) => [name, language])).toEqual([
        ["سارة أحمد", "ar"],
        [validEnquiry.name, "en"],
        ["Older client", "en"],
      ]);
      const due = await store.claimDue(later(new Date(), 1000), 10, minutes(2));
      expect(due.map(({ enquiry }) => enquiry.language)).toEqual(["ar", "en", "en"]);
    }));

  it("tells a key reused in the other language from a retry", () =>
    withStore(async (store) => {
      const key = "language-key-0123456789";
      await store.save(validEnquiry, { language: "ar", idempotencyKey: key });
      expect(await store.save(validEnquiry, { language: "ar", idempotencyKey: key })).toEqual({ created: false, conflict: false });
      expect(await store.save(validEnquiry, { language: "en", idempotencyKey: key })).toEqual({ created: false, conflict: true });
      expect((await store.list()).map(({ language }) => language)).toEqual(["ar"]);
    }));

  it("hands a due delivery to one claimer only, until its lease ends (a worker that died)", () =>
    withStore(async (store) => {
      await store.save(validEnquiry, { channels: ["email"] });
      const now = later(new Date(), 1000);
      const claims = await Promise.all(Array.from({ length: 8 }, () => store.claimDue(now, 10, minutes(2))));
      expect(claims.flat()).toHaveLength(1);
      expect(await store.claimDue(later(now, minutes(1)), 10, minutes(2))).toEqual([]);
      expect(await store.claimDue(later(now, minutes(2)), 10, minutes(2))).toHaveLength(1);
    }));

  it("takes at most the number asked for, oldest first", () =>
    withStore(async (store) => {
      for (const name of ["First", "Second", "Third"]) await store.save({ ...validEnquiry, name }, { channels: ["email"] });
      const now = later(new Date(), 1000);
      expect((await store.claimDue(now, 2, minutes(2))).map(({ enquiry }) => enquiry.name)).toEqual(["First", "Second"]);
      expect((await store.claimDue(now, 2, minutes(2))).map(({ enquiry }) => enquiry.name)).toEqual(["Third"]);
    }));

  it("records a sent delivery, which is never handed out again", () =>
    withStore(async (store) => {
      await store.save(validEnquiry, { channels: ["email"] });
      const now = later(new Date(), 1000);
      const [delivery] = await store.claimDue(now, 10, minutes(2));
      await store.recordAttempt(delivery!.id, now, { sent: true });
      expect((await store.list())[0]!.deliveries[0]).toMatchObject({ status: "sent", attempts: 1, sentAt: now.toISOString(), lastError: null });
      expect(await store.claimDue(later(now, minutes(60)), 10, minutes(2))).toEqual([]);
    }));

  it("keeps a failed delivery until its next attempt is due, with the error and the count", () =>
    withStore(async (store) => {
      await store.save(validEnquiry, { channels: ["webhook"] });
      const now = later(new Date(), 1000);
      const [delivery] = await store.claimDue(now, 10, minutes(2));
      const retryAt = later(now, 30_000);
      await store.recordAttempt(delivery!.id, now, { sent: false, error: "the webhook answered 500", retryAt });
      expect((await store.list())[0]!.deliveries[0]).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: retryAt.toISOString(), lastError: "the webhook answered 500" });
      expect(await store.claimDue(later(now, 29_000), 10, minutes(2))).toEqual([]);
      const [again] = await store.claimDue(retryAt, 10, minutes(2));
      expect(again).toMatchObject({ id: delivery!.id, attempts: 1 });
    }));

  it("lists an enquiry whose delivery gave up under --failed, and queues it again on retry", () =>
    withStore(async (store) => {
      await store.save({ ...validEnquiry, name: "Delivered" }, { channels: ["email"] });
      await store.save({ ...validEnquiry, name: "Gave up" }, { channels: ["email"] });
      const now = later(new Date(), 1000);
      const [sent, failing] = await store.claimDue(now, 10, minutes(2));
      await store.recordAttempt(sent!.id, now, { sent: true });
      await store.recordAttempt(failing!.id, now, { sent: false, error: "connection refused", retryAt: null });
      const failed = await store.list({ failed: true });
      expect(failed.map(({ name, deliveries }) => [name, deliveries[0]!.status])).toEqual([["Gave up", "failed"]]);
      expect(await store.claimDue(later(now, minutes(600)), 10, minutes(2))).toEqual([]);

      expect(await store.retry(failing!.enquiry.id, later(now, 5000))).toBe(1);
      expect(await store.retry(sent!.enquiry.id, later(now, 5000))).toBe(0);
      expect(await store.list({ failed: true })).toEqual([]);
      const [queued] = await store.claimDue(later(now, 5000), 10, minutes(2));
      expect(queued).toMatchObject({ id: failing!.id, attempts: 0, queuedAt: later(now, 5000).toISOString() });
    }));

  it("erases every enquiry from one address, in any letter case, with its deliveries", () =>
    withStore(async (store) => {
      await store.save({ ...validEnquiry, address: "Aisha@Example.com" }, { channels: ["email"] });
      await store.save({ ...validEnquiry, address: "aisha@example.com" }, { channels: ["email"] });
      await store.save({ ...validEnquiry, address: "someone.else@example.com" }, { channels: ["email"] });
      expect(await store.erase("AISHA@example.COM")).toBe(2);
      expect((await store.list()).map(({ address }) => address)).toEqual(["someone.else@example.com"]);
      expect(await store.claimDue(later(new Date(), 1000), 10, minutes(2))).toHaveLength(1);
      expect(await store.erase("nobody@example.com")).toBe(0);
    }));

  it("deletes the enquiries received before a moment, and keeps the rest", () =>
    withStore(async (store) => {
      await store.save({ ...validEnquiry, name: "Old" }, { channels: ["email"] });
      const cutoff = later(new Date(), 5);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await store.save({ ...validEnquiry, name: "New" });
      expect(await store.deleteReceivedBefore(cutoff)).toBe(1);
      expect((await store.list()).map(({ name }) => name)).toEqual(["New"]);
      expect(await store.claimDue(later(new Date(), 1000), 10, minutes(2))).toEqual([]);
    }));

  it("lists the enquiries received in a range: since inclusive, until exclusive", () =>
    withStore(async (store) => {
      await store.save({ ...validEnquiry, name: "First" });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [first] = await store.list();
      await store.save({ ...validEnquiry, name: "Second" });
      const since = new Date(first!.receivedAt);
      expect((await store.list({ since })).map(({ name }) => name)).toEqual(["First", "Second"]);
      expect((await store.list({ until: since })).map(({ name }) => name)).toEqual([]);
      expect((await store.list({ since: later(since, 1) })).map(({ name }) => name)).toEqual(["Second"]);
    }));
});

describe("an SQLite database from before delivery", () => {
  it("is upgraded in place: its enquiries get a uid each and no deliveries, and new ones are delivered", async () => {
    const { DatabaseSync } = await import("node:sqlite");
    const file = join(folder, "version-1.sqlite");
    const old = new DatabaseSync(file);
    old.exec(sqliteMigrations[0]!);
    old.exec("PRAGMA user_version = 1");
    old.prepare("INSERT INTO enquiries (received_at, designation, name, orgname, address, phone, message) VALUES (?, ?, ?, ?, ?, ?, ?)")
      .run("2026-01-05T09:30:00.000Z", "CTO", "Before", "Org", "before@example.com", "", "Stored by the old server");
    old.close();

    const store = openSqliteStore(file);
    await store.save({ ...validEnquiry, name: "After" }, { channels: ["email"] });
    const [before, after] = await store.list();
    await store.close();
    expect(before).toMatchObject({ name: "Before", receivedAt: "2026-01-05T09:30:00.000Z", deliveries: [] });
    expect(before!.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(after!.deliveries.map(({ channel }) => channel)).toEqual(["email"]);
  });
});

/** The migrations up to the one that gives enquiries a language, which a database from before had. */
const upToLanguages = (migrations: string[]) => migrations.slice(0, migrations.findIndex((sql) => sql.includes("ADD COLUMN language")));

/** An enquiry an older server stored, in the columns it had. */
const olderEnquiry = {
  sql: "INSERT INTO enquiries (uid, received_at, designation, name, orgname, address, phone, message)",
  values: ["0b7c6f1e-5a4d-4c3b-9a2f-1e0d9c8b7a60", "2026-01-05T09:30:00.000Z", "CTO", "Before", "Org", "before@example.com", "", "Stored by the old server"],
};

/** Each store opened on a database from before enquiries had a language, holding `olderEnquiry`. */
const beforeLanguages: [string, () => Promise<EnquiryStore>][] = [
  [
    "SQLite",
    async () => {
      const { DatabaseSync } = await import("node:sqlite");
      const file = join(folder, "before-languages.sqlite");
      const old = new DatabaseSync(file);
      const migrations = upToLanguages(sqliteMigrations);
      for (const sql of migrations) old.exec(sql);
      old.exec(`PRAGMA user_version = ${migrations.length}`);
      old.prepare(`${olderEnquiry.sql} VALUES (${olderEnquiry.values.map(() => "?").join(", ")})`).run(...olderEnquiry.values);
      old.close();
      return openSqliteStore(file);
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const url = await postgres.newDatabase();
      const client = new pg.Client(url);
      await client.connect();
      try {
        await client.query("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())");
        for (const [index, sql] of upToLanguages(postgresMigrations).entries()) {
          await client.query(sql);
          await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [index + 1]);
        }
        await client.query(`${olderEnquiry.sql} VALUES (${olderEnquiry.values.map((_, index) => `$${index + 1}`).join(", ")})`, olderEnquiry.values);
      } finally {
        await client.end();
      }
      return openPostgresStore(url);
    },
  ],
];

describe.each(beforeLanguages)("a %s database from before enquiries had a language", (_kind, openUpgraded) => {
  it("is upgraded in place: its enquiries read back as English, and new ones keep their language", async () => {
    const store = await openUpgraded();
    await store.save({ ...validEnquiry, name: "After" }, { language: "ar" });
    const listed = await store.list();
    await store.close();
    expect(listed.map(({ name, language }) => [name, language])).toEqual([
      ["Before", "en"],
      ["After", "ar"],
    ]);
  });
});
