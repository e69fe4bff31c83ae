/**
 * The outbox worker: sends the deliveries the store holds, records every attempt, and retries a failed
 * one later (backoff.ts) until it is sent or gives up. It looks for due deliveries every second and at
 * once when told of a new enquiry (`wake`); the store's lease hands each delivery to one worker at a
 * time, across processes, and gives it back by itself if a process dies, so after a restart or a crash
 * the worker picks up where it left off. A crash after sending and before recording sends it again: the
 * e-mail's Message-ID and the webhook's Idempotency-Key make that repeat recognisable.
 */
import type { RetrySettings } from "../config.ts";
import { nextAttemptAt } from "./backoff.ts";
import type { Send } from "./channels/channel.ts";
import type { Channel, DueDelivery, EnquiryStore } from "./store.ts";
import { channelNames } from "./staffWording.ts";

export interface OutboxLog {
  warn(message: string): void;
  error(message: string): void;
}

export interface OutboxOptions {
  store: EnquiryStore;
  channels: Partial<Record<Channel, Send>>;
  retry: RetrySettings;
  log: OutboxLog;
  /** How often to look for deliveries that have become due. */
  pollMs?: number;
  /** How many deliveries one look takes on. */
  batch?: number;
  /** The longest one send may take before it counts as failed. */
  sendTimeoutMs?: number;
  /** How long a claimed delivery is this worker's alone: longer than any one send can take. */
  leaseMs?: number;
  now?: () => Date;
}

export interface Outbox {
  /** Looks for due deliveries now rather than at the next poll: a new enquiry is sent within moments. */
  wake(): void;
  /** Stops looking and waits for the sends under way to be recorded. */
  stop(): Promise<void>;
}

/** `work`, or a failure with `message` if it takes longer than `ms` (it may still finish: a resend is then harmless). */
async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** An attempt's error in one line, without a stack: what staff see in `npm run enquiries`. */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").slice(0, 1000);

export function startOutbox({ store, channels, retry, log, pollMs = 1000, batch = 20, sendTimeoutMs = 30_000, leaseMs = 60_000, now = () => new Date() }: OutboxOptions): Outbox {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const databaseProblem = (error: unknown) => log.error(`The enquiry outbox could not read or update the database: ${errorText(error)}`);
  // Before the first look: what a dead process had claimed is sent at once where the store can tell.
  const released = store.releaseClaimsOfDeadWorkers().catch(databaseProblem);

  async function deliver({ id, channel, attempts, queuedAt, enquiry }: DueDelivery) {
    try {
      const send = channels[channel];
      if (!send) throw new Error(`${channelNames[channel]} is not set up on this server`);
      await withTimeout(send(enquiry), sendTimeoutMs, `no answer within ${sendTimeoutMs / 1000} s`);
      await store.recordAttempt(id, now(), { sent: true });
    } catch (error) {
      const retryAt = nextAttemptAt(retry, { attempts: attempts + 1, queuedAt: new Date(queuedAt), now: now() });
      await store.recordAttempt(id, now(), { sent: false, error: errorText(error), retryAt });
      // No personal data in the log: the enquiry's number says where to look (npm run enquiries -- --failed).
      if (!retryAt) log.warn(`Enquiry #${enquiry.id}: its ${channelNames[channel]} delivery gave up after ${attempts + 1} attempts (${errorText(error)}). npm run enquiries -- --retry ${enquiry.id} queues it again.`);
    }
  }

  async function drain() {
    await released;
    do {
      again = false;
      const due = await store.claimDue(now(), batch, leaseMs);
      await Promise.all(due.map(deliver));
      // A full batch may have left more behind.
      if (due.length === batch) again = true;
    } while (again && !stopped);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch(databaseProblem)
      .finally(() => (running = undefined));
  }

  const timer = setInterval(wake, pollMs);
  timer.unref();
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
