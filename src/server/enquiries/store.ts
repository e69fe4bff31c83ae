/**
 * Durable storage for enquiries: one SQLite file on local disk, through Node's built-in `node:sqlite`.
 * Its calls are synchronous, so when `save` returns the row is committed, and the server answers 201 only
 * after that.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { enquiryFields, type Enquiry, type EnquiryField } from "../../shared/enquiry.ts";

/** One stored enquiry, as staff read it back (no phone is stored as ""). */
export interface StoredEnquiry extends Required<Enquiry> {
  id: number;
  /** When the server accepted it, as an ISO 8601 UTC timestamp. */
  receivedAt: string;
}

export interface SaveResult {
  /** False when an enquiry with the same idempotency key was already stored: nothing new was written. */
  created: boolean;
  /** True when the key was already used for an enquiry with other contents (a client bug, not a retry). */
  conflict: boolean;
}

export interface EnquiryStore {
  save(enquiry: Enquiry, idempotencyKey?: string): SaveResult;
  /** Enquiries received from `since` (inclusive) up to `until` (exclusive), oldest first. */
  list(range?: { since?: Date; until?: Date }): StoredEnquiry[];
  close(): void;
}

/** The stored fields: the form's own, so a field added to the form is written and read back. */
const fields: EnquiryField[] = enquiryFields.map(({ name }) => name);

/**
 * Each entry upgrades the database by one version (PRAGMA user_version), so a later change to the table
 * is a new entry here and existing databases are brought up to date when the server starts.
 */
const migrations = [
  `CREATE TABLE enquiries (
     id INTEGER PRIMARY KEY,
     received_at TEXT NOT NULL,
     idempotency_key TEXT UNIQUE,
     designation TEXT NOT NULL,
     name TEXT NOT NULL,
     orgname TEXT NOT NULL,
     address TEXT NOT NULL,
     phone TEXT NOT NULL,
     message TEXT NOT NULL
   );
   CREATE INDEX enquiries_received_at ON enquiries (received_at);`,
];

/**
 * Opens (and creates or upgrades) the database for the server. `readonly` is for staff reading it: the
 * file must exist, and is neither created nor upgraded nor written to.
 */
export function openEnquiryStore(file: string, { readonly = false } = {}): EnquiryStore {
  if (!readonly) mkdirSync(dirname(file), { recursive: true });
  // A read-only open fails when the file is missing instead of creating it; timeout is SQLite's busy timeout.
  const db = new DatabaseSync(file, { readOnly: readonly, timeout: 5000 });
  if (!readonly) {
    // WAL lets staff read while the server writes; synchronous=FULL syncs every commit to disk, so an
    // acknowledged enquiry survives a crash of the process and of the machine.
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
    migrate(db);
  }

  const insert = db.prepare(
    `INSERT INTO enquiries (received_at, idempotency_key, ${fields.join(", ")})
     VALUES (@receivedAt, @idempotencyKey, ${fields.map((field) => "@" + field).join(", ")})
     ON CONFLICT (idempotency_key) DO NOTHING`,
  );
  const byKey = db.prepare(`SELECT ${fields.join(", ")} FROM enquiries WHERE idempotency_key = ?`);
  const select = db.prepare(
    `SELECT id, received_at AS receivedAt, ${fields.join(", ")} FROM enquiries
     WHERE received_at >= ? AND received_at < ? ORDER BY received_at, id`,
  );

  return {
    save(enquiry, idempotencyKey) {
      const row = { ...enquiry, phone: enquiry.phone ?? "", receivedAt: new Date().toISOString(), idempotencyKey: idempotencyKey ?? null };
      if (insert.run(row).changes === 1) return { created: true, conflict: false };
      const stored = byKey.get(idempotencyKey!) as Record<EnquiryField, string> | undefined;
      return { created: false, conflict: !stored || fields.some((field) => stored[field] !== row[field]) };
    },
    list({ since, until } = {}) {
      return select.all(since?.toISOString() ?? "", until?.toISOString() ?? "9999") as unknown as StoredEnquiry[];
    },
    close() {
      db.close();
    },
  };
}

function migrate(db: DatabaseSync) {
  const { user_version: version } = db.prepare("PRAGMA user_version").get() as { user_version: number };
  for (const [index, sql] of migrations.entries()) {
    if (index < version) continue;
    // One transaction per step: a crash mid-way leaves the database at the last whole version.
    db.exec("BEGIN IMMEDIATE");
    try {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${index + 1}`);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }
}
