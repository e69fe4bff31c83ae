/**
 * The production server's settings, read from the environment in one place (docs/enquiries.md lists
 * them for staff):
 *   PORT (4173), HOST (0.0.0.0), TRUST_PROXY ("true", or the proxies' addresses or CIDR ranges,
 *   comma-separated; off by default),
 *   ENQUIRIES_DB (data/enquiries.sqlite), or DATABASE_URL (postgres://…) for a database shared by
 *   several servers, ENQUIRIES_RATE_LIMIT (enquiries per address per window, 10),
 *   ENQUIRIES_RATE_WINDOW ("15 minutes"), ENQUIRIES_RETENTION_DAYS (730),
 *   SMTP_URL, ENQUIRIES_NOTIFY_TO, ENQUIRIES_NOTIFY_FROM (e-mail to staff),
 *   ENQUIRIES_WEBHOOK_URL, ENQUIRIES_WEBHOOK_SECRET (a signed JSON POST),
 *   ENQUIRIES_RETRY_FIRST ("30 seconds"), ENQUIRIES_RETRY_MAX ("6 hours"), ENQUIRIES_RETRY_FOR ("3 days").
 * The live studio (docs/deploy.md lists them): STUDIO_REPO turns it on, STUDIO_PUBLIC_URL, STUDIO_WORKTREE
 *   (data/studio-drafts), STUDIO_SITE_BUILDS (data/site-builds), STUDIO_PUSH_REMOTE, STUDIO_PUSH_RETRY_SECONDS (30), STUDIO_MAIL_FROM (ENQUIRIES_NOTIFY_FROM), STUDIO_OIDC_ISSUER,
 *   STUDIO_OIDC_CLIENT_ID, STUDIO_OIDC_CLIENT_SECRET.
 * A setting that cannot work stops the server at start with a sentence saying why (ConfigError).
 */
import { isAbsolute, join } from "node:path";
import { parse as parseDuration } from "@lukeed/ms";
import { EMAIL_PATTERN } from "../shared/enquiry.ts";

export interface RateLimit {
  /** Enquiries one address may send per window. */
  max: number;
  /** The window, in milliseconds or as text such as "15 minutes". */
  timeWindow: number | string;
}

/** Generous for people (a retry or two, a second enquiry), tight for a script filling the database. */
export const defaultRateLimit: RateLimit = { max: 10, timeWindow: "15 minutes" };

export interface EmailSettings {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465 (TLS from the start). */
  smtpUrl: string;
  to: string[];
  from: string;
}

export interface WebhookSettings {
  url: string;
  secret: string;
}

export interface RetrySettings {
  /** The wait before the second attempt; each later wait is four times the one before… */
  firstDelayMs: number;
  /** …up to this… */
  maxDelayMs: number;
  /** …until this long after the enquiry arrived, when the delivery gives up. */
  giveUpAfterMs: number;
}

export interface DeliverySettings {
  email?: EmailSettings;
  webhook?: WebhookSettings;
  retry: RetrySettings;
}

/** Single sign-on through the company's identity provider (Entra ID, Google). */
export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface StudioSettings {
  /** The site's git repository on the server (STUDIO_REPO): saves are commits on its drafts branch. */
  repo: string;
  /** The drafts branch's own checkout, which only the studio writes (STUDIO_WORKTREE). */
  worktree: string;
  /** Where each publish builds the site beside the one served, which it then replaces (STUDIO_SITE_BUILDS). */
  siteBuilds: string;
  /** The git remote each publish is pushed to (STUDIO_PUSH_REMOTE, "origin"), and how often a push that failed is tried again (STUDIO_PUSH_RETRY_SECONDS, 30). */
  push?: { remote: string; retryMs: number };
  /**
   * The address people reach the site at (STUDIO_PUBLIC_URL, "https://www.company.example"): sign-in
   * links and the single sign-on return address are built from it, never from a request's Host, which
   * anyone can set. The only Origin a change is accepted from.
   */
  publicUrl: string;
  /** E-mailed sign-in links: the enquiries' SMTP server, from this address. */
  email?: { smtpUrl: string; from: string };
  oidc?: OidcClientSettings;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** The SQLite file, used when there is no databaseUrl. */
  enquiriesDb: string;
  /** postgres://… : enquiries, deliveries and rate-limit counters in PostgreSQL, shared by every server. */
  databaseUrl?: string;
  rateLimit: RateLimit;
  trustProxy: boolean | string;
  delivery: DeliverySettings;
  /** Enquiries older than this many days are deleted, with their deliveries, once a day. */
  retentionDays: number;
  /** The live studio at /studio; without STUDIO_REPO there is none. */
  studio?: StudioSettings;
}

