/**
 * One suite for both staff stores, SQLite and a real PostgreSQL server: who may use the live studio,
 * their sign-in links and sessions, and the audit log behave the same in either.
 */
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import type { NewSession, StaffStore } from "../src/server/staff/staffStore.ts";
import { openSqliteStaffStore } from "../src/server/staff/sqliteStaffStore.ts";
import { openPostgresStaffStore } from "../src/server/staff/postgresStaffStore.ts";
import { openSqliteStore } from "../src/server/enquiries/sqliteStore.ts";
import { openPostgresStore } from "../src/server/enquiries/postgresStore.ts";
import { sqliteMigrations } from "../src/server/enquiries/sqliteMigrations.ts";
import { postgresMigrations } from "../src/server/enquiries/postgresMigrations.ts";
import { validEnquiry } from "./fixtures/enquiryCases.ts";
import { postgresForThisFile } from "./postgresForThisFile.ts";

const postgres = postgresForThisFile();
const folder = mkdtempSync(join(tmpdir(), "staff-store-"));
let files = 0;
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const kinds: [string, () => Promise<StaffStore>][] = [
  ["SQLite", async () => openSqliteStaffStore(join(folder, `staff-${++files}.sqlite`))],
  ["PostgreSQL", async () => openPostgresStaffStore(await postgres.newDatabase())],
];

const minutes = (count: number) => count * 60_000;
const hours = (count: number) => count * minutes(60);
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);
const signedIn = new Date("2026-03-02T09:00:00.000Z");

/** A session signed in at `signedIn` (unless told otherwise): 8 hours idle, 7 days at most. */
function newSession(changes: Partial<NewSession> = {}): NewSession {
  const createdAt = changes.createdAt ?? signedIn;
  return {
    tokenHash: `hash-${Math.random()}`,
    email: "jo@company.example",
    name: "Jo",
    method: "email",
    createdAt,
    idleExpiresAt: later(createdAt, hours(8)),
    absoluteExpiresAt: later(createdAt, hours(24 * 7)),
    userAgent: "Firefox on Linux",
    from: "192.0.2.10",
    ...changes,
  };
}

