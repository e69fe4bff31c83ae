import { describe, expect, it } from "vitest";
import { nextAttemptAt } from "../src/server/enquiries/backoff.ts";
import { serverConfig } from "../src/server/config.ts";

const defaults = serverConfig("/site", {}).delivery.retry;
const queuedAt = new Date("2026-11-25T10:00:00Z");
const seconds = (date: Date | null, from: Date) => (date!.getTime() - from.getTime()) / 1000;

describe("when a failed delivery is tried again", () => {
  it("waits 30 s, 2 min, 8 min, 32 min, then about 2 h, then every 6 h", () => {
    const waits = [1, 2, 3, 4, 5, 6, 7].map((attempts) => seconds(nextAttemptAt(defaults, { attempts, queuedAt, now: queuedAt, random: () => 0.5 }), queuedAt));
    expect(waits).toEqual([30, 120, 480, 1920, 7680, 21600, 21600]);
  });

  it("spreads retries by a fifth either way, so deliveries that failed together do not return together", () => {
    const wait = (random: number) => seconds(nextAttemptAt(defaults, { attempts: 1, queuedAt, now: queuedAt, random: () => random }), queuedAt);
    expect(wait(0)).toBe(24);
    expect(wait(0.999999)).toBeCloseTo(36, 2);
  });

  it("makes a last attempt at the end of the 3 days, then gives up", () => {
    const nearTheEnd = new Date(queuedAt.getTime() + 3 * 86_400_000 - 60_000);
    expect(nextAttemptAt(defaults, { attempts: 20, queuedAt, now: nearTheEnd, random: () => 0.5 })).toEqual(new Date(queuedAt.getTime() + 3 * 86_400_000));
    const atTheEnd = new Date(queuedAt.getTime() + 3 * 86_400_000);
    expect(nextAttemptAt(defaults, { attempts: 21, queuedAt, now: atTheEnd })).toBeNull();
  });
});
