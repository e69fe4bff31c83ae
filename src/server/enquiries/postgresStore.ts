/**
 * The enquiry store in PostgreSQL (DATABASE_URL), for a site served by several servers: they share the
 * enquiries, the outbox (each delivery handed to one worker: FOR UPDATE SKIP LOCKED) and the rate-limit
 * counters (postgresRateLimit.ts). Every write is one transaction, committed before `save` resolves.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { attemptChanges, enquiryColumns, enquiryRow, sameFields, withDeliveries, type DeliveryRow } from "./storeRows.ts";
import { migrate, transactionOn } from "./postgresDatabase.ts";
import { postgresRateLimitStore } from "./postgresRateLimit.ts";
import type { DueDelivery, EnquiryStore, StoredEnquiry } from "./store.ts";

// BIGINT ids (type 20) as numbers: they stay far below 2^53.
const types = { getTypeParser: (oid: number, format?: "text" | "binary") => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)) };

/** A timestamp column read as the same ISO text SQLite stores. */
const iso = (value: Date | null) => value?.toISOString() ?? null;

const enquirySelect = `SELECT id, uid, received_at AS "receivedAt", ${enquiryColumns.join(", ")} FROM enquiries`;
type PgEnquiryRow = Omit<StoredEnquiry, "receivedAt"> & { receivedAt: Date };
const storedEnquiry = (row: PgEnquiryRow): StoredEnquiry => ({ ...row, receivedAt: iso(row.receivedAt)! });

export async function openPostgresStore(url: string, { readonly = false } = {}): Promise<EnquiryStore> {
  const pool = new pg.Pool({ connectionString: url, types, max: 10 });
  // An idle connection the database drops must not end the server; the next query opens another.
  pool.on("error", () => undefined);
  const transaction = transactionOn(pool);
  if (!readonly) await migrate(transaction);

  return {
    rateLimitStore: postgresRateLimitStore(pool),

    async save(enquiry, { language, idempotencyKey, channels = [] } = {}) {
      const receivedAt = new Date();
      const row = enquiryRow(enquiry, language);
      return transaction(async (client) => {
        const inserted = await client.query<{ id: number }>(
          `INSERT INTO enquiries (uid, received_at, idempotency_key, ${enquiryColumns.join(", ")})
           VALUES ($1, $2, $3, ${enquiryColumns.map((_, index) => `$${index + 4}`).join(", ")})
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
          [randomUUID(), receivedAt, idempotencyKey ?? null, ...enquiryColumns.map((column) => row[column])],
        );
        if (inserted.rows.length === 0) {
          const { rows: [stored] } = await client.query<PgEnquiryRow>(`${enquirySelect} WHERE idempotency_key = $1`, [idempotencyKey]);
          return { created: false, conflict: !stored || !sameFields(stored, row) };
        }
        for (const channel of channels) {
          await client.query(`INSERT INTO deliveries (enquiry_id, channel, status, queued_at, next_attempt_at) VALUES ($1, $2, 'pending', $3, $3)`, [inserted.rows[0]!.id, channel, receivedAt]);
        }
        return { created: true, conflict: false };
      });
    },

    async list({ since, until, failed = false } = {}) {
      const { rows } = await pool.query<PgEnquiryRow>(
        `${enquirySelect} WHERE received_at >= $1 AND received_at < $2
         ${failed ? "AND id IN (SELECT enquiry_id FROM deliveries WHERE status = 'failed')" : ""}
         ORDER BY received_at, id`,
        [since ?? new Date(0), until ?? new Date("9999-01-01")],
      );
      const { rows: deliveries } = await pool.query<Omit<DeliveryRow, "nextAttemptAt" | "sentAt"> & { nextAttemptAt: Date | null; sentAt: Date | null }>(
        `SELECT id, enquiry_id AS "enquiryId", channel, status, attempts, next_attempt_at AS "nextAttemptAt", sent_at AS "sentAt", last_error AS "lastError"
         FROM deliveries WHERE enquiry_id = ANY($1) ORDER BY id`,
        [rows.map(({ id }) => id)],
      );
      return withDeliveries(rows.map(storedEnquiry), deliveries.map((row) => ({ ...row, nextAttemptAt: iso(row.nextAttemptAt), sentAt: iso(row.sentAt) })));
    },

    async claimDue(now, limit, leaseMs) {
      return transaction(async (client) => {
        const { rows: claimed } = await client.query<{ id: number; enquiryId: number; channel: DueDelivery["channel"]; attempts: number; queuedAt: Date }>(
          `WITH due AS (
             SELECT id FROM deliveries WHERE status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
             ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
           UPDATE deliveries SET locked_until = $3 FROM due WHERE deliveries.id = due.id
           RETURNING deliveries.id, enquiry_id AS "enquiryId", channel, attempts, queued_at AS "queuedAt"`,
          [now, limit, new Date(now.getTime() + leaseMs)],
        );
        const { rows } = await client.query<PgEnquiryRow>(`${enquirySelect} WHERE id = ANY($1)`, [claimed.map((row) => row.enquiryId)]);
        const enquiries = new Map(rows.map((row) => [row.id, storedEnquiry(row)]));
        return claimed.map(({ enquiryId, queuedAt, ...delivery }) => ({ ...delivery, queuedAt: iso(queuedAt)!, enquiry: enquiries.get(enquiryId)! }));
      });
    },

    async releaseClaimsOfDeadWorkers() {
      // Nothing to do here: which claims are a dead server's only their leases can tell.
    },

    async recordAttempt(deliveryId, at, outcome) {
      const { status, error, nextAttemptAt, sentAt } = attemptChanges(outcome, at);
      await transaction(async (client) => {
        await client.query(`INSERT INTO delivery_attempts (delivery_id, attempted_at, error) VALUES ($1, $2, $3)`, [deliveryId, at, error]);
        await client.query(
          `UPDATE deliveries SET attempts = attempts + 1, locked_until = NULL, status = $1, next_attempt_at = $2, sent_at = $3,
             last_error = coalesce($4, last_error) WHERE id = $5`,
          [status, nextAttemptAt, sentAt, error, deliveryId],
        );
      });
    },

    async retry(enquiryId, now) {
      const result = await pool.query(`UPDATE deliveries SET status = 'pending', attempts = 0, queued_at = $1, next_attempt_at = $1 WHERE enquiry_id = $2 AND status = 'failed'`, [now, enquiryId]);
      return result.rowCount ?? 0;
    },

    async erase(address) {
      return (await pool.query(`DELETE FROM enquiries WHERE lower(address) = lower($1)`, [address])).rowCount ?? 0;
    },

    async deleteReceivedBefore(cutoff) {
      // The same daily sweep drops rate-limit counters whose window has ended.
      await pool.query(`DELETE FROM rate_limits WHERE reset_at < now()`);
      return (await pool.query(`DELETE FROM enquiries WHERE received_at < $1`, [cutoff])).rowCount ?? 0;
    },

    async close() {
      await pool.end();
    },
  };
}
