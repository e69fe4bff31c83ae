/**
 * The one SQLite file that holds the enquiries and the staff (people, sessions, sign-in links, the audit
 * log): each store opens it through here, so whichever opens it first brings it to the latest version of
 * sqliteMigrations.ts, and both run with the same settings.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sqliteMigrations } from "./sqliteMigrations.ts";

/**
 * Opens (and creates or upgrades) the file. `readonly` is for staff reading it: the file must exist, and
 * is neither created nor upgraded nor written to.
 */
export function openSqliteDatabase(file: string, { readonly = false } = {}): DatabaseSync {
  if (!readonly) mkdirSync(dirname(file), { recursive: true });
  // A read-only open fails when the file is missing instead of creating it; timeout is SQLite's busy
  // timeout, for a second process (staff's npm run enquiries, another server) writing at that moment.
  const db = new DatabaseSync(file, { readOnly: readonly, timeout: 5000 });
  if (!readonly) {
    // WAL lets staff read while the server writes; synchronous=FULL syncs every commit to disk, so an
    // acknowledged enquiry survives a crash of the process and of the machine.
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
    migrate(db);
  }
  return db;
}

/** Runs `work` in one write transaction: all of it is committed, or none. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

function migrate(db: DatabaseSync) {
  const version = () => (db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;
  for (const [index, sql] of sqliteMigrations.entries()) {
    if (index < version()) continue;
    // One transaction per step: a crash mid-way leaves the database at the last whole version. The
    // version is read again inside it, as another process (the server, npm run staff) may have just
    // applied the step while this one waited for the lock.
    inTransaction(db, () => {
      if (index < version()) return;
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${index + 1}`);
    });
  }
}
