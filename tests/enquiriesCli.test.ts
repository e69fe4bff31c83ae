import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryRecord } from "../src/server/enquiries/store.ts";
import { openSqliteStore } from "../src/server/enquiries/sqliteStore.ts";
import type { Enquiry } from "../src/shared/enquiry.ts";
import { toCsv, toJson, toText } from "../scripts/lib/enquiryFormats.ts";
import { root } from "../scripts/lib/paths.ts";

const BOM = "\uFEFF";
const header = "id,receivedAt,language,designation,name,orgname,address,phone,message";

const aisha: Required<Enquiry> = {
  designation: "IT Manager",
  name: "Aisha Khan",
  orgname: "Example Trading LLC",
  address: "aisha@example.com",
  phone: "0501234567",
  message: "We would like a quote for Microsoft 365.",
};

function stored(id: number, receivedAt: string, changes: Partial<EnquiryRecord> = {}): EnquiryRecord {
  return { id, uid: `00000000-0000-4000-8000-00000000000${id}`, receivedAt, language: "en", ...aisha, deliveries: [], ...changes };
}

describe("enquiry formats", () => {
  it("writes CSV with a BOM, the header row and Windows line endings", () => {
    const csv = toCsv([stored(1, "2026-01-05T09:30:00.000Z")]);
    expect(csv).toBe(
      `${BOM}${header}\r\n1,2026-01-05T09:30:00.000Z,en,IT Manager,Aisha Khan,Example Trading LLC,aisha@example.com,0501234567,We would like a quote for Microsoft 365.\r\n`,
    );
  });

  it("writes only the BOM and the header row when there is no enquiry", () => {
    expect(toCsv([])).toBe(`${BOM}${header}\r\n`);
  });

  it("quotes CSV cells that hold commas, quotes or line breaks", () => {
    const csv = toCsv([stored(1, "2026-01-05T09:30:00.000Z", { orgname: "Acme, Inc.", message: 'Say "hi"\nthen bye' })]);
    expect(csv).toContain(',"Acme, Inc.",');
    expect(csv).toContain(',"Say ""hi""\nthen bye"\r\n');
  });

  it("quotes CSV cells that hold nothing special but a bare line break", () => {
    expect(toCsv([stored(1, "2026-01-05T09:30:00.000Z", { message: "First line\nsecond line" })])).toContain(
      ',"First line\nsecond line"\r\n',
    );
    expect(toCsv([stored(1, "2026-01-05T09:30:00.000Z", { message: "First line\rsecond line" })])).toContain(
      ',"First line\rsecond line"\r\n',
    );
  });

  it("keeps Arabic and accented names as they are", () => {
    expect(toCsv([stored(1, "2026-01-05T09:30:00.000Z", { name: "عائشة خان", orgname: "Société Générale" })])).toContain(
      ",عائشة خان,Société Générale,",
    );
  });

  it.each(["=HYPERLINK(\"http://example.com\")", "+1+2", "-- hello", "@SUM(A1)", "\tindented", "\rreturn"])(
    "prefixes a quote to a cell starting %j so Excel does not read it as a formula",
    (message) => {
      const csv = toCsv([stored(1, "2026-01-05T09:30:00.000Z", { message })]);
      const cell = csv.slice(csv.indexOf("0501234567,") + "0501234567,".length, -2);
      expect(cell.replace(/^"|"$/g, "").replaceAll('""', '"')).toBe(`'${message}`);
    },
  );

  it("leaves cells that merely contain a formula character alone", () => {
    expect(toCsv([stored(1, "2026-01-05T09:30:00.000Z", { message: "1 + 1 = 2" })])).toContain(",1 + 1 = 2\r\n");
  });

  it("writes JSON as a pretty-printed array of the stored enquiries", () => {
    const enquiries = [stored(1, "2026-01-05T09:30:00.000Z"), stored(2, "2026-01-06T10:00:00.000Z", { phone: "" })];
    const json = toJson(enquiries);
    expect(JSON.parse(json)).toEqual(enquiries);
    expect(json).toContain('\n  {\n    "id": 1,');
    expect(toJson([])).toBe("[]\n");
  });

  it("shows each enquiry as a block and counts them at the end", () => {
    const text = toText([
      stored(1, "2026-01-05T09:30:12.345Z", { message: "First line\nSecond line" }),
      stored(2, "2026-01-06T10:00:00.000Z", { phone: "", language: "ar" }),
    ]);
    expect(text).toContain(
      [
        "2026-01-05 09:30 UTC  #1",
        "  Name          Aisha Khan",
        "  Designation   IT Manager",
        "  Organization  Example Trading LLC",
        "  E-mail        aisha@example.com",
        "  Phone         0501234567",
        "  Language      English",
        "  Message",
        "    First line",
        "    Second line",
      ].join("\n"),
    );
    expect(text).toContain("  Phone         —\n  Language      Arabic\n");
    expect(text.endsWith("\n\n2 enquiries\n")).toBe(true);
  });

  it("says 1 enquiry in the singular", () => {
    expect(toText([stored(1, "2026-01-05T09:30:00.000Z")]).endsWith("\n1 enquiry\n")).toBe(true);
  });

  it("says there are no enquiries, naming the range when one was given", () => {
    expect(toText([])).toBe("No enquiries\n");
    expect(toText([], { since: new Date("2026-01-01") })).toBe("No enquiries received on or after 2026-01-01\n");
    expect(toText([], { since: new Date("2026-01-01"), until: new Date("2026-02-01T12:00:00Z") })).toBe(
      "No enquiries received on or after 2026-01-01 and before 2026-02-01T12:00:00.000Z\n",
    );
  });

  it("does not let control characters in a message reach the terminal", () => {
    const text = toText([stored(1, "2026-01-05T09:30:00.000Z", { message: "\u001b[2Jgone\r\nnext" })]);
    expect(text).not.toContain("\u001b");
    expect(text).toContain("    \uFFFD[2Jgone\n    next\n");
  });
});

