/**
 * The enquiry benches' load: autocannon posting one enquiry over and over from 20 connections, first
 * 2 s that are not counted (so every row measures a server past its start: JIT, database connections),
 * then `seconds` that are.
 */
import autocannon from "autocannon";

export interface LoadFigures {
  /** 2xx answers during the warm-up, not counted in the figures below but stored all the same. */
  warmUpAccepted: number;
  accepted: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Requests without an answer (connection errors, timeouts). */
  errors: number;
}

export async function autocannonLoad(url: string, body: string, seconds: number): Promise<LoadFigures> {
  const run = (duration: number) => autocannon({ url, method: "POST", headers: { "content-type": "application/json" }, body, connections: 20, duration });
  const warmUpAccepted = (await run(2))["2xx"];
  const result = await run(seconds);
  const accepted = result["2xx"];
  return { warmUpAccepted, accepted, perSecond: Math.round(accepted / result.duration), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}
