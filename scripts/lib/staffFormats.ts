/**
 * How `npm run staff` prints people, sessions and the audit log: text tables for a terminal, or JSON
 * for tools. Pure functions of what the store answered, so they are tested without a database.
 */
import type { AuditEntry, SignInMethod, StaffDomain, StaffMember, StaffSession } from "../../src/server/staff/staffStore.ts";
import { utcMinute } from "../../src/server/enquiries/staffWording.ts";
import { printable } from "./printable.ts";

export const toJson = (value: unknown) => JSON.stringify(value, null, 2) + "\n";

export const methodNames: Record<SignInMethod, string> = { email: "e-mailed link", sso: "single sign-on" };

/** How a domain's entry reads everywhere: the addresses it covers. */
export const domainName = (domain: string) => `…@${domain}`;

export function staffTable({ people, domains }: { people: StaffMember[]; domains: StaffDomain[] }): string {
  if (people.length + domains.length === 0) return "Nobody is on the staff list yet: npm run staff -- add name@company.example --role publisher\n";
  return table(
    ["WHO", "ROLE", "ADDED", ""],
    [
      ...people.map(({ email, role, addedAt }) => [email, role, addedAt.slice(0, 10), ""]),
      ...domains.map(({ domain, role, addedAt }) => [domainName(domain), role, addedAt.slice(0, 10), "single sign-on only"]),
    ],
  );
}

export function sessionsTable(sessions: StaffSession[], email?: string): string {
  if (sessions.length === 0) return email ? `${email} has no live session.\n` : "No one has a live session.\n";
  return table(
    ["ID", "WHO", "METHOD", "SIGNED IN", "LAST SEEN", "EXPIRES", "FROM", "BROWSER"],
    sessions.map((session) => [
      session.id,
      session.email,
      methodNames[session.method],
      utcMinute(session.createdAt),
      utcMinute(session.lastSeenAt),
      // The idle expiry never passes the absolute one, so it is when the session ends unless used.
      utcMinute(session.idleExpiresAt),
      session.from,
      shorten(session.userAgent, 60),
    ]),
  );
}

export function logTable(entries: AuditEntry[], since?: Date): string {
  if (entries.length === 0) return since ? `Nothing in the audit log since ${since.toISOString()}.\n` : "The audit log is empty.\n";
  return table(
    ["AT", "WHO", "ACTION", "FROM", "WHAT"],
    entries.map(({ at, actor, action, from, detail }) => [`${at.slice(0, 10)} ${at.slice(11, 19)} UTC`, actor ?? "—", action, from, detail]),
  );
}

/** Columns padded to their widest cell; the last is left as it is, however long. */
function table(header: string[], rows: string[][]): string {
  const cells = [header, ...rows.map((row) => row.map((cell) => printable(cell)))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return cells.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join("  ").trimEnd()).join("\n") + "\n";
}

const shorten = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