// Each case starts Node, which takes most of a second on a busy machine.
describe("npm run enquiries", { timeout: 20_000 }, () => {
  let folder: string;
  let db: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "enquiries-cli-"));
    db = join(folder, "enquiries.sqlite");
    const store = openSqliteStore(db);
    await store.save({ ...aisha, name: "Before New Year" });
    await store.save({ ...aisha, name: "New Year, first thing", message: "=1+1" }, { language: "ar" });
    await store.save({ ...aisha, name: "February", phone: "" });
    await store.close();
    // The store stamps the current time; fixed dates at the edges of the ranges below test since and until exactly.
    const sqlite = new DatabaseSync(db);
    const setDate = sqlite.prepare("UPDATE enquiries SET received_at = ? WHERE id = ?");
    setDate.run("2025-12-31T23:59:59.999Z", 1);
    setDate.run("2026-01-01T00:00:00.000Z", 2);
    setDate.run("2026-02-01T00:00:00.000Z", 3);
    sqlite.close();
  });

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  function run(args: string[], env: NodeJS.ProcessEnv = process.env) {
    const result = spawnSync(process.execPath, ["scripts/enquiries.ts", ...args], { cwd: root, env, encoding: "utf8" });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  const names = (stdout: string) => (JSON.parse(stdout) as EnquiryRecord[]).map((enquiry) => enquiry.name);

  it("prints every enquiry as text by default, oldest first", () => {
    const { status, stdout, stderr } = run(["--db", db]);
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(stdout.indexOf("Before New Year")).toBeLessThan(stdout.indexOf("New Year, first thing"));
    expect(stdout).toContain("2026-02-01 00:00 UTC  #3");
    expect(stdout.endsWith("\n3 enquiries\n")).toBe(true);
  });

  it("includes enquiries received at the --since moment and after it", () => {
    expect(names(run(["--db", db, "--format", "json", "--since", "2026-01-01"]).stdout)).toEqual(["New Year, first thing", "February"]);
  });

  it("excludes enquiries received at the --until moment or later", () => {
    expect(names(run(["--db", db, "--format", "json", "--until", "2026-02-01"]).stdout)).toEqual(["Before New Year", "New Year, first thing"]);
  });

  it("accepts full ISO timestamps for the range", () => {
    const { stdout } = run(["--db", db, "--format", "json", "--since", "2025-12-31T23:59:59.999Z", "--until", "2026-01-01T04:00+04:00"]);
    expect(names(stdout)).toEqual(["Before New Year"]);
  });

  it("writes CSV for Excel, with the visitor's language and the formula in a message disarmed", () => {
    const { status, stdout } = run(["--db", db, "--format", "csv", "--since", "2026-01-01", "--until", "2026-02-01"]);
    expect(status).toBe(0);
    expect(stdout).toBe(
      `${BOM}${header}\r\n2,2026-01-01T00:00:00.000Z,ar,IT Manager,"New Year, first thing",Example Trading LLC,aisha@example.com,0501234567,'=1+1\r\n`,
    );
  });

  it("says so when no enquiry falls in the range", () => {
    const { status, stdout } = run(["--db", db, "--since", "2027-01-01"]);
    expect(status).toBe(0);
    expect(stdout).toBe("No enquiries received on or after 2027-01-01\n");
  });

  it("prints its usage for --help", () => {
    const { status, stdout } = run(["--help"]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run enquiries -- \[options\]/);
    expect(stdout).toContain("--format FORMAT");
  });

  it.each([
    [["--colour"], "Unknown option '--colour'"],
    [["--format", "xml"], "--format must be csv, json or text"],
    [["--since", "01/01/2026"], "--since must be a date like 2026-01-01"],
    [["--until", "2026-02-30"], "--until must be a date like 2026-01-01"],
    [["--since", "2026-02-01", "--until", "2026-02-01"], "--since must be before --until"],
    [["extra"], "Unexpected argument 'extra'"],
  ])("refuses %j with a one-line error and exit code 2", (args, message) => {
    const { status, stdout, stderr } = run(["--db", db, ...args]);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain(message);
    expect(stderr.trimEnd().split("\n")).toHaveLength(1);
  });

  it("explains a missing database, exits 1 and does not create one", () => {
    const missing = join(folder, "elsewhere", "enquiries.sqlite");
    const { status, stdout, stderr } = run(["--db", missing]);
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      `No enquiry database at ${missing}: the server has not received any enquiry yet (or ENQUIRIES_DB points elsewhere).\n`,
    );
    expect(existsSync(join(folder, "elsewhere"))).toBe(false);
  });

  it("reads the database ENQUIRIES_DB names when no --db is given", () => {
    const missing = join(folder, "from-env.sqlite");
    expect(run([], { ...process.env, ENQUIRIES_DB: missing }).stderr).toContain(`No enquiry database at ${missing}:`);
    expect(existsSync(missing)).toBe(false);
    expect(run(["--format", "json"], { ...process.env, ENQUIRIES_DB: db }).status).toBe(0);
  });
});

