/** What both staff stores share: the columns they read, the role a session has now, and public ids. */
import { randomBytes } from "node:crypto";

/** A session's columns under the interface's names (double quotes keep the case in PostgreSQL). */
export const sessionColumns = `id, email, name, method, created_at AS "createdAt", last_seen_at AS "lastSeenAt",
  idle_expires_at AS "idleExpiresAt", absolute_expires_at AS "absoluteExpiresAt", user_agent AS "userAgent", from_address AS "from"`;
export const staffColumns = `email, role, added_at AS "addedAt"`;
export const domainColumns = `domain, role, added_at AS "addedAt"`;
export const auditColumns = `id, at, actor, action, detail, from_address AS "from"`;

/**
 * The role of the person in `row` (a table or subquery with `email` and `method`) as SQL: their own
 * entry, else for single sign-on their domain's, else NULL. The domain is what follows the first "@",
 * compared with the "@" included, so an address with no "@" or a second one matches no domain.
 * `position` is the dialect's function: instr in SQLite, strpos in PostgreSQL.
 */
export const roleSql = (row: string, position: "instr" | "strpos") =>
  `coalesce((SELECT role FROM staff WHERE staff.email = ${row}.email),
     CASE WHEN ${row}.method = 'sso' THEN
       (SELECT role FROM staff_domains WHERE '@' || staff_domains.domain = substr(${row}.email, ${position}(${row}.email, '@'))) END)`;

/** Addresses and domains are kept lowercase, and every lookup lowercases what it is given. */
export const lower = (text: string) => text.toLowerCase();

// Crockford's base32 in lowercase without i, l, o and u: read aloud or typed, no two look alike.
const alphabet = "0123456789abcdefghjkmnpqrstvwxyz";

/** A session's public id: 10 random characters (50 bits), unrelated to its secret. */
export function sessionId(): string {
  return Array.from(randomBytes(10), (byte) => alphabet[byte & 31]).join("");
}

/** node:sqlite's rows have no prototype: each is copied into a plain object, as PostgreSQL's are. */
export const plain = <T extends object>(row: T): T => ({ ...row });
