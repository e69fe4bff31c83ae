/**
 * The SQLite database's versions, oldest first. Each entry upgrades it by one version (PRAGMA
 * user_version), so a later change is a new entry here and an existing database is brought up to date
 * when the server starts. Never edit an entry that has shipped.
 */
export const sqliteMigrations = [
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

  // Delivery: an outbox row per channel, each attempt recorded. Enquiries stored before this version
  // get an id of their own and no deliveries: they were read with npm run enquiries, not sent.
  `ALTER TABLE enquiries ADD COLUMN uid TEXT;
   UPDATE enquiries SET uid = lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
     || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)));
   CREATE UNIQUE INDEX enquiries_uid ON enquiries (uid);
   CREATE INDEX enquiries_address ON enquiries (lower(address));
   CREATE TABLE deliveries (
     id INTEGER PRIMARY KEY,
     enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
     channel TEXT NOT NULL,
     status TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     queued_at TEXT NOT NULL,
     next_attempt_at TEXT,
     locked_until TEXT,
     sent_at TEXT,
     last_error TEXT
   );
   CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
   CREATE INDEX deliveries_enquiry ON deliveries (enquiry_id);
   CREATE TABLE delivery_attempts (
     id INTEGER PRIMARY KEY,
     delivery_id INTEGER NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
     attempted_at TEXT NOT NULL,
     error TEXT
   );
   CREATE INDEX delivery_attempts_delivery ON delivery_attempts (delivery_id);`,

  // The live studio's staff (src/server/staff/): who has which role, their sessions and sign-in links
  // (kept as SHA-256 hashes, never the secrets), and the audit log. Times are ISO 8601 UTC text.
  `CREATE TABLE staff (
     email TEXT PRIMARY KEY,
     role TEXT NOT NULL CHECK (role IN ('editor', 'publisher')),
     added_at TEXT NOT NULL
   );
   CREATE TABLE staff_domains (
     domain TEXT PRIMARY KEY,
     role TEXT NOT NULL CHECK (role IN ('editor', 'publisher')),
     added_at TEXT NOT NULL
   );
   CREATE TABLE sign_in_tokens (
     token_hash TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     used_at TEXT
   );
   CREATE TABLE staff_sessions (
     id TEXT PRIMARY KEY,
     token_hash TEXT NOT NULL UNIQUE,
     email TEXT NOT NULL,
     name TEXT NOT NULL,
     method TEXT NOT NULL CHECK (method IN ('email', 'sso')),
     created_at TEXT NOT NULL,
     last_seen_at TEXT NOT NULL,
     idle_expires_at TEXT NOT NULL,
     absolute_expires_at TEXT NOT NULL,
     user_agent TEXT NOT NULL,
     from_address TEXT NOT NULL
   );
   CREATE INDEX staff_sessions_email ON staff_sessions (email);
   CREATE TABLE audit_log (
     id INTEGER PRIMARY KEY,
     at TEXT NOT NULL,
     actor TEXT,
     action TEXT NOT NULL,
     detail TEXT NOT NULL,
     from_address TEXT NOT NULL
   );
   CREATE INDEX audit_log_at ON audit_log (at);`,

  // The language the visitor wrote in ('en' or 'ar', src/shared/language.ts), which staff are told.
  // Enquiries stored before this version are English: the server knew no other language then.
  `ALTER TABLE enquiries ADD COLUMN language TEXT NOT NULL DEFAULT 'en';`,
];