describe.each(kinds)("the staff store on %s", (_kind, open) => {
  async function withStore(test: (store: StaffStore) => Promise<void>) {
    const store = await open();
    try {
      await test(store);
    } finally {
      await store.close();
    }
  }

  it("keeps a person's address in lowercase, and changes their role when they are added again", () =>
    withStore(async (store) => {
      await store.addStaff("Jo@Company.Example", "editor", signedIn);
      await store.addStaff("jo@company.example", "publisher", later(signedIn, minutes(5)));
      await store.addDomain("Company.Example", "editor", signedIn);
      expect(await store.listStaff()).toEqual({
        people: [{ email: "jo@company.example", role: "publisher", addedAt: signedIn.toISOString() }],
        domains: [{ domain: "company.example", role: "editor", addedAt: signedIn.toISOString() }],
      });
      expect(await store.roleOf("JO@company.example", "email")).toBe("publisher");
    }));

  it("prefers a person's own entry to their domain's, and gives a domain's role to single sign-on only", () =>
    withStore(async (store) => {
      await store.addDomain("company.example", "publisher");
      await store.addStaff("jo@company.example", "editor");
      expect(await store.roleOf("jo@company.example", "sso")).toBe("editor");
      expect(await store.roleOf("sam@company.example", "sso")).toBe("publisher");
      expect(await store.roleOf("sam@company.example", "email")).toBeUndefined();
      for (const stranger of ["sam@company.example.test", "sam@sub.company.example", "sam@company.example@elsewhere.test", "company.example"]) {
        expect(await store.roleOf(stranger, "sso")).toBeUndefined();
      }
    }));

  it("removes a person with their sessions, and says whether a person or a domain was there", () =>
    withStore(async (store) => {
      await store.addStaff("jo@company.example", "editor");
      await store.addDomain("company.example", "editor");
      await store.createSession(newSession({ method: "sso" }));
      await store.createSession(newSession());
      const sam = await store.createSession(newSession({ email: "sam@company.example", method: "sso" }));
      expect(await store.removeStaff("Jo@Company.Example")).toBe(true);
      expect(await store.listSessions(undefined, signedIn)).toEqual([sam]);
      expect(await store.removeStaff("jo@company.example")).toBe(false);
      expect(await store.removeStaff("sam@company.example")).toBe(false);
      expect(await store.listSessions(undefined, signedIn)).toEqual([sam]);
      expect(await store.removeDomain("COMPANY.example")).toBe(true);
      expect(await store.removeDomain("company.example")).toBe(false);
      expect(await store.listStaff()).toEqual({ people: [], domains: [] });
    }));

  it("shows a changed role at the next request, and no session once the role is gone", () =>
    withStore(async (store) => {
      await store.addStaff("jo@company.example", "editor");
      await store.addDomain("company.example", "editor");
      const jo = newSession();
      const sam = newSession({ email: "sam@company.example", method: "sso" });
      await store.createSession(jo);
      await store.createSession(sam);
      expect(await store.touchSession(jo.tokenHash, later(signedIn, minutes(1)), hours(8))).toMatchObject({ role: "editor" });
      await store.addStaff("jo@company.example", "publisher");
      expect(await store.touchSession(jo.tokenHash, later(signedIn, minutes(2)), hours(8))).toMatchObject({ role: "publisher" });
      expect(await store.touchSession(sam.tokenHash, later(signedIn, minutes(2)), hours(8))).toMatchObject({ role: "editor" });
      await store.removeDomain("company.example");
      expect(await store.touchSession(sam.tokenHash, later(signedIn, minutes(3)), hours(8))).toBeUndefined();
    }));

  it("answers a sign-in token's address once, even to two requests racing with it", () =>
    withStore(async (store) => {
      const now = new Date();
      await store.createSignInToken("token-hash", "Jo@Company.Example", later(now, minutes(15)));
      const answers = await Promise.all([store.useSignInToken("token-hash", now), store.useSignInToken("token-hash", now)]);
      expect(answers.filter(Boolean)).toEqual(["jo@company.example"]);
      expect(await store.useSignInToken("token-hash", now)).toBeUndefined();
      expect(await store.useSignInToken("unknown-hash", now)).toBeUndefined();
    }));

  it("refuses a sign-in token that has expired", () =>
    withStore(async (store) => {
      const expiresAt = later(signedIn, minutes(15));
      await store.createSignInToken("token-hash", "jo@company.example", expiresAt);
      expect(await store.useSignInToken("token-hash", expiresAt)).toBeUndefined();
      expect(await store.useSignInToken("token-hash", later(expiresAt, -1))).toBe("jo@company.example");
    }));

  it("gives each session a short public id of its own, unrelated to its secret", () =>
    withStore(async (store) => {
      const request = newSession({ email: "Jo@Company.Example" });
      const created = await store.createSession(request);
      expect(created).toEqual({
        id: expect.stringMatching(/^[0-9a-z]{10}$/),
        email: "jo@company.example",
        name: "Jo",
        method: "email",
        createdAt: signedIn.toISOString(),
        lastSeenAt: signedIn.toISOString(),
        idleExpiresAt: request.idleExpiresAt.toISOString(),
        absoluteExpiresAt: request.absoluteExpiresAt.toISOString(),
        userAgent: "Firefox on Linux",
        from: "192.0.2.10",
      });
      expect(created.id).not.toContain(request.tokenHash.slice(5, 15));
      const other = await store.createSession(newSession());
      expect(other.id).not.toBe(created.id);
    }));

  it("moves the idle expiry on at each request but never past the absolute one", () =>
    withStore(async (store) => {
      await store.addStaff("jo@company.example", "editor");
      const session = newSession();
      const created = await store.createSession(session);
      const hourLater = later(signedIn, hours(1));
      expect(await store.touchSession(session.tokenHash, hourLater, hours(8))).toEqual({
        ...created,
        role: "editor",
        lastSeenAt: hourLater.toISOString(),
        idleExpiresAt: later(signedIn, hours(9)).toISOString(),
      });
      // A request every 7 hours keeps it alive for the week, and no longer.
      for (let at = later(hourLater, hours(7)); at < session.absoluteExpiresAt; at = later(at, hours(7))) {
        expect(await store.touchSession(session.tokenHash, at, hours(8))).toBeDefined();
      }
      const nearTheEnd = later(session.absoluteExpiresAt, -hours(1));
      expect(await store.touchSession(session.tokenHash, nearTheEnd, hours(8))).toMatchObject({ idleExpiresAt: session.absoluteExpiresAt.toISOString() });
      expect(await store.touchSession(session.tokenHash, session.absoluteExpiresAt, hours(8))).toBeUndefined();
    }));

  it("does not return or list a session that was idle too long", () =>
    withStore(async (store) => {
      await store.addStaff("jo@company.example", "editor");
      const session = newSession();
      await store.createSession(session);
      expect(await store.listSessions(undefined, later(session.idleExpiresAt, -1))).toHaveLength(1);
      expect(await store.listSessions(undefined, session.idleExpiresAt)).toEqual([]);
      expect(await store.touchSession(session.tokenHash, session.idleExpiresAt, hours(8))).toBeUndefined();
    }));

  it("ends a session by its cookie, by its public id, or every one of a person's", () =>
    withStore(async (store) => {
      await store.addStaff("jo@company.example", "editor");
      const [first, second, third, fourth] = [newSession(), newSession(), newSession(), newSession({ email: "sam@company.example" })];
      await store.createSession(first!);
      const { id } = await store.createSession(second!);
      await store.createSession(third!);
      await store.createSession(fourth!);
      await store.endSession(first!.tokenHash);
      expect(await store.touchSession(first!.tokenHash, signedIn, hours(8))).toBeUndefined();
      expect(await store.revokeSession(id)).toBe(true);
      expect(await store.revokeSession(id)).toBe(false);
      expect(await store.touchSession(second!.tokenHash, signedIn, hours(8))).toBeUndefined();
      expect(await store.revokeSessionsOf("JO@company.example")).toBe(1);
      expect((await store.listSessions(undefined, signedIn)).map(({ email }) => email)).toEqual(["sam@company.example"]);
    }));

  it("lists live sessions newest first, only one person's when asked", () =>
    withStore(async (store) => {
      const jo = await store.createSession(newSession());
      const sam = await store.createSession(newSession({ email: "sam@company.example", createdAt: later(signedIn, minutes(1)) }));
      const joAgain = await store.createSession(newSession({ createdAt: later(signedIn, minutes(2)) }));
      const now = later(signedIn, minutes(3));
      expect((await store.listSessions(undefined, now)).map(({ id }) => id)).toEqual([joAgain.id, sam.id, jo.id]);
      expect((await store.listSessions("Jo@Company.Example", now)).map(({ id }) => id)).toEqual([joAgain.id, jo.id]);
    }));

  it("reads the audit log newest first, as many entries as asked, since a moment", () =>
    withStore(async (store) => {
      await store.log({ actor: "jo@company.example", action: "sign-in", detail: "e-mailed link", from: "192.0.2.10" }, signedIn);
      await store.log({ actor: "jo@company.example", action: "save", detail: "pages/index.json: Home: hero heading", from: "192.0.2.10" }, later(signedIn, minutes(1)));
      await store.log({ actor: null, action: "role", detail: "sam@company.example is now editor", from: "command line" }, later(signedIn, minutes(2)));
      const log = await store.readLog();
      expect(log.map(({ action }) => action)).toEqual(["role", "save", "sign-in"]);
      expect(log[0]).toEqual({ id: expect.any(Number), at: later(signedIn, minutes(2)).toISOString(), actor: null, action: "role", detail: "sam@company.example is now editor", from: "command line" });
      expect((await store.readLog({ limit: 2 })).map(({ action }) => action)).toEqual(["role", "save"]);
      expect((await store.readLog({ since: later(signedIn, minutes(1)) })).map(({ action }) => action)).toEqual(["role", "save"]);
    }));

  it("sweeps away expired sessions and used or expired sign-in tokens, and keeps the rest", () =>
    withStore(async (store) => {
      const ended = await store.createSession(newSession());
      const alive = await store.createSession(newSession({ createdAt: later(signedIn, hours(4)) }));
      await store.createSignInToken("used", "jo@company.example", later(signedIn, hours(10)));
      await store.useSignInToken("used", signedIn);
      await store.createSignInToken("expired", "jo@company.example", later(signedIn, hours(1)));
      await store.createSignInToken("unused", "jo@company.example", later(signedIn, hours(10)));
      await store.sweep(later(signedIn, hours(9)));
      expect((await store.listSessions(undefined, signedIn)).map(({ id }) => id)).toEqual([alive.id]);
      expect(ended.id).not.toBe(alive.id);
      // A token still stored keeps its hash taken: only a swept one can be stored again.
      await store.createSignInToken("used", "sam@company.example", later(signedIn, hours(10)));
      await store.createSignInToken("expired", "sam@company.example", later(signedIn, hours(10)));
      await expect(store.createSignInToken("unused", "sam@company.example", later(signedIn, hours(10)))).rejects.toThrow();
      expect(await store.useSignInToken("unused", later(signedIn, hours(9)))).toBe("jo@company.example");
    }));
});

