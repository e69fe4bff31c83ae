/**
 * The rate limit's counters in PostgreSQL, so that several servers behind one address count a visitor
 * once: an @fastify/rate-limit store over the `rate_limits` table. One statement per request counts
 * and reads atomically; a window that has ended starts again at 1. (Without DATABASE_URL each server
 * counts in its own memory, which is right for one server.)
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type pg from "pg";

const count = `
  INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
    reset_at = CASE WHEN rate_limits.reset_at <= now() THEN now() + $2 * interval '1 millisecond' ELSE rate_limits.reset_at END
  RETURNING count, greatest(ceil(extract(epoch FROM reset_at - now()) * 1000), 0)::integer AS ttl`;

export function postgresRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(prefix = "") {
      this.prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      pool.query<{ count: number; ttl: number }>(count, [this.prefix + key, timeWindow]).then(
        ({ rows: [row] }) => callback(null, { current: row!.count, ttl: row!.ttl }),
        (error: Error) => callback(error),
      );
    }

    /** Each route with a limit of its own counts apart, as the plugin's own stores do. */
    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]) {
      // At run time the plugin hands the route over as routeInfo (its own Redis store reads it so).
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: string; url?: string } };
      return new PostgresRateLimitStore(`${this.prefix}${routeInfo?.method ?? ""}${routeInfo?.url ?? ""}-`);
    }
  }
  // The plugin constructs the store itself, with its options, which this store does not need.
  return class extends PostgresRateLimitStore {
    constructor() {
      super();
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
