/**
 * What `npm run staff -- …` was asked to do, read from its arguments: a command with everything it
 * needs checked, or a UsageError whose message is the one sentence the person sees.
 */
import { parseArgs } from "node:util";
import { asUsageError, UsageError } from "./commandLine.ts";
import { roles, type Role } from "../../src/server/staff/staffStore.ts";
import { EMAIL_PATTERN } from "../../src/shared/enquiry.ts";
import { parseDateOption } from "./dateOption.ts";


/** A person by address, or everyone who signs in with single sign-on at a domain ("@company.example"). */
export type Who = { email: string } | { domain: string };
export type Format = "text" | "json";

export type StaffCommand =
  | { kind: "help" }
  | { kind: "add"; who: Who; role: Role }
  | { kind: "remove"; who: Who }
  | { kind: "list"; format: Format }
  | { kind: "sessions"; email?: string; format: Format }
  | { kind: "revoke"; id: string }
  | { kind: "revoke-all"; email: string }
  | { kind: "log"; limit?: number; since?: Date; format: Format };

const commands = ["add", "remove", "list", "sessions", "revoke", "log"] as const;
/** The options each command takes besides --db; any other is refused rather than ignored. */
const allowed: Record<(typeof commands)[number], string[]> = {
  add: ["role"],
  remove: [],
  list: ["format"],
  sessions: ["format"],
  revoke: ["all"],
  log: ["limit", "since", "format"],
};

export function readStaffArguments(args: string[]): { command: StaffCommand; db?: string } {
  const { values, positionals } = parse(args);
  if (values.help) return { command: { kind: "help" } };
  const [name, target, ...extra] = positionals;
  if (name === undefined) throw new UsageError("Name a command: add, remove, list, sessions, revoke or log");
  if (!commands.includes(name as (typeof commands)[number])) throw new UsageError(`Unknown command '${name}': the commands are add, remove, list, sessions, revoke and log`);
  const command = name as (typeof commands)[number];
  for (const option of ["role", "all", "limit", "since", "format"] as const) {
    if (values[option] !== undefined && !allowed[command].includes(option)) throw new UsageError(`--${option} does not go with ${command}`);
  }
  if (extra.length > 0) throw new UsageError(`Unexpected argument '${extra[0]}'`);
  if ((command === "list" || command === "log") && target !== undefined) throw new UsageError(`Unexpected argument '${target}'`);
  const format = readFormat(values.format);

  switch (command) {
    case "add":
    case "remove": {
      if (target === undefined) throw new UsageError(`${command} takes an e-mail address or @domain, like ${command} name@company.example`);
      const who = readWho(target);
      if (command === "remove") return { command: { kind: "remove", who }, db: values.db };
      if (values.role !== undefined && !roles.includes(values.role as Role)) throw new UsageError("--role must be editor or publisher");
      return { command: { kind: "add", who, role: (values.role as Role | undefined) ?? "editor" }, db: values.db };
    }
    case "list":
      return { command: { kind: "list", format }, db: values.db };
    case "sessions":
      return { command: { kind: "sessions", email: target === undefined ? undefined : readEmail(target), format }, db: values.db };
    case "revoke":
      if (values.all) {
        if (target === undefined) throw new UsageError("revoke --all takes an e-mail address, like revoke --all name@company.example");
        return { command: { kind: "revoke-all", email: readEmail(target) }, db: values.db };
      }
      if (target === undefined || target.includes("@")) throw new UsageError("revoke takes a session's id (sessions lists them), or --all and an e-mail address");
      return { command: { kind: "revoke", id: target }, db: values.db };
    case "log": {
      if (values.limit !== undefined && !/^[1-9]\d*$/.test(values.limit)) throw new UsageError("--limit takes a number of entries, like --limit 20");
      const since = values.since === undefined ? undefined : parseDateOption(values.since);
      if (values.since !== undefined && !since) throw new UsageError("--since must be a date like 2026-01-01");
      return { command: { kind: "log", limit: values.limit === undefined ? undefined : Number(values.limit), since, format }, db: values.db };
    }
  }
}

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: {
        role: { type: "string" },
        all: { type: "boolean" },
        limit: { type: "string" },
        since: { type: "string" },
        format: { type: "string" },
        db: { type: "string" },
        help: { type: "boolean" },
      },
    });
  } catch (error) {
    throw asUsageError(error);
  }
}

function readFormat(format: string | undefined): Format {
  if (format === undefined || format === "text" || format === "json") return format ?? "text";
  throw new UsageError("--format must be json or text");
}

function readWho(text: string): Who {
  if (!text.startsWith("@")) return { email: readEmail(text) };
  const domain = text.slice(1).toLowerCase();
  // A domain is what may follow "@" in an address the pattern accepts.
  if (!EMAIL_PATTERN.test(`name@${domain}`)) throw new UsageError(`'${text}' is not a domain: write it like @company.example`);
  return { domain };
}

function readEmail(text: string): string {
  if (!EMAIL_PATTERN.test(text)) throw new UsageError(`'${text}' is not an e-mail address: write it like name@company.example`);
  return text.toLowerCase();
}
