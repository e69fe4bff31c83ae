/**
 * `npm run staff` as staff run it: the real script on a database in a temporary folder (ENQUIRIES_DB),
 * with sessions made through the store as the server makes them.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteStaffStore } from "../src/server/staff/sqliteStaffStore.ts";
import type { AuditEntry, StaffSession } from "../src/server/staff/staffStore.ts";
import { root } from "../scripts/lib/paths.ts";

// Each case starts Node, which takes most of a second on a busy machine.
describe("npm run staff", { timeout: 30_000 }, () => {
  let folder: string;
  let db: string;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), "staff-cli-"));
    db = join(folder, "enquiries.sqlite");
  });

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  function run(args: string[]) {
    const { DATABASE_URL: _postgres, ...env } = process.env;
    const result = spawnSync(process.execPath, ["scripts/staff.ts", ...args], { cwd: root, env: { ...env, ENQUIRIES_DB: db }, encoding: "utf8" });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  /** Signs a person in as the server would, now. */
  async function signIn(email: string, userAgent = "Firefox on Linux"): Promise<StaffSession> {
    const store = openSqliteStaffStore(db);
    const now = new Date();
    const session = await store.createSession({
      tokenHash: `hash-${Math.random()}`, email, name: email.split("@")[0]!, method: "email", createdAt: now,
      idleExpiresAt: new Date(now.getTime() + 3_600_000), absoluteExpiresAt: new Date(now.getTime() + 86_400_000), userAgent, from: "192.0.2.10",
    });
    await store.close();
    return session;
  }

  const json = <T>(args: string[]) => JSON.parse(run([...args, "--format", "json"]).stdout) as T;

  it("says there is no database yet to anything but add, exits 1 and creates none", () => {
    const { status, stdout, stderr } = run(["list"]);
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain(`No database at ${db} yet: nobody has been added`);
    expect(existsSync(db)).toBe(false);
  });

  it("adds a person in lowercase and a whole domain for single sign-on, and lists them", () => {
    expect(run(["add", "Jo@Company.Example", "--role", "publisher"])).toMatchObject({ status: 0, stdout: "jo@company.example is now publisher.\n" });
    expect(run(["add", "@Company.Example", "--role", "editor"])).toMatchObject({
      status: 0,
      stdout: "Everyone who signs in with single sign-on as …@company.example is now editor (an e-mailed link still needs their own entry).\n",
    });
    expect(run(["add", "sam@company.example"])).toMatchObject({ status: 0, stdout: "sam@company.example is now editor.\n" });
    const { status, stdout } = run(["list"]);
    expect(status).toBe(0);
    expect(stdout.split("\n")[0]).toMatch(/^WHO +ROLE +ADDED$/);
    expect(stdout).toMatch(/\njo@company\.example +publisher +\d{4}-\d\d-\d\d\n/);
    expect(stdout).toMatch(/\n…@company\.example +editor +\d{4}-\d\d-\d\d  single sign-on only\n/);
    const { people, domains } = json<{ people: { email: string; role: string }[]; domains: { domain: string }[] }>(["list"]);
    expect(people.map(({ email, role }) => [email, role])).toEqual([["jo@company.example", "publisher"], ["sam@company.example", "editor"]]);
    expect(domains.map(({ domain }) => domain)).toEqual(["company.example"]);
  });

  it("lists live sessions, ends one by its id, then every one of a person's", async () => {
    const first = await signIn("jo@company.example", "Evil\u001b[2J browser");
    const second = await signIn("jo@company.example");
    const { status, stdout } = run(["sessions"]);
    expect(status).toBe(0);
    expect(stdout.split("\n")[0]).toMatch(/^ID +WHO +METHOD +SIGNED IN +LAST SEEN +EXPIRES +FROM +BROWSER$/);
    expect(stdout).toContain(`${second.id}  jo@company.example  e-mailed link  `);
    expect(stdout).not.toContain("\u001b");
    expect(stdout).toContain("192.0.2.10  Evil\uFFFD[2J browser\n");
    expect(json<StaffSession[]>(["sessions", "JO@company.example"]).map(({ id }) => id)).toEqual([second.id, first.id]);

    expect(run(["revoke", first.id])).toMatchObject({ status: 0, stdout: `Ended session ${first.id} of jo@company.example.\n` });
    expect(run(["revoke", first.id])).toMatchObject({ status: 1, stderr: `No live session has the id ${first.id} (npm run staff -- sessions lists them).\n` });
    expect(run(["revoke", "--all", "jo@company.example"])).toMatchObject({ status: 0, stdout: "Ended 1 session of jo@company.example.\n" });
    expect(run(["revoke", "--all", "jo@company.example"])).toMatchObject({ status: 1, stderr: "jo@company.example has no session to end.\n" });
    expect(run(["sessions", "jo@company.example"])).toMatchObject({ status: 0, stdout: "jo@company.example has no live session.\n" });
  });

  it("removes a person, saying how many sessions ended, and exits 1 for someone not on the list", async () => {
    await signIn("sam@company.example");
    expect(run(["remove", "Sam@Company.Example"])).toMatchObject({ status: 0, stdout: "sam@company.example is no longer on the staff list; 1 session ended.\n" });
    expect(json<StaffSession[]>(["sessions", "sam@company.example"])).toEqual([]);
    expect(run(["remove", "sam@company.example"])).toMatchObject({
      status: 1,
      stdout: "",
      stderr: "sam@company.example is not on the staff list (npm run staff -- list shows who is).\n",
    });
  });

  it("removes a domain, and exits 1 for a domain not on the list", () => {
    expect(run(["remove", "@company.example"])).toMatchObject({ status: 0, stdout: expect.stringMatching(/^Single sign-on as …@company\.example no longer gives a role/) });
    expect(run(["remove", "@company.example"])).toMatchObject({ status: 1, stderr: "…@company.example is not on the staff list (npm run staff -- list shows what is).\n" });
    expect(json<{ domains: unknown[] }>(["list"]).domains).toEqual([]);
  });

  it("writes every change it made to the audit log as the command line's, newest first", () => {
    const log = json<AuditEntry[]>(["log"]);
    expect(log.map(({ action, detail }) => [action, detail])).toEqual([
      ["role", "single sign-on as …@company.example no longer gives a role"],
      ["role", "sam@company.example is no longer on the staff list (1 session ended)"],
      ["revoke", "every session of jo@company.example (1)"],
      ["revoke", expect.stringMatching(/^session [0-9a-z]{10} of jo@company\.example$/)],
      ["role", "sam@company.example is now editor"],
      ["role", "everyone who signs in with single sign-on as …@company.example is now editor"],
      ["role", "jo@company.example is now publisher"],
    ]);
    expect(new Set(log.map(({ actor, from }) => `${actor} ${from}`))).toEqual(new Set(["null command line"]));
    expect(json<AuditEntry[]>(["log", "--limit", "2"]).map(({ id }) => id)).toEqual(log.slice(0, 2).map(({ id }) => id));
    expect(json<AuditEntry[]>(["log", "--since", log[1]!.at])).toHaveLength(2);
    expect(run(["log", "--since", "2999-01-01"])).toMatchObject({ status: 0, stdout: "Nothing in the audit log since 2999-01-01T00:00:00.000Z.\n" });
    const text = run(["log", "--limit", "1"]).stdout;
    expect(text).toMatch(/^AT +WHO +ACTION +FROM +WHAT\n\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC  —    role    command line  single sign-on as …@company\.example no longer gives a role\n$/);
  });

  it("prints its usage for --help", () => {
    const { status, stdout } = run(["--help"]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run staff -- <command> \[options\]/);
    expect(stdout).toContain("revoke --all EMAIL");
  });

  it.each([
    [["add", "not-an-address"], "'not-an-address' is not an e-mail address: write it like name@company.example"],
    [["add", "@localhost"], "'@localhost' is not a domain: write it like @company.example"],
    [["add", "jo@company.example", "--role", "owner"], "--role must be editor or publisher"],
    [["add"], "add takes an e-mail address or @domain, like add name@company.example"],
    [["remove", "jo@company.example", "--role", "editor"], "--role does not go with remove"],
    [["list", "--format", "csv"], "--format must be json or text"],
    [["sessions", "jo"], "'jo' is not an e-mail address: write it like name@company.example"],
    [["revoke"], "revoke takes a session's id (sessions lists them), or --all and an e-mail address"],
    [["log", "--limit", "0"], "--limit takes a number of entries, like --limit 20"],
    [["log", "--since", "2026-02-30"], "--since must be a date like 2026-01-01"],
    [["list", "extra"], "Unexpected argument 'extra'"],
    [["promote", "jo@company.example"], "Unknown command 'promote': the commands are add, remove, list, sessions, revoke and log"],
    [[], "Name a command: add, remove, list, sessions, revoke or log"],
    [["list", "--colour"], "Unknown option '--colour'"],
  ])("refuses %j with one sentence and exit code 2", (args, message) => {
    const { status, stdout, stderr } = run(args);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toBe(`${message} (see --help)\n`);
  });

  it("uses the SQLite file --db names instead of ENQUIRIES_DB", () => {
    const other = join(folder, "other", "staff.sqlite");
    expect(run(["add", "jo@company.example", "--db", other]).status).toBe(0);
    expect(existsSync(other)).toBe(true);
    expect(json<{ people: unknown[] }>(["list", "--db", other]).people).toHaveLength(1);
  });
});
