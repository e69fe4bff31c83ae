/**
 * `npm run bench:reliability`: whether the enquiry API keeps its promise under load and when things
 * break, against the production server as its own process (scripts/serve.ts, as `npm start` runs it),
 * on SQLite and on a real PostgreSQL, with a real SMTP server in this process. Three scenarios per store
 * (scripts/lib/benchReliability/):
 *   - load: autocannon, 20 connections, 10 s after 2 s of warm-up; every success must be in the store;
 *   - SIGKILL: 20 recording clients post; halfway the server is killed and restarted on the same store;
 *     every enquiry answered 201 must be in the store, read back with `npm run enquiries`;
 *   - SMTP down: the same with e-mail on; the mail server stops for the middle third of the load, then
 *     the outbox catches up: every acknowledged enquiry e-mailed, repeats only under one Message-ID.
 * Prints a table, writes bench/results/reliability-<time>.json, and exits 1 on any problem (a lost
 * enquiry, a missing e-mail, an enquiry under two Message-IDs). `-- --seconds 5` for a shorter load.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { storeNames } from "./lib/bench/enquiryServer.ts";
import { crashScenario } from "./lib/benchReliability/crashScenario.ts";
import { loadScenario } from "./lib/benchReliability/loadScenario.ts";
import { mailOutageScenario } from "./lib/benchReliability/mailOutageScenario.ts";
import type { ScenarioContext, ScenarioRow } from "./lib/benchReliability/scenario.ts";
import { reliabilityTable } from "./lib/benchReliability/table.ts";
import { root } from "./lib/paths.ts";
import { startPostgres } from "./lib/servers/postgres.ts";
import { siteFolder } from "./lib/servers/siteServer.ts";
import { startSmtpServer } from "./lib/servers/smtpServer.ts";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "10" } } });
const seconds = Number(values.seconds);
if (!(seconds >= 3)) {
  console.error("--seconds must be a number, 3 or more (the SMTP scenario stops the mail server for a third of it).");
  process.exit(2);
}

const scenarios = [
  ["load", loadScenario],
  ["SIGKILL and restart", crashScenario],
  ["SMTP stopped and started", mailOutageScenario],
] as const;

const started = Date.now();
const smtp = await startSmtpServer();
const postgres = await startPostgres();
const { folder, remove } = siteFolder();
const context: ScenarioContext = { folder, postgres, smtp, seconds };
const rows: ScenarioRow[] = [];
try {
  for (const store of storeNames) {
    for (const [name, scenario] of scenarios) {
      process.stdout.write(`${store}, ${name}: ${seconds} s of load…\n`);
      rows.push(await scenario(context, store));
    }
  }
} finally {
  await smtp.stop();
  await postgres.stop();
  remove();
}

console.log(`\n${reliabilityTable(rows)}`);
const problems = rows.flatMap((row) => row.problems.map((problem) => `${row.store}, ${row.scenario}: ${problem}`));
const file = join(root, "bench", "results", `reliability-${new Date().toISOString().slice(0, 19).replace(/:/g, "-")}.json`);
mkdirSync(join(root, "bench", "results"), { recursive: true });
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), seconds, rows, problems, passed: problems.length === 0 }, null, 2) + "\n");
console.log(`\nResults: ${file.slice(root.length + 1)} (the bench took ${Math.round((Date.now() - started) / 1000)} s)`);
if (problems.length) {
  console.error(`\n${problems.join("\n")}`);
  process.exitCode = 1;
}
