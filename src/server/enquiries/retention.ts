/**
 * Keeps personal data no longer than ENQUIRIES_RETENTION_DAYS: once at start and then once a day,
 * enquiries received before that many days ago are deleted with their deliveries. The log says how
 * many, never whose.
 */
import type { OutboxLog } from "./outbox.ts";
import type { EnquiryStore } from "./store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export function startRetention({ store, days, log, now = () => new Date() }: { store: EnquiryStore; days: number; log: OutboxLog & { info(message: string): void }; now?: () => Date }) {
  const sweep = async () => {
    try {
      const deleted = await store.deleteReceivedBefore(new Date(now().getTime() - days * DAY_MS));
      if (deleted > 0) log.info(`Deleted ${deleted} ${deleted === 1 ? "enquiry" : "enquiries"} older than ${days} days (ENQUIRIES_RETENTION_DAYS).`);
    } catch (error) {
      log.error(`Could not delete enquiries older than ${days} days: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const timer = setInterval(sweep, DAY_MS);
  timer.unref();
  const first = sweep();
  return {
    async stop() {
      clearInterval(timer);
      await first;
    },
  };
}