/** A setting that cannot work; its message names the variable and what to do. */
export class ConfigError extends Error {}

export function serverConfig(root: string, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const enquiriesDb = env.ENQUIRIES_DB ?? join("data", "enquiries.sqlite");
  return {
    port: Number(env.PORT ?? 4173),
    host: env.HOST ?? "0.0.0.0",
    enquiriesDb: isAbsolute(enquiriesDb) ? enquiriesDb : join(root, enquiriesDb),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    rateLimit: {
      max: Number(env.ENQUIRIES_RATE_LIMIT ?? defaultRateLimit.max),
      timeWindow: env.ENQUIRIES_RATE_WINDOW ?? defaultRateLimit.timeWindow,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    delivery: {
      email: emailSettings(env),
      webhook: webhookSettings(env),
      retry: {
        firstDelayMs: duration(env, "ENQUIRIES_RETRY_FIRST", "30 seconds"),
        maxDelayMs: duration(env, "ENQUIRIES_RETRY_MAX", "6 hours"),
        giveUpAfterMs: duration(env, "ENQUIRIES_RETRY_FOR", "3 days"),
      },
    },
    retentionDays: positiveWhole(env, "ENQUIRIES_RETENTION_DAYS", 730),
    studio: studioSettings(root, env),
  };
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether an address is this machine's own (where plain HTTP is allowed, for development and tests). */
const isLoopback = (url: URL) => loopbackHosts.has(url.hostname);

/** The studio's rule for an address it signs people in through: HTTPS, or plain HTTP on this machine only. */
export const isHttpsOrLoopback = (url: URL) => url.protocol === "https:" || (url.protocol === "http:" && isLoopback(url));

function studioSettings(root: string, env: NodeJS.ProcessEnv): StudioSettings | undefined {
  const repo = env.STUDIO_REPO?.trim();
  if (!repo) return undefined;
  const publicUrl = env.STUDIO_PUBLIC_URL?.trim().replace(/\/+$/, "");
  if (!publicUrl) throw new ConfigError("STUDIO_REPO is set but STUDIO_PUBLIC_URL is not: name the address people reach the site at (https://www.company.example); sign-in links are built from it.");
  if (!URL.canParse(publicUrl) || new URL(publicUrl).pathname !== "/") throw new ConfigError(`STUDIO_PUBLIC_URL must be the site's address alone, like https://www.company.example, not "${publicUrl}".`);
  const url = new URL(publicUrl);
  if (!isHttpsOrLoopback(url)) {
    throw new ConfigError("STUDIO_PUBLIC_URL must start with https:// (plain http:// only on this machine, http://localhost:…): the studio's session cookie is sent over HTTPS only.");
  }
  const smtpUrl = env.SMTP_URL?.trim();
  const from = env.STUDIO_MAIL_FROM?.trim() || env.ENQUIRIES_NOTIFY_FROM?.trim();
  if (env.STUDIO_MAIL_FROM) requireAddress("STUDIO_MAIL_FROM", from!);
  const oidc = oidcSettings(env);
  if (!smtpUrl && !oidc) {
    throw new ConfigError(
      "STUDIO_REPO is set but no way to sign in is: set SMTP_URL (staff get an e-mailed link) or STUDIO_OIDC_ISSUER, STUDIO_OIDC_CLIENT_ID and STUDIO_OIDC_CLIENT_SECRET (single sign-on), or both (docs/deploy.md).",
    );
  }
  const worktree = env.STUDIO_WORKTREE?.trim() || join("data", "studio-drafts");
  const siteBuilds = env.STUDIO_SITE_BUILDS?.trim() || join("data", "site-builds");
  const remote = env.STUDIO_PUSH_REMOTE?.trim();
  const retrySeconds = Number(env.STUDIO_PUSH_RETRY_SECONDS?.trim() || 30);
  if (!(retrySeconds >= 1)) throw new ConfigError(`STUDIO_PUSH_RETRY_SECONDS must be a number of seconds, 1 or more, not "${env.STUDIO_PUSH_RETRY_SECONDS}".`);
  return {
    repo: isAbsolute(repo) ? repo : join(root, repo),
    worktree: isAbsolute(worktree) ? worktree : join(root, worktree),
    siteBuilds: isAbsolute(siteBuilds) ? siteBuilds : join(root, siteBuilds),
    push: remote ? { remote, retryMs: retrySeconds * 1000 } : undefined,
    publicUrl: url.origin,
    email: smtpUrl && from ? { smtpUrl, from } : undefined,
    oidc,
  };
}

function oidcSettings(env: NodeJS.ProcessEnv): OidcClientSettings | undefined {
  const issuer = env.STUDIO_OIDC_ISSUER?.trim();
  if (!issuer) return undefined;
  const url = URL.canParse(issuer) ? new URL(issuer) : undefined;
  if (!url || !isHttpsOrLoopback(url)) {
    throw new ConfigError(`STUDIO_OIDC_ISSUER must be the identity provider's https:// address, like https://accounts.google.com, not "${issuer}".`);
  }
  const clientId = env.STUDIO_OIDC_CLIENT_ID?.trim();
  const clientSecret = env.STUDIO_OIDC_CLIENT_SECRET?.trim();
  if (!clientId) throw new ConfigError("STUDIO_OIDC_ISSUER is set but STUDIO_OIDC_CLIENT_ID is not: copy the application (client) id from the app registered with the identity provider.");
  if (!clientSecret) throw new ConfigError("STUDIO_OIDC_ISSUER is set but STUDIO_OIDC_CLIENT_SECRET is not: create a client secret for the app registered with the identity provider.");
  return { issuer, clientId, clientSecret };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === "false") return false;
  return value === "true" ? true : value;
}

function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) throw new ConfigError("DATABASE_URL must start with postgres:// (leave it unset to store enquiries in SQLite).");
  return value;
}

