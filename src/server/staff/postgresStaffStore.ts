/**
 * The staff store in the enquiries' PostgreSQL database (DATABASE_URL): the same migrations
 * (postgresDatabase.ts), and sessions shared by every server, so signing out on one ends the session on
 * all. Every change is one statement or one transaction.
 */
import pg from "pg";
import { migrate, transactionOn } from "../enquiries/postgresDatabase.ts";
import { auditColumns, domainColumns, lower, roleSql, sessionColumns, sessionId, staffColumns } from "./staffRows.ts";
import type { ActiveSession, AuditEntry, Role, StaffDomain, StaffMember, StaffSession, StaffStore } from "./staffStore.ts";

const BIGINT = 20;
const TIMESTAMPTZ = 1184;
const readTimestamp = pg.types.getTypeParser(TIMESTAMPTZ) as (text: string) => Date;
// Audit ids as numbers (they stay far below 2^53), and times as the same ISO text SQLite stores.
const types = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    oid === BIGINT ? Number : oid === TIMESTAMPTZ ? (text: string) => readTimestamp(text).toISOString() : pg.types.getTypeParser(oid, format),
};

export async function openPostgresStaffStore(url: string): Promise<StaffStore> {
  // A few connections: the studio's requests are few, and the enquiry store has a pool of its own.
  const pool = new pg.Pool({ connectionString: url, types, max: 4 });
  // An idle connection the database drops must not end the server; the next query opens another.
  pool.on("error", () => undefined);
  const transaction = transactionOn(pool);
  await migrate(transaction);
  const rows = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => (await pool.query<T>(sql, params)).rows;
  const count = async (sql: string, params: unknown[]) => (await pool.query(sql, params)).rowCount ?? 0;
  const alive = (at: string) => `idle_expires_at > ${at} AND absolute_expires_at > ${at}`;

  return {
    async addStaff(email, role, now = new Date()) {
      await pool.query(`INSERT INTO staff (email, role, added_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO UPDATE SET role = excluded.role`, [lower(email), role, now]);
    },

    async removeStaff(email) {
      return transaction(async (client) => {
        // Someone not on the list keeps any session a domain gave them: false means nothing changed.
        if (!(await client.query(`DELETE FROM staff WHERE email = $1`, [lower(email)])).rowCount) return false;
        await client.query(`DELETE FROM staff_sessions WHERE email = $1`, [lower(email)]);
        return true;
      });
    },

    async addDomain(domain, role, now = new Date()) {
      await pool.query(`INSERT INTO staff_domains (domain, role, added_at) VALUES ($1, $2, $3) ON CONFLICT (domain) DO UPDATE SET role = excluded.role`, [lower(domain), role, now]);
    },

    async removeDomain(domain) {
      return (await count(`DELETE FROM staff_domains WHERE domain = $1`, [lower(domain)])) > 0;
    },

    async listStaff() {
      return {
        people: await rows<StaffMember>(`SELECT ${staffColumns} FROM staff ORDER BY email`),
        domains: await rows<StaffDomain>(`SELECT ${domainColumns} FROM staff_domains ORDER BY domain`),
      };
    },

    async roleOf(email, method) {
      const [row] = await rows<{ role: Role | null }>(`SELECT ${roleSql("who", "strpos")} AS role FROM (SELECT $1::text AS email, $2::text AS method) AS who`, [lower(email), method]);
      return row?.role ?? undefined;
    },

    async createSignInToken(tokenHash, email, expiresAt) {
      await pool.query(`INSERT INTO sign_in_tokens (token_hash, email, expires_at) VALUES ($1, $2, $3)`, [tokenHash, lower(email), expiresAt]);
    },

    async useSignInToken(tokenHash, now) {
      // Of two requests racing, the second waits for the first's row lock, then finds used_at set.
      const [row] = await rows<{ email: string }>(
        `UPDATE sign_in_tokens SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING email`,
        [now, tokenHash],
      );
      return row?.email;
    },

    async createSession(session) {
      const [created] = await rows<StaffSession>(
        `INSERT INTO staff_sessions (id, token_hash, email, name, method, created_at, last_seen_at, idle_expires_at, absolute_expires_at, user_agent, from_address)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10) RETURNING ${sessionColumns}`,
        [sessionId(), session.tokenHash, lower(session.email), session.name, session.method, session.createdAt, session.idleExpiresAt, session.absoluteExpiresAt, session.userAgent, session.from],
      );
      return created!;
    },

    async touchSession(tokenHash, now, idleMs) {
      // One statement: the session is alive, its person has a role, and it moves on, or nothing happens.
      const [row] = await rows<ActiveSession>(
        `UPDATE staff_sessions SET last_seen_at = $1, idle_expires_at = least($2, absolute_expires_at)
         WHERE token_hash = $3 AND ${alive("$1")} AND ${roleSql("staff_sessions", "strpos")} IS NOT NULL
         RETURNING ${sessionColumns}, ${roleSql("staff_sessions", "strpos")} AS role`,
        [now, new Date(now.getTime() + idleMs), tokenHash],
      );
      return row;
    },

    async endSession(tokenHash) {
      await pool.query(`DELETE FROM staff_sessions WHERE token_hash = $1`, [tokenHash]);
    },

    async listSessions(email, now = new Date()) {
      return rows<StaffSession>(
        `SELECT ${sessionColumns} FROM staff_sessions WHERE ${alive("$1")} AND ($2::text IS NULL OR email = $2) ORDER BY created_at DESC, id DESC`,
        [now, email === undefined ? null : lower(email)],
      );
    },

    async revokeSession(id) {
      return (await count(`DELETE FROM staff_sessions WHERE id = $1`, [id])) > 0;
    },

    async revokeSessionsOf(email) {
      return count(`DELETE FROM staff_sessions WHERE email = $1`, [lower(email)]);
    },

    async log({ actor, action, detail, from }, at = new Date()) {
      await pool.query(`INSERT INTO audit_log (at, actor, action, detail, from_address) VALUES ($1, $2, $3, $4, $5)`, [at, actor, action, detail, from]);
    },

    async readLog({ limit, since } = {}) {
      // LIMIT NULL is PostgreSQL's "no limit".
      return rows<AuditEntry>(`SELECT ${auditColumns} FROM audit_log WHERE at >= $1 ORDER BY at DESC, id DESC LIMIT $2`, [since ?? new Date(0), limit ?? null]);
    },

    async sweep(now) {
      await transaction(async (client) => {
        await client.query(`DELETE FROM staff_sessions WHERE NOT (${alive("$1")})`, [now]);
        await client.query(`DELETE FROM sign_in_tokens WHERE used_at IS NOT NULL OR expires_at <= $1`, [now]);
      });
    },

    async close() {
      await pool.end();
    },
  };
}
