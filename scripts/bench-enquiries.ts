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
import { root } from "./lib/paths.ts";
import { autocannonLoad, type LoadFigures } from "./lib/bench/autocannonLoad.ts";
import { emailTo, newStore, storeNames, withServer as withBenchServer, type StoreName } from "./lib/bench/enquiryServer.ts";
import { percentile } from "./lib/bench/percentile.ts";
import { startPostgres } from "./lib/servers/postgres.ts";
import { siteFolder } from "./lib/servers/siteServer.ts";
import { startSmtpServer } from "./lib/servers/smtpServer.ts";
import { validEnquiry } from "../tests/fixtures/enquiryCases.ts";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "10" } } });
const seconds = Number(values.seconds);
const smtp = await startSmtpServer();
const postgres = await startPostgres();
const { folder, remove } = siteFolder();
const body = JSON.stringify(validEnquiry);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LoadResult extends Omit<LoadFigures, "warmUpAccepted"> { store: StoreName; delivery: boolean; allEmailed?: boolean; emailedWithinMs?: number }

/** The server on a new store of its own, e-mailing the SMTP server above when `delivery` is on. */
async function withServer<T>(store: StoreName, delivery: boolean, work: (enquiriesUrl: string) => Promise<T>): Promise<T> {
  const env = { ...(await newStore(store, folder, postgres)), ...(delivery && emailTo(smtp.url)) };
  return withBenchServer(folder, env, ({ enquiriesUrl }) => work(enquiriesUrl));
}

async function load(store: StoreName, delivery: boolean): Promise<LoadResult> {
  return withServer(store, delivery, async (url) => {
    const before = smtp.received.length;
    const { warmUpAccepted, ...figures } = await autocannonLoad(url, body, seconds);
    const measured: LoadResult = { store, delivery, ...figures };
    if (delivery) {
      const started = Date.now();
      const expected = warmUpAccepted + figures.accepted;
      while (smtp.received.length - before < expected && Date.now() - started < 300_000) await sleep(100);
      measured.allEmailed = smtp.received.length - before >= expected;
      measured.emailedWithinMs = Date.now() - started;
    }
    return measured;
  });
}

async function latency(store: StoreName): Promise<{ store: StoreName; medianMs: number; p99Ms: number; count: number }> {
  return withServer(store, true, async (url) => {
    const sentAt = new Map<string, number>();
    const arrived = new Map<string, number>();
    const before = smtp.received.length;
    const count = 100;
    for (let index = 0; index < count; index += 1) {
      const message = `Latency probe ${store} ${index}`;
      sentAt.set(message, Date.now());
      void fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...validEnquiry, message }) });
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
  for (const store of storeNames) {
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
