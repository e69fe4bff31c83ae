/**
 * `npm run bench:enquiries`: how fast the enquiry API takes enquiries and how soon staff hear of them,
 * against the production server as its own process (scripts/serve.ts, rate limit raised), on SQLite and
 * on a real PostgreSQL, with a real SMTP server in this process:
 *   - accepted per second: autocannon, 20 connections, 10 s after 2 s of warm-up, delivery off and on
 *     (every one of them is then waited for until it has been e-mailed);
 *   - delivery latency: 100 enquiries, one every 50 ms, from the POST to the SMTP server's receipt.
 * Prints a table, writes bench/results/enquiries-<time>.json, and exits 1 if an accepted enquiry was
 * never e-mailed. `-- --seconds 5` for a shorter load.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { ENQUIRIES_PATH } from "../src/shared/enquiryApi.ts";
import { root } from "./lib/paths.ts";
import { freePort } from "./lib/servers/freePort.ts";
import { startPostgres } from "./lib/servers/postgres.ts";
import { siteFolder, startSiteServer } from "./lib/servers/siteServer.ts";
import { startSmtpServer } from "./lib/servers/smtpServer.ts";
import { validEnquiry } from "../tests/fixtures/enquiryCases.ts";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "10" } } });
const seconds = Number(values.seconds);
const smtp = await startSmtpServer();
const postgres = await startPostgres();
const { folder, remove } = siteFolder();
const body = JSON.stringify(validEnquiry);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

interface LoadResult { store: string; delivery: boolean; accepted: number; perSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number; allEmailed?: boolean; emailedWithinMs?: number }

async function withServer<T>(store: string, delivery: boolean, work: (port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ENQUIRIES_RATE_LIMIT: "100000000", ENQUIRIES_DB: join(folder, `${store}-${delivery}-${port}.sqlite`) };
  if (store === "PostgreSQL") env.DATABASE_URL = await postgres.newDatabase();
  if (delivery) Object.assign(env, { SMTP_URL: smtp.url, ENQUIRIES_NOTIFY_TO: "sales@example.com", ENQUIRIES_NOTIFY_FROM: "website@example.com" });
  const server = await startSiteServer(port, folder, env);
  try {
    return await work(port);
  } finally {
    await server.stop();
  }
}

async function load(store: string, delivery: boolean): Promise<LoadResult> {
  return withServer(store, delivery, async (port) => {
    const before = smtp.received.length;
    const run = (duration: number) => autocannon({ url: `http://127.0.0.1:${port}${ENQUIRIES_PATH}`, method: "POST", headers: { "content-type": "application/json" }, body, connections: 20, duration });
    // Two seconds first, not counted, so that every row measures a server past its start (JIT, connections).
    const warmUp = (await run(2))["2xx"];
    const result = await run(seconds);
    const accepted = result["2xx"];
    const measured: LoadResult = { store, delivery, accepted, perSecond: Math.round(accepted / result.duration), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
    if (delivery) {
      const started = Date.now();
      while (smtp.received.length - before < warmUp + accepted && Date.now() - started < 300_000) await sleep(100);
      measured.allEmailed = smtp.received.length - before >= warmUp + accepted;
      measured.emailedWithinMs = Date.now() - started;
    }
    return measured;
  });
}

async function latency(store: string): Promise<{ store: string; medianMs: number; p99Ms: number; count: number }> {
  return withServer(store, true, async (port) => {
    const sentAt = new Map<string, number>();
    const arrived = new Map<string, number>();
    const before = smtp.received.length;
    const count = 100;
    for (let index = 0; index < count; index += 1) {
      const message = `Latency probe ${store} ${index}`;
      sentAt.set(message, Date.now());
      void fetch(`http://127.0.0.1:${port}${ENQUIRIES_PATH}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...validEnquiry, message }) });
      await sleep(50);
    }
    const deadline = Date.now() + 60_000;
    while (arrived.size < count && Date.now() < deadline) {
      for (const { mail } of smtp.received.slice(before)) {
        const message = [...sentAt.keys()].find((text) => mail.text?.includes(text + "\n"));
        if (message && !arrived.has(message)) arrived.set(message, smtp.receivedAt.get(mail) ?? Date.now());
      }
      await sleep(20);
    }
    const times = [...arrived].map(([message, at]) => at - sentAt.get(message)!).sort((a, b) => a - b);
    return { store, medianMs: percentile(times, 50), p99Ms: percentile(times, 99), count: times.length };
  });
}

const loads: LoadResult[] = [];
const latencies = [];
try {
  for (const store of ["SQLite", "PostgreSQL"]) {
    for (const delivery of [false, true]) {
      process.stdout.write(`${store}, delivery ${delivery ? "on" : "off"}: ${seconds} s of load…\n`);
      loads.push(await load(store, delivery));
    }
    process.stdout.write(`${store}: delivery latency…\n`);
    latencies.push(await latency(store));
  }
} finally {
  await smtp.stop();
  await postgres.stop();
  remove();
}

console.log("\nstore       delivery  accepted  per s  p50 ms  p99 ms  non-2xx  errors  all e-mailed (after the load)");
for (const r of loads) {
  console.log(
    `${r.store.padEnd(10)}  ${(r.delivery ? "on" : "off").padEnd(8)}  ${String(r.accepted).padStart(8)}  ${String(r.perSecond).padStart(5)}  ${String(r.p50Ms).padStart(6)}  ${String(r.p99Ms).padStart(6)}  ${String(r.non2xx).padStart(7)}  ${String(r.errors).padStart(6)}  ${r.delivery ? `${r.allEmailed ? "yes" : "NO"} (${((r.emailedWithinMs ?? 0) / 1000).toFixed(1)} s)` : "—"}`,
  );
}
console.log("\nstore       delivery latency, POST to the SMTP server: median  p99  (of n)");
for (const l of latencies) console.log(`${l.store.padEnd(10)}  ${String(l.medianMs).padStart(37)} ms  ${l.p99Ms} ms  (${l.count})`);

const failed = loads.some((r) => r.delivery && !r.allEmailed) || latencies.some((l) => l.count < 100);
const file = join(root, "bench", "results", `enquiries-${new Date().toISOString().slice(0, 19).replace(/:/g, "-")}.json`);
mkdirSync(join(root, "bench", "results"), { recursive: true });
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), seconds, loads, latencies, passed: !failed }, null, 2) + "\n");
console.log(`\nResults: ${file.slice(root.length + 1)}`);
if (failed) {
  console.error("An accepted enquiry was not e-mailed.");
  process.exitCode = 1;
}
