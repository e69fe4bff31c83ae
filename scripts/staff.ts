/**
 * `npm run staff`: who may use the live studio (people, and domains for single sign-on), their sessions
 * and the audit log. Nobody signs up; staff are added here. Every change made here is written to the
 * audit log as the command line's. Run with --help for the commands. Exit codes: 0 done, 1 nothing done
 * (no such person, session or database), 2 bad arguments.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { openConfiguredStaffStore } from "../src/server/staff/openStaffStore.ts";
import type { AuditAction, StaffStore } from "../src/server/staff/staffStore.ts";
import { ConfigError, serverConfig } from "../src/server/config.ts";
import { root } from "./lib/paths.ts";
import { plural } from "./lib/plural.ts";
import { UsageError } from "./lib/commandLine.ts";
import { readStaffArguments, type StaffCommand } from "./lib/staffArguments.ts";
import { domainName, logTable, sessionsTable, staffTable, toJson } from "./lib/staffFormats.ts";

const usage = `Usage: npm run staff -- <command> [options]

Who may use the live studio, their sessions and the audit log.

Commands:
  add EMAIL [--role ROLE]     give a person a role, or change it: editor (the default) changes
                              drafts; publisher also publishes, restores and ends people's sessions
  add @DOMAIN [--role ROLE]   give everyone who signs in with single sign-on at DOMAIN a role (an
                              e-mailed link still needs the person's own entry)
  remove EMAIL | @DOMAIN      take a person (ending their sessions) or a domain off the list
  list                        people and domains, with their roles and when they were added
  sessions [EMAIL]            live sessions, newest first (everyone's, or one person's)
  revoke ID                   end one session, by the id sessions shows
  revoke --all EMAIL          end every session of a person
  log [--limit N] [--since DATE]
                              the audit log, newest first

Options:
  --format FORMAT  text (default) or json, for list, sessions and log
  --db FILE        the SQLite database (default: data/enquiries.sqlite, set by ENQUIRIES_DB;
                   DATABASE_URL=postgres://… uses PostgreSQL instead)
  --help           show this help

DATE is a day like 2026-01-01 (from midnight UTC) or a timestamp like 2026-01-01T09:30:00Z.

Example: npm run staff -- add jo@company.example --role publisher
`;

async function main(args: string[]): Promise<number> {
  let command: StaffCommand;
  let settings;
  try {
    const read = readStaffArguments(args);
    command = read.command;
    if (command.kind === "help") {
      process.stdout.write(usage);
      return 0;
    }
    const config = serverConfig(root);
    // --db names a SQLite file, so it wins over DATABASE_URL.
    settings = read.db === undefined ? config : { enquiriesDb: resolve(read.db), databaseUrl: undefined };
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof ConfigError)) throw error;
    console.error(`${error.message}${error instanceof UsageError ? " (see --help)" : ""}`);
    return 2;
  }
  const where = settings.databaseUrl ? new URL(settings.databaseUrl).host : settings.enquiriesDb;
  // Only add creates the database; anything else on a missing one has nothing to read or change.
  if (!settings.databaseUrl && command.kind !== "add" && !existsSync(settings.enquiriesDb)) {
    console.error(`No database at ${where} yet: nobody has been added (npm run staff -- add name@company.example --role publisher), or ENQUIRIES_DB points elsewhere.`);
    return 1;
  }
  let store: StaffStore;
  try {
    store = await openConfiguredStaffStore(settings);
  } catch (error) {
    console.error(`Cannot open the database at ${where}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    return await run(store, command);
  } catch (error) {
    console.error(`Cannot use the database at ${where}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await store.close();
  }
}

async function run(store: StaffStore, command: Exclude<StaffCommand, { kind: "help" }>): Promise<number> {
  const audit = (action: AuditAction, detail: string) => store.log({ actor: null, action, detail, from: "command line" });
  const done = (sentence: string) => (console.log(sentence), 0);
  const refused = (sentence: string) => (console.error(sentence), 1);

  switch (command.kind) {
    case "add": {
      const { who, role } = command;
      if ("domain" in who) {
        await store.addDomain(who.domain, role);
        await audit("role", `everyone who signs in with single sign-on as ${domainName(who.domain)} is now ${role}`);
        return done(`Everyone who signs in with single sign-on as ${domainName(who.domain)} is now ${role} (an e-mailed link still needs their own entry).`);
      }
      await store.addStaff(who.email, role);
      await audit("role", `${who.email} is now ${role}`);
      return done(`${who.email} is now ${role}.`);
    }
    case "remove": {
      const { who } = command;
      if ("domain" in who) {
        if (!(await store.removeDomain(who.domain))) return refused(`${domainName(who.domain)} is not on the staff list (npm run staff -- list shows what is).`);
        await audit("role", `single sign-on as ${domainName(who.domain)} no longer gives a role`);
        return done(`Single sign-on as ${domainName(who.domain)} no longer gives a role: sessions that had it through the domain end at their next request, and people with an entry of their own keep theirs.`);
      }
      const live = (await store.listSessions(who.email)).length;
      if (!(await store.removeStaff(who.email))) return refused(`${who.email} is not on the staff list (npm run staff -- list shows who is).`);
      const ended = live === 0 ? "they had no live session" : `${plural(live, "session")} ended`;
      await audit("role", `${who.email} is no longer on the staff list (${ended})`);
      return done(`${who.email} is no longer on the staff list; ${ended}.`);
    }
    case "list": {
      const staff = await store.listStaff();
      process.stdout.write(command.format === "json" ? toJson(staff) : staffTable(staff));
      return 0;
    }
    case "sessions": {
      const sessions = await store.listSessions(command.email);
      process.stdout.write(command.format === "json" ? toJson(sessions) : sessionsTable(sessions, command.email));
      return 0;
    }
    case "revoke": {
      const session = (await store.listSessions()).find(({ id }) => id === command.id);
      if (!session || !(await store.revokeSession(command.id))) return refused(`No live session has the id ${command.id} (npm run staff -- sessions lists them).`);
      await audit("revoke", `session ${command.id} of ${session.email}`);
      return done(`Ended session ${command.id} of ${session.email}.`);
    }
    case "revoke-all": {
      const ended = await store.revokeSessionsOf(command.email);
      if (ended === 0) return refused(`${command.email} has no session to end.`);
      await audit("revoke", `every session of ${command.email} (${ended})`);
      return done(`Ended ${plural(ended, "session")} of ${command.email}.`);
    }
    case "log": {
      const entries = await store.readLog({ limit: command.limit, since: command.since });
      process.stdout.write(command.format === "json" ? toJson(entries) : logTable(entries, command.since));
      return 0;
    }
  }
}

// Last, so that every constant above is initialised before it runs.
process.exitCode = await main(process.argv.slice(2));
