/**
 * The PostgreSQL database that holds the enquiries and the staff: each store runs its writes through
 * `transactionOn` and upgrades the database through `migrate` as it opens, so whichever server or
 * command comes first applies postgresMigrations.ts, once.
 */
import type pg from "pg";
import { postgresMigrations } from "./postgresMigrations.ts";

export type Transaction = <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;

/** Runs `work` on one connection in one transaction: all of it is committed, or none. */
export function transactionOn(pool: pg.Pool): Transaction {
  return async (work) => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}

/** Applies the versions the database lacks, in one transaction. */
export async function migrate(transaction: Transaction) {
  await transaction(async (client) => {
    // One server migrates at a time; the others wait here and then find nothing left to do.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('company-site:migrations'))");
    await client.query("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())");
    const { rows } = await client.query<{ version: number | null }>("SELECT max(version) AS version FROM schema_migrations");
    for (const [index, sql] of postgresMigrations.entries()) {
      if (index < (rows[0]?.version ?? 0)) continue;
      await client.query(sql);
      await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [index + 1]);
    }
  });
}
