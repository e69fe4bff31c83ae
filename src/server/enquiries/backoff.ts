/**
 * When a failed delivery is tried again: each wait four times the one before (with the defaults 30 s,
 * 2 min, 8 min, 32 min, about 2 h, then every 6 h), a fifth either way at random so that deliveries
 * that failed together (the mail server was down) do not all come back at the same moment, and never
 * later than the give-up time: past it, the delivery gives up (null).
 */
import type { RetrySettings } from "../config.ts";

export function nextAttemptAt(
  { firstDelayMs, maxDelayMs, giveUpAfterMs }: RetrySettings,
  { attempts, queuedAt, now, random = Math.random }: { attempts: number; queuedAt: Date; now: Date; random?: () => number },
): Date | null {
  const delay = Math.min(firstDelayMs * 4 ** Math.max(attempts - 1, 0), maxDelayMs);
  const jittered = delay * (0.8 + 0.4 * random());
  const at = now.getTime() + jittered;
  const giveUpAt = queuedAt.getTime() + giveUpAfterMs;
  if (now.getTime() >= giveUpAt) return null;
  return new Date(Math.min(at, giveUpAt));
}
