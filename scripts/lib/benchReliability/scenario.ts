/**
 * What every scenario of `npm run bench:reliability` is given (the loopback servers it shares with the
 * others, the length of the load) and what it gives back: one row of the table, with the sentences that
 * make the bench fail. Each scenario runs on a new, empty store of its own.
 */
import type { RecordedRun } from "../bench/recordingClient.ts";
import type { StoreName } from "../bench/enquiryServer.ts";
import { percentile } from "../bench/percentile.ts";
import type { TestPostgres } from "../servers/postgres.ts";
import type { SmtpServer } from "../servers/smtpServer.ts";

export interface ScenarioContext {
  /** Where the SQLite files go, and the (empty) dist/ the server serves. */
  folder: string;
  postgres: TestPostgres;
  smtp: SmtpServer;
  /** How long the load lasts. */
  seconds: number;
}

export interface ScenarioRow {
  store: StoreName;
  scenario: string;
  /** Enquiries the server answered 201 (the load's includes its warm-up: those are stored too). */
  acknowledged: number;
  /** What became of them: "stored" (read back from the store) or "e-mailed" (received by the SMTP server). */
  outcome: "stored" | "e-mailed";
  /** How many acknowledged enquiries reached that outcome. */
  reached: number;
  /** Acknowledged but never stored, or never e-mailed. */
  lost: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than success. */
  non2xx: number;
  /** Requests without an answer (the server was down). */
  unanswered: number;
  /** Extra copies that are allowed (an e-mail sent twice under its one Message-ID); null where it cannot be told. */
  duplicates: number | null;
  /** What happened along the way, for the reader (downtime, the wait for delivery). */
  notes: string[];
  /** Why the bench fails: any loss, a second Message-ID, an enquiry stored twice. */
  problems: string[];
  /** The scenario's own figures, for the results file. */
  details: Record<string, unknown>;
}

/** Speed and latency of a recorded run: acknowledged per second over the whole run, downtime included. */
export function recordedFigures(run: RecordedRun): Pick<ScenarioRow, "perSecond" | "p50Ms" | "p99Ms" | "non2xx" | "unanswered"> {
  return {
    perSecond: Math.round(run.acknowledged.length / run.seconds),
    p50Ms: Math.round(percentile(run.latenciesMs, 50)),
    p99Ms: Math.round(percentile(run.latenciesMs, 99)),
    non2xx: run.refused,
    unanswered: run.unanswered,
  };
}

/** A few of a long list of markers, for a sentence or the results file. */
export const someOf = (markers: readonly string[]) => (markers.length > 5 ? `${markers.slice(0, 5).join(", ")}…` : markers.join(", "));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