function emailSettings(env: NodeJS.ProcessEnv): EmailSettings | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  if (!/^smtps?:\/\/[^/]/.test(smtpUrl)) throw new ConfigError("SMTP_URL must look like smtp://user:password@mail.example.com:587 or smtps://…:465.");
  const to = (env.ENQUIRIES_NOTIFY_TO ?? "").split(",").map((address) => address.trim()).filter(Boolean);
  if (to.length === 0) throw new ConfigError("SMTP_URL is set but ENQUIRIES_NOTIFY_TO is not: name who receives the enquiries (addresses, comma-separated).");
  const from = env.ENQUIRIES_NOTIFY_FROM?.trim();
  if (!from) throw new ConfigError("SMTP_URL is set but ENQUIRIES_NOTIFY_FROM is not: name the address the e-mails come from (one the mail server lets you send as).");
  for (const address of to) requireAddress("ENQUIRIES_NOTIFY_TO", address);
  requireAddress("ENQUIRIES_NOTIFY_FROM", from);
  return { smtpUrl, to, from };
}

function requireAddress(name: string, address: string) {
  if (!EMAIL_PATTERN.test(address)) throw new ConfigError(`${name}: "${address}" is not an e-mail address.`);
}

function webhookSettings(env: NodeJS.ProcessEnv): WebhookSettings | undefined {
  const url = env.ENQUIRIES_WEBHOOK_URL?.trim();
  if (!url) return undefined;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new ConfigError("ENQUIRIES_WEBHOOK_URL must be an http:// or https:// address.");
  const secret = env.ENQUIRIES_WEBHOOK_SECRET ?? "";
  // 32 characters: a random secret of at least 128 bits in any of the usual encodings (hex, base64).
  if (secret.length < 32) throw new ConfigError("ENQUIRIES_WEBHOOK_URL is set but ENQUIRIES_WEBHOOK_SECRET is missing or shorter than 32 characters: the receiver checks every call's signature with it (openssl rand -hex 32 makes one).");
  return { url, secret };
}

function duration(env: NodeJS.ProcessEnv, name: string, fallback: string): number {
  const value = env[name]?.trim() || fallback;
  const ms = parseDuration(value);
  if (ms === undefined || !(ms > 0)) throw new ConfigError(`${name} must be a duration like "30 seconds", "6 hours" or "3 days" (or milliseconds), not "${value}".`);
  return ms;
}

function positiveWhole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new ConfigError(`${name} must be a whole number of days, 1 or more, not "${value}".`);
  return Number(value);
}
