/**
 * The PostgreSQL database's versions, oldest first; the store applies those a database lacks in one
 * transaction, under an advisory lock so that servers starting together do not race. Never edit
 * an entry that has shipped.
 */
export const postgresMigrations = [
  `CREATE TABLE enquiries (
     id BIGSERIAL PRIMARY KEY,
     uid UUID NOT NULL UNIQUE,
     received_at TIMESTAMPTZ NOT NULL,
     idempotency_key TEXT UNIQUE,
     designation TEXT NOT NULL,
     name TEXT NOT NULL,
     orgname TEXT NOT NULL,
     address TEXT NOT NULL,
     phone TEXT NOT NULL,
     message TEXT NOT NULL
   );
   CREATE INDEX enquiries_received_at ON enquiries (received_at);
   CREATE INDEX enquiries_address ON enquiries (lower(address));
   CREATE TABLE deliveries (
     id BIGSERIAL PRIMARY KEY,
     enquiry_id BIGINT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
     channel TEXT NOT NULL,
     status TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     queued_at TIMESTAMPTZ NOT NULL,
     next_attempt_at TIMESTAMPTZ,
     locked_until TIMESTAMPTZ,
     sent_at TIMESTAMPTZ,
     last_error TEXT
   );
   CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE status = 'pending';
   CREATE INDEX deliveries_enquiry ON deliveries (enquiry_id);
   CREATE TABLE delivery_attempts (
     id BIGSERIAL PRIMARY KEY,
     delivery_id BIGINT NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
     attempted_at TIMESTAMPTZ NOT NULL,
     error TEXT
   );
   CREATE INDEX delivery_attempts_delivery ON delivery_attempts (delivery_id);
   CREATE TABLE rate_limits (
     key TEXT PRIMARY KEY,
     count INTEGER NOT NULL,
     reset_at TIMESTAMPTZ NOT NULL
   );`,

  // The live studio's staff (src/server/staff/): who has which role, their sessions and sign-in links
  // (kept as SHA-256 hashes, never the secrets), and the audit log.
  `CREATE TABLE staff (
     email TEXT PRIMARY KEY,
     role TEXT NOT NULL CHECK (role IN ('editor', 'publisher')),
     added_at TIMESTAMPTZ NOT NULL
   );
   CREATE TABLE staff_domains (
     domain TEXT PRIMARY KEY,
     role TEXT NOT NULL CHECK (role IN ('editor', 'publisher')),
     added_at TIMESTAMPTZ NOT NULL
   );
   CREATE TABLE sign_in_tokens (
     token_hash TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     expires_at TIMESTAMPTZ NOT NULL,
     used_at TIMESTAMPTZ
   );
   CREATE TABLE staff_sessions (
     id TEXT PRIMARY KEY,
     token_hash TEXT NOT NULL UNIQUE,
     email TEXT NOT NULL,
     name TEXT NOT NULL,
     method TEXT NOT NULL CHECK (method IN ('email', 'sso')),
     created_at TIMESTAMPTZ NOT NULL,
     last_seen_at TIMESTAMPTZ NOT NULL,
     idle_expires_at TIMESTAMPTZ NOT NULL,
     absolute_expires_at TIMESTAMPTZ NOT NULL,
     user_agent TEXT NOT NULL,
     from_address TEXT NOT NULL
   );
   CREATE INDEX staff_sessions_email ON staff_sessions (email);
   CREATE TABLE audit_log (
     id BIGSERIAL PRIMARY KEY,
     at TIMESTAMPTZ NOT NULL,
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
