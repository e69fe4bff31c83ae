/**
 * `npm run enquiries`: prints the enquiries the contact form stored, for staff to read or open in Excel.
 * Run with --help for the options. Exit codes: 0 printed, 1 no readable database, 2 bad arguments.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { openEnquiryStore } from "../src/server/enquiries/store.ts";
import { serverConfig } from "../src/server/config.ts";
import { root } from "./lib/paths.ts";
import { enquiryFormats, toCsv, toJson, toText, type EnquiryFormat } from "./lib/enquiryFormats.ts";

const defaultDb = serverConfig(root).enquiriesDb;

const usage = `Usage: npm run enquiries -- [options]

Prints the enquiries the contact form stored, oldest first.

Options:
  --since DATE     only enquiries received on or after DATE
  --until DATE     only enquiries received before DATE
  --format FORMAT  text (default), csv (for Excel) or json
  --db FILE        the enquiry database (default: ${defaultDb}, set by ENQUIRIES_DB)
  --help           show this help

DATE is a day like 2026-01-01 (from midnight UTC) or a timestamp like 2026-01-01T09:30:00Z
(UTC when it has no offset).

Example: npm run enquiries -- --since 2026-01-01 --format csv > enquiries.csv
`;

class UsageError extends Error {}

function main(args: string[]): number {
  let options;
  try {
    options = readOptions(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message} (see --help)`);
    return 2;
  }
  if (options === "help") {
    process.stdout.write(usage);
    return 0;
  }
  const { db, format, range } = options;
  // Checked first to explain the usual reason, rather than SQLite's "unable to open database file".
  if (!existsSync(db)) {
    console.error(`No enquiry database at ${db}: the server has not received any enquiry yet (or ENQUIRIES_DB points elsewhere).`);
    return 1;
  }
  let enquiries;
  try {
    const store = openEnquiryStore(db, { readonly: true });
    try {
      enquiries = store.list(range);
    } finally {
      store.close();
    }
  } catch (error) {
    console.error(`Cannot read the enquiry database at ${db}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const print = { csv: toCsv, json: toJson, text: (list: typeof enquiries) => toText(list, range) }[format];
  process.stdout.write(print(enquiries));
  return 0;
}

function readOptions(args: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        since: { type: "string" },
        until: { type: "string" },
        format: { type: "string", default: "text" },
        db: { type: "string" },
        help: { type: "boolean" },
      },
    }));
  } catch (error) {
    // Node's messages go on with advice about positional arguments that does not apply here.
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS")) throw new UsageError((error as Error).message.split(". ")[0]!.replace(/\.$/, ""));
    throw error;
  }
  if (values.help) return "help" as const;
  if (!enquiryFormats.includes(values.format as EnquiryFormat)) throw new UsageError("--format must be csv, json or text");
  const since = values.since === undefined ? undefined : parseDate("--since", values.since);
  const until = values.until === undefined ? undefined : parseDate("--until", values.until);
  if (since && until && since >= until) throw new UsageError("--since must be before --until");
  return {
    db: values.db === undefined ? defaultDb : resolve(values.db),
    format: values.format as EnquiryFormat,
    range: { since, until },
  };
}

const datePattern = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function parseDate(option: string, text: string): Date {
  const [, day, time, , , offset] = datePattern.exec(text) ?? [];
  // Without an offset JavaScript reads a timestamp as local time; stored times are UTC, so this is too.
  const date = new Date(time && !offset ? text + "Z" : text);
  if (!day || !isRealDay(day) || Number.isNaN(date.getTime())) throw new UsageError(`${option} must be a date like 2026-01-01`);
  return date;
}

/** Date rolls a day that does not exist over (2026-02-30 becomes 2026-03-02), so the day must survive a round trip. */
function isRealDay(day: string): boolean {
  const date = new Date(day);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

// Last, so that every constant above is initialised before it runs.
process.exitCode = main(process.argv.slice(2));