describe("the enquiries' database, shared with the staff", () => {
  it.each(["staff first", "enquiries first"])("opens in SQLite in either order (%s), applying each migration once", async (order) => {
    const file = join(folder, `shared-${++files}.sqlite`);
    const openBoth = async () => {
      const staff = order === "staff first" ? openSqliteStaffStore(file) : undefined;
      const enquiries = openSqliteStore(file);
      return { staff: staff ?? openSqliteStaffStore(file), enquiries };
    };
    const first = await openBoth();
    await first.enquiries.save(validEnquiry);
    await first.staff.addStaff("jo@company.example", "publisher");
    await Promise.all([first.staff.close(), first.enquiries.close()]);
    const again = await openBoth();
    expect(await again.enquiries.list()).toHaveLength(1);
    expect(await again.staff.roleOf("jo@company.example", "email")).toBe("publisher");
    await Promise.all([again.staff.close(), again.enquiries.close()]);
    const db = new DatabaseSync(file);
    expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: sqliteMigrations.length });
    db.close();
  });

  it("upgrades an SQLite file of the enquiries alone and keeps its enquiries", async () => {
    const file = join(folder, `shared-${++files}.sqlite`);
    const old = new DatabaseSync(file);
    for (const sql of sqliteMigrations.slice(0, 2)) old.exec(sql);
    old.exec("PRAGMA user_version = 2");
    old.close();
    const staff = openSqliteStaffStore(file);
    await staff.addStaff("jo@company.example", "editor");
    await staff.close();
    const enquiries = openSqliteStore(file);
    await enquiries.save(validEnquiry);
    expect(await enquiries.list()).toHaveLength(1);
    await enquiries.close();
  });

  it("opens in PostgreSQL with both stores starting at once, applying each migration once", async () => {
    const url = await postgres.newDatabase();
    const [staff, enquiries] = await Promise.all([openPostgresStaffStore(url), openPostgresStore(url)]);
    await enquiries.save(validEnquiry);
    await staff.addStaff("jo@company.example", "editor");
    await Promise.all([staff.close(), enquiries.close()]);
    const client = new pg.Client(url);
    await client.connect();
    const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
    await client.end();
    expect(rows.map(({ version }) => version)).toEqual(postgresMigrations.map((_, index) => index + 1));
  });
});
