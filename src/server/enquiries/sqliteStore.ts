/**
 * The enquiry store in one SQLite file on the server's disk, through Node's built-in `node:sqlite`: the
 * default, for a site served by one server. Calls are synchronous, so when `save` resolves the rows are
 * committed (WAL, synchronous=FULL), and the server answers 201 only after that.
 */
import { randomUUID } from "node:crypto";
import type { SQLInputValue } from "node:sqlite";
import { attemptChanges, enquiryColumns, enquiryRow, sameFields, withDeliveries, type DeliveryRow } from "./storeRows.ts";
import { inTransaction, openSqliteDatabase } from "./sqliteDatabase.ts";
import type { EnquiryStore, DueDelivery, StoredEnquiry } from "./store.ts";

/**
 * Opens (and creates or upgrades) the database for the server. `readonly` is for staff reading it: the
 * file must exist, and is neither created nor upgraded nor written to.
 */
export function openSqliteStore(file: string, { readonly = false } = {}): EnquiryStore {
  const db = openSqliteDatabase(file, { readonly });

  const transaction = <T>(work: () => T) => inTransaction(db, work);
  const all = <T>(sql: string, ...params: SQLInputValue[]) => db.prepare(sql).all(...params) as unknown as T[];
  const enquirySelect = `SELECT id, uid, received_at AS receivedAt, ${enquiryColumns.join(", ")} FROM enquiries`;
  const deliveriesOf = (ids: number[]) =>
    all<DeliveryRow>(
      `SELECT id, enquiry_id AS enquiryId, channel, status, attempts, next_attempt_at AS nextAttemptAt, sent_at AS sentAt, last_error AS lastError
       FROM deliveries WHERE enquiry_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
      JSON.stringify(ids),
    );

  return {
    async save(enquiry, { language, idempotencyKey, channels = [] } = {}) {
      const receivedAt = new Date().toISOString();
      const row = enquiryRow(enquiry, language);
      return transaction(() => {
        const inserted = all<{ id: number }>(
          `INSERT INTO enquiries (uid, received_at, idempotency_key, ${enquiryColumns.join(", ")})
           VALUES (?, ?, ?, ${enquiryColumns.map(() => "?").join(", ")})
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
          randomUUID(), receivedAt, idempotencyKey ?? null, ...enquiryColumns.map((column) => row[column]),
        );
        if (inserted.length === 0) {
          const [stored] = all<StoredEnquiry>(`${enquirySelect} WHERE idempotency_key = ?`, idempotencyKey!);
          return { created: false, conflict: !stored || !sameFields(stored, row) };
        }
        const queue = db.prepare(`INSERT INTO deliveries (enquiry_id, channel, status, queued_at, next_attempt_at) VALUES (?, ?, 'pending', ?, ?)`);
        for (const channel of channels) queue.run(inserted[0]!.id, channel, receivedAt, receivedAt);
        return { created: true, conflict: false };
      });
    },

    async list({ since, until, failed = false } = {}) {
      const enquiries = all<StoredEnquiry>(
        `${enquirySelect} WHERE received_at >= ? AND received_at < ?
         ${failed ? "AND id IN (SELECT enquiry_id FROM deliveries WHERE status = 'failed')" : ""}
         ORDER BY received_at, id`,
        since?.toISOString() ?? "", until?.toISOString() ?? "9999",
      );
      return withDeliveries(enquiries, deliveriesOf(enquiries.map(({ id }) => id)));
    },

    async claimDue(now, limit, leaseMs) {
      const at = now.toISOString();
      return transaction(() => {
        const claimed = all<{ id: number; enquiryId: number; channel: DueDelivery["channel"]; attempts: number; queuedAt: string }>(
          `UPDATE deliveries SET locked_until = ?
           WHERE id IN (SELECT id FROM deliveries WHERE status = 'pending' AND next_attempt_at <= ?
                        AND (locked_until IS NULL OR locked_until <= ?) ORDER BY next_attempt_at, id LIMIT ?)
           RETURNING id, enquiry_id AS enquiryId, channel, attempts, queued_at AS queuedAt`,
          new Date(now.getTime() + leaseMs).toISOString(), at, at, limit,
        );
        const enquiries = new Map(
          all<StoredEnquiry>(`${enquirySelect} WHERE id IN (SELECT value FROM json_each(?))`, JSON.stringify(claimed.map((row) => row.enquiryId))).map((row) => [row.id, row]),
        );
        return claimed.map(({ enquiryId, ...delivery }) => ({ ...delivery, enquiry: { ...enquiries.get(enquiryId)! } }));
      });
    },

    async releaseClaimsOfDeadWorkers() {
      db.prepare(`UPDATE deliveries SET locked_until = NULL WHERE locked_until IS NOT NULL`).run();
    },

    async recordAttempt(deliveryId, at, outcome) {
      const { status, error, nextAttemptAt, sentAt } = attemptChanges(outcome, at);
      transaction(() => {
        db.prepare(`INSERT INTO delivery_attempts (delivery_id, attempted_at, error) VALUES (?, ?, ?)`).run(deliveryId, at.toISOString(), error);
        db.prepare(
          `UPDATE deliveries SET attempts = attempts + 1, locked_until = NULL, status = ?, next_attempt_at = ?, sent_at = ?,
             last_error = coalesce(?, last_error) WHERE id = ?`,
        ).run(status, nextAttemptAt?.toISOString() ?? null, sentAt?.toISOString() ?? null, error, deliveryId);
      });
    },

    async retry(enquiryId, now) {
      const at = now.toISOString();
      return Number(
        db.prepare(`UPDATE deliveries SET status = 'pending', attempts = 0, queued_at = ?, next_attempt_at = ? WHERE enquiry_id = ? AND status = 'failed'`).run(at, at, enquiryId).changes,
      );
    },

    async erase(address) {
      return Number(db.prepare(`DELETE FROM enquiries WHERE lower(address) = lower(?)`).run(address).changes);
    },

    async deleteReceivedBefore(cutoff) {
      return Number(db.prepare(`DELETE FROM enquiries WHERE received_at < ?`).run(cutoff.toISOString()).changes);
    },

    async close() {
      db.close();
    },
  };
}
