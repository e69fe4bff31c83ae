/**
 * `npm run enquiries`: prints the enquiries the contact form stored, with how far each delivery got, for
 * staff to read or open in Excel; queues a delivery that gave up again; erases one person's enquiries.
 * Run with --help for the options. Exit codes: 0 done, 1 no readable database (or nothing to retry),
 * 2 bad arguments.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { asUsageError, UsageError } from "./lib/commandLine.ts";
import { openConfiguredStore } from "../src/server/enquiries/openStore.ts";
import type { EnquiryStore } from "../src/server/enquiries/store.ts";
import { ConfigError, serverConfig } from "../src/server/config.ts";
import { EMAIL_PATTERN } from "../src/shared/enquiry.ts";
import { root } from "./lib/paths.ts";
import { parseDateOption } from "./lib/dateOption.ts";
import { enquiryFormats, toCsv, toJson, toText, type EnquiryFormat } from "./lib/enquiryFormats.ts";

const usage = `Usage: npm run enquiries -- [options]

Prints the enquiries the contact form stored, oldest first, with each delivery's state.

Options:
  --since DATE     only enquiries received on or after DATE
  --until DATE     only enquiries received before DATE
  --failed         only enquiries with a delivery that gave up
  --format FORMAT  text (default), csv (for Excel) or json
  --retry ID       queue enquiry ID's deliveries that gave up again (the server sends them at once)
  --erase EMAIL    delete every enquiry sent from EMAIL, with its deliveries (a person's request to be forgotten)
  --db FILE        the SQLite database (default: data/enquiries.sqlite, set by ENQUIRIES_DB;
                   DATABASE_URL=postgres://… reads PostgreSQL instead)
  --help           show this help

DATE is a day like 2026-01-01 (from midnight UTC) or a timestamp like 2026-01-01T09:30:00Z
(UTC when it has no offset).

Example: npm run enquiries -- --since 2026-01-01 --format csv > enquiries.csv
`;


type Options = Exclude<ReturnType<typeof readOptions>, "help">;

async function main(args: string[]): Promise<number> {
  let options;
  try {
    options = readOptions(args);
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof ConfigError)) throw error;
    console.error(`${error.message}${error instanceof UsageError ? " (see --help)" : ""}`);
    return 2;
  }
  if (options === "help") {
    process.stdout.write(usage);
    return 0;
  }
  const { db, databaseUrl } = options;
  // Checked first to explain the usual reason, rather than SQLite's "unable to open database file".
  if (!databaseUrl && !existsSync(db)) {
    console.error(`No enquiry database at ${db}: the server has not received any enquiry yet (or ENQUIRIES_DB points elsewhere).`);
    return 1;
  }
  let store: EnquiryStore;
  try {
    // Only --retry and --erase write; reading never creates, upgrades or locks the database.
    store = await openConfiguredStore({ databaseUrl, enquiriesDb: db }, { readonly: options.action.kind === "list" });
  } catch (error) {
    console.error(`Cannot open the enquiry database at ${databaseUrl ? new URL(databaseUrl).host : db}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    return await run(store, options);
  } catch (error) {
    console.error(`Cannot read the enquiry database: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await store.close();
  }
}

async function run(store: EnquiryStore, { action, format, range, failed }: Options): Promise<number> {
  if (action.kind === "retry") {
    const queued = await store.retry(action.id, new Date());
    if (queued === 0) {
      console.error(`Enquiry #${action.id} has no delivery that gave up (npm run enquiries -- --failed lists those that did).`);
      return 1;
    }
    console.log(`Queued ${queued} ${queued === 1 ? "delivery" : "deliveries"} of enquiry #${action.id} again: the server sends ${queued === 1 ? "it" : "them"} within seconds.`);
    return 0;
  }
  if (action.kind === "erase") {
    const erased = await store.erase(action.address);
    // Says how many, not whose: this line may end up in a shell history or a ticket.
    console.log(`Erased ${erased} ${erased === 1 ? "enquiry" : "enquiries"} sent from that address, with ${erased === 1 ? "its" : "their"} deliveries.`);
    return 0;
  }
  const enquiries = await store.list({ ...range, failed });
  const print = { csv: toCsv, json: toJson, text: (list: typeof enquiries) => toText(list, { ...range, failed }) }[format];
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
        failed: { type: "boolean" },
        format: { type: "string", default: "text" },
        retry: { type: "string" },
        erase: { type: "string" },
        db: { type: "string" },
        help: { type: "boolean" },
      },
    }));
  } catch (error) {
    throw asUsageError(error);
  }
  if (values.help) return "help" as const;
  if (!enquiryFormats.includes(values.format as EnquiryFormat)) throw new UsageError("--format must be csv, json or text");
  const since = values.since === undefined ? undefined : parseDate("--since", values.since);
  const until = values.until === undefined ? undefined : parseDate("--until", values.until);
  if (since && until && since >= until) throw new UsageError("--since must be before --until");
  const listing = values.since !== undefined || values.until !== undefined || values.failed || values.format !== "text";
  if ([values.retry !== undefined, values.erase !== undefined, listing].filter(Boolean).length > 1) {
    throw new UsageError("--retry and --erase each work alone, without the listing options");
  }
  if (values.retry !== undefined && !/^[1-9]\d*$/.test(values.retry)) throw new UsageError("--retry takes an enquiry's number, like --retry 12");
  if (values.erase !== undefined && !EMAIL_PATTERN.test(values.erase)) throw new UsageError("--erase takes an e-mail address, like --erase name@example.com");
  const config = serverConfig(root);
  const action =
    values.retry !== undefined
      ? ({ kind: "retry", id: Number(values.retry) } as const)
      : values.erase !== undefined
        ? ({ kind: "erase", address: values.erase } as const)
        : ({ kind: "list" } as const);
  return {
    action,
    db: values.db === undefined ? config.enquiriesDb : resolve(values.db),
    // --db names a SQLite file, so it wins over DATABASE_URL.
    databaseUrl: values.db === undefined ? config.databaseUrl : undefined,
    format: values.format as EnquiryFormat,
    failed: values.failed ?? false,
    range: { since, until },
  };
}

function parseDate(option: string, text: string): Date {
  const date = parseDateOption(text);
  if (!date) throw new UsageError(`${option} must be a date like 2026-01-01`);
  return date;
}

// Last, so that every constant above is initialised before it runs.
process.exitCode = await main(process.argv.slice(2));
