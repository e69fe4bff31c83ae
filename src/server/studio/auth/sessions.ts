/**
 * The studio's sessions, as the browser and the store see them: a `__Host-` cookie (sent only over
 * HTTPS, only to this host, never to scripts, and with top-level navigations from other sites but not
 * their requests), whose value the store knows only as a hash (secrets.ts). A session ends after 8 hours
 * without a request, and 7 days after sign-in whatever happens.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ActiveSession, SignInMethod, StaffStore } from "../../staff/staffStore.ts";
import { hashSecret, newSecret } from "./secrets.ts";

export const SESSION_COOKIE = "__Host-studio-session";
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;

export interface SignedInPerson {
  email: string;
  name: string;
  method: SignInMethod;
}

/** `Secure` always: browsers keep a Secure cookie over plain HTTP on localhost, which is where the studio runs without TLS. */
const cookieOptions = { path: "/", httpOnly: true, secure: true, sameSite: "lax" } as const;

/** The client's address and browser, as a session and the audit log record them. */
export const clientOf = (request: FastifyRequest) => ({ from: request.ip, userAgent: String(request.headers["user-agent"] ?? "").slice(0, 200) });

export async function startSession(store: StaffStore, request: FastifyRequest, reply: FastifyReply, person: SignedInPerson, now = new Date()) {
  const secret = newSecret();
  const absoluteExpiresAt = new Date(now.getTime() + SESSION_MAX_MS);
  await store.createSession({
    tokenHash: hashSecret(secret),
    ...person,
    createdAt: now,
    idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    absoluteExpiresAt,
    ...clientOf(request),
  });
  // The cookie may outlive the idle limit in the browser; the store decides whether it still counts.
  reply.setCookie(SESSION_COOKIE, secret, { ...cookieOptions, expires: absoluteExpiresAt });
}

/** The live session the request's cookie names, its idle time restarted; undefined when there is none. */
export async function currentSession(store: StaffStore, request: FastifyRequest, now = new Date()): Promise<ActiveSession | undefined> {
  const secret = request.cookies[SESSION_COOKIE];
  if (!secret) return undefined;
  return store.touchSession(hashSecret(secret), now, SESSION_IDLE_MS);
}

export async function endSession(store: StaffStore, request: FastifyRequest, reply: FastifyReply) {
  const secret = request.cookies[SESSION_COOKIE];
  if (secret) await store.endSession(hashSecret(secret));
  reply.clearCookie(SESSION_COOKIE, cookieOptions);
}
