/**
 * Who may use the live studio, their sessions, their one-time sign-in links and the audit log: one
 * interface, kept in the same database as the enquiries (SQLite by default, PostgreSQL with
 * DATABASE_URL) so that sessions survive a restart and are shared by several servers. Nobody signs up:
 * staff are added with `npm run staff -- add name@company.example --role publisher`.
 *
 * Secrets never reach the store: a session's cookie value and a sign-in link's token are kept only as
 * their SHA-256 (`tokenHash`), so a copy of the database signs nobody in.
 */

/** editor: changes drafts. publisher: also publishes, restores, and manages people's sessions. */
export type Role = "editor" | "publisher";
export const roles: readonly Role[] = ["editor", "publisher"];

/** How a person proved who they are. */
export type SignInMethod = "email" | "sso";

export interface StaffMember {
  /** Lowercase. */
  email: string;
  role: Role;
  /** ISO 8601 UTC. */
  addedAt: string;
}

/** Everyone whose verified single sign-on address ends in "@domain" has this role (never for e-mailed links). */
export interface StaffDomain {
  /** Lowercase, without "@": "company.example". */
  domain: string;
  role: Role;
  addedAt: string;
}

export interface NewSession {
  /** SHA-256 (hex) of the cookie's random value. */
  tokenHash: string;
  email: string;
  /** The name to show and to author commits with: the provider's, or the address's local part. */
  name: string;
  method: SignInMethod;
  createdAt: Date;
  /** Ends at once when no request came for 8 hours… */
  idleExpiresAt: Date;
  /** …and in any case 7 days after sign-in. */
  absoluteExpiresAt: Date;
  /** The browser, as its User-Agent names it, so a person can tell their sessions apart. */
  userAgent: string;
  /** Where the sign-in came from (the client's IP address). */
  from: string;
}

export interface StaffSession {
  /** A short public id (not the secret) by which `npm run staff -- revoke` and the studio name a session. */
  id: string;
  email: string;
  name: string;
  method: SignInMethod;
  createdAt: string;
  lastSeenAt: string;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
  userAgent: string;
  from: string;
}

/** A live session with the role its person has now (a role changed or removed takes effect at once). */
export interface ActiveSession extends StaffSession {
  role: Role;
}

export type AuditAction = "sign-in" | "sign-in-refused" | "sign-out" | "save" | "create" | "delete" | "upload" | "role" | "revoke" | "publish";

export interface AuditEntry {
  id: number;
  at: string;
  /** Who did it (an e-mail address), or null for the command line. */
  actor: string | null;
  action: AuditAction;
  /** What, in words: "pages/index.json: Home: hero heading", "jo@company.example is now publisher". */
  detail: string;
  /** The client's IP address, or "command line". */
  from: string;
}

export interface StaffStore {
  /** Adds a person, or changes their role. */
  addStaff(email: string, role: Role, now?: Date): Promise<void>;
  /** Removes a person and ends their sessions; false when they were not on the list (and nothing changed). */
  removeStaff(email: string): Promise<boolean>;
  addDomain(domain: string, role: Role, now?: Date): Promise<void>;
  removeDomain(domain: string): Promise<boolean>;
  listStaff(): Promise<{ people: StaffMember[]; domains: StaffDomain[] }>;
  /**
   * The role `email` has: their own entry first; for single sign-on only, else their domain's. An
   * e-mailed link never signs anyone in through a domain (anyone at the company could ask for one).
   */
  roleOf(email: string, method: SignInMethod): Promise<Role | undefined>;

  /** Stores a sign-in link's token (its hash) for `email`, usable once until `expiresAt`. */
  createSignInToken(tokenHash: string, email: string, expiresAt: Date): Promise<void>;
  /**
   * Uses the token: atomically marks it used and answers its address, or undefined when it is
   * unknown, used already or expired (two requests racing with one token: only one gets the address).
   */
  useSignInToken(tokenHash: string, now: Date): Promise<string | undefined>;

  createSession(session: NewSession): Promise<StaffSession>;
  /**
   * The session whose cookie hashes to `tokenHash`, if it is still alive and its person still has a
   * role; its idle expiry moves on to `now + idleMs` (never past the absolute one).
   */
  touchSession(tokenHash: string, now: Date, idleMs: number): Promise<ActiveSession | undefined>;
  /** Sign out: ends the session with this cookie. */
  endSession(tokenHash: string): Promise<void>;
  /** Live sessions, newest first; only one person's when `email` is given. */
  listSessions(email?: string, now?: Date): Promise<StaffSession[]>;
  /** Ends one session by its public id; false when there was none. */
  revokeSession(id: string): Promise<boolean>;
  /** Ends every session of a person; how many. */
  revokeSessionsOf(email: string): Promise<number>;

  log(entry: Omit<AuditEntry, "id" | "at">, at?: Date): Promise<void>;
  /** Newest first. */
  readLog(options?: { limit?: number; since?: Date }): Promise<AuditEntry[]>;

  /** Deletes expired sessions and used or expired sign-in tokens. */
  sweep(now: Date): Promise<void>;
  close(): Promise<void>;
}