describe("npm run enquiries: deliveries", { timeout: 30_000 }, () => {
  let folder: string;
  let db: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "enquiries-cli-deliveries-"));
    db = join(folder, "enquiries.sqlite");
    const store = openSqliteStore(db);
    await store.save({ ...aisha, name: "Delivered" }, { channels: ["email"] });
    await store.save({ ...aisha, name: "Gave up", address: "Gave.Up@example.com" }, { channels: ["email", "webhook"] });
    await store.save({ ...aisha, name: "Gave up too", address: "gave.up@example.com" }, { channels: ["email"] });
    const now = new Date(Date.now() + 1000);
    const [sent, failedEmail, failedWebhook] = await store.claimDue(now, 10, 60_000);
    await store.recordAttempt(sent!.id, now, { sent: true });
    await store.recordAttempt(failedEmail!.id, now, { sent: false, error: "connect ECONNREFUSED 127.0.0.1:25", retryAt: null });
    await store.recordAttempt(failedWebhook!.id, now, { sent: false, error: "the webhook answered 500 Internal Server Error", retryAt: new Date("2030-01-01T10:00:00Z") });
    await store.close();
  });

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  const run = (args: string[]) => spawnSync(process.execPath, ["scripts/enquiries.ts", "--db", db, ...args], { cwd: root, encoding: "utf8" });

  it("shows how far each delivery got", () => {
    const { status, stdout } = run([]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/#1\n[\s\S]*  Delivery      e-mail sent \d{4}-\d\d-\d\d \d\d:\d\d UTC\n/);
    expect(stdout).toContain("  Delivery      e-mail GAVE UP after 1 attempt: connect ECONNREFUSED 127.0.0.1:25\n                webhook to be tried again 2030-01-01 10:00 UTC (1 attempt: the webhook answered 500 Internal Server Error)\n");
  });

  it("lists with --failed only the enquiries whose delivery gave up", () => {
    const { stdout } = run(["--failed", "--format", "json"]);
    expect((JSON.parse(stdout) as EnquiryRecord[]).map(({ name }) => name)).toEqual(["Gave up"]);
    expect(run(["--failed", "--until", "2000-01-01"]).stdout).toBe("No enquiries with a delivery that gave up received before 2000-01-01\n");
  });

  it("queues a delivery that gave up again with --retry, and says when there is none", () => {
    expect(run(["--retry", "2"])).toMatchObject({ status: 0, stdout: "Queued 1 delivery of enquiry #2 again: the server sends it within seconds.\n" });
    expect(run(["--failed", "--format", "json"]).stdout).toBe("[]\n");
    expect(run(["--retry", "1"])).toMatchObject({ status: 1, stderr: "Enquiry #1 has no delivery that gave up (npm run enquiries -- --failed lists those that did).\n" });
  });

  it("erases one person's enquiries with --erase, in any letter case, saying how many and not whose", () => {
    const { status, stdout } = run(["--erase", "GAVE.UP@example.com"]);
    expect(status).toBe(0);
    expect(stdout).toBe("Erased 2 enquiries sent from that address, with their deliveries.\n");
    expect((JSON.parse(run(["--format", "json"]).stdout) as EnquiryRecord[]).map(({ name }) => name)).toEqual(["Delivered"]);
  });

  it.each([
    [["--retry", "abc"], "--retry takes an enquiry's number, like --retry 12"],
    [["--erase", "not an address"], "--erase takes an e-mail address, like --erase name@example.com"],
    [["--retry", "1", "--erase", "a@example.com"], "--retry and --erase each work alone, without the listing options"],
  ])("refuses %j with exit code 2", (args, message) => {
    const { status, stderr } = run(args);
    expect(status).toBe(2);
    expect(stderr).toBe(`${message} (see --help)\n`);
  });
});
