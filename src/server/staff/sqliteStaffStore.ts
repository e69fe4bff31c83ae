/**
 * The staff store in the enquiries' SQLite file (data/enquiries.sqlite by default): the same database,
 * migrations and settings (sqliteDatabase.ts), so one file holds everything a single server keeps. Calls
 * are synchronous: each statement is its own transaction, and none can interleave with another.
 */
import type { SQLInputValue } from "node:sqlite";
import { inTransaction, openSqliteDatabase } from "../enquiries/sqliteDatabase.ts";
import { auditColumns, domainColumns, lower, plain, roleSql, sessionColumns, sessionId, staffColumns } from "./staffRows.ts";
import type { ActiveSession, AuditEntry, Role, StaffDomain, StaffMember, StaffSession, StaffStore } from "./staffStore.ts";

export function openSqliteStaffStore(file: string): StaffStore {
  const db = openSqliteDatabase(file);
  const all = <T extends object>(sql: string, ...params: SQLInputValue[]) => (db.prepare(sql).all(...params) as T[]).map(plain);
  const run = (sql: string, ...params: SQLInputValue[]) => Number(db.prepare(sql).run(...params).changes);
  const alive = `idle_expires_at > ? AND absolute_expires_at > ?`;

  return {
    async addStaff(email, role, now = new Date()) {
      run(`INSERT INTO staff (email, role, added_at) VALUES (?, ?, ?) ON CONFLICT (email) DO UPDATE SET role = excluded.role`, lower(email), role, now.toISOString());
    },

    async removeStaff(email) {
      return inTransaction(db, () => {
        // Someone not on the list keeps any session a domain gave them: false means nothing changed.
        if (run(`DELETE FROM staff WHERE email = ?`, lower(email)) === 0) return false;
        run(`DELETE FROM staff_sessions WHERE email = ?`, lower(email));
        return true;
      });
    },

    async addDomain(domain, role, now = new Date()) {
      run(`INSERT INTO staff_domains (domain, role, added_at) VALUES (?, ?, ?) ON CONFLICT (domain) DO UPDATE SET role = excluded.role`, lower(domain), role, now.toISOString());
    },

    async removeDomain(domain) {
      return run(`DELETE FROM staff_domains WHERE domain = ?`, lower(domain)) > 0;
    },

    async listStaff() {
      return {
        people: all<StaffMember>(`SELECT ${staffColumns} FROM staff ORDER BY email`),
        domains: all<StaffDomain>(`SELECT ${domainColumns} FROM staff_domains ORDER BY domain`),
      };
    },

    async roleOf(email, method) {
      const [row] = all<{ role: Role | null }>(`SELECT ${roleSql("who", "instr")} AS role FROM (SELECT ? AS email, ? AS method) AS who`, lower(email), method);
      return row?.role ?? undefined;
    },

    async createSignInToken(tokenHash, email, expiresAt) {
      run(`INSERT INTO sign_in_tokens (token_hash, email, expires_at) VALUES (?, ?, ?)`, tokenHash, lower(email), expiresAt.toISOString());
    },

    async useSignInToken(tokenHash, now) {
      const at = now.toISOString();
      const [row] = all<{ email: string }>(
        `UPDATE sign_in_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING email`,
        at, tokenHash, at,
      );
      return row?.email;
    },

    async createSession(session) {
      const [created] = all<StaffSession>(
        `INSERT INTO staff_sessions (id, token_hash, email, name, method, created_at, last_seen_at, idle_expires_at, absolute_expires_at, user_agent, from_address)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${sessionColumns}`,
        sessionId(), session.tokenHash, lower(session.email), session.name, session.method, session.createdAt.toISOString(), session.createdAt.toISOString(),
        session.idleExpiresAt.toISOString(), session.absoluteExpiresAt.toISOString(), session.userAgent, session.from,
      );
      return created!;
    },

    async touchSession(tokenHash, now, idleMs) {
      const at = now.toISOString();
      // One statement: the session is alive, its person has a role, and it moves on, or nothing happens.
      const [row] = all<ActiveSession>(
        `UPDATE staff_sessions SET last_seen_at = ?, idle_expires_at = min(?, absolute_expires_at)
         WHERE token_hash = ? AND ${alive} AND ${roleSql("staff_sessions", "instr")} IS NOT NULL
         RETURNING ${sessionColumns}, ${roleSql("staff_sessions", "instr")} AS role`,
        at, new Date(now.getTime() + idleMs).toISOString(), tokenHash, at, at,
      );
      return row;
    },

    async endSession(tokenHash) {
      run(`DELETE FROM staff_sessions WHERE token_hash = ?`, tokenHash);
    },

    async listSessions(email, now = new Date()) {
      const at = now.toISOString();
      return all<StaffSession>(
        `SELECT ${sessionColumns} FROM staff_sessions WHERE ${alive} AND (? IS NULL OR email = ?) ORDER BY created_at DESC, rowid DESC`,
        at, at, email === undefined ? null : lower(email), email === undefined ? null : lower(email),
      );
    },

    async revokeSession(id) {
      return run(`DELETE FROM staff_sessions WHERE id = ?`, id) > 0;
    },

    async revokeSessionsOf(email) {
      return run(`DELETE FROM staff_sessions WHERE email = ?`, lower(email));
    },

    async log({ actor, action, detail, from }, at = new Date()) {
      run(`INSERT INTO audit_log (at, actor, action, detail, from_address) VALUES (?, ?, ?, ?, ?)`, at.toISOString(), actor, action, detail, from);
    },

    async readLog({ limit, since } = {}) {
      // LIMIT -1 is SQLite's "no limit".
      return all<AuditEntry>(`SELECT ${auditColumns} FROM audit_log WHERE at >= ? ORDER BY at DESC, id DESC LIMIT ?`, since?.toISOString() ?? "", limit ?? -1);
    },

    async sweep(now) {
      const at = now.toISOString();
      inTransaction(db, () => {
        run(`DELETE FROM staff_sessions WHERE NOT (${alive})`, at, at);
        run(`DELETE FROM sign_in_tokens WHERE used_at IS NOT NULL OR expires_at <= ?`, at);
      });
    },

    async close() {
      db.close();
    },
  };
}
