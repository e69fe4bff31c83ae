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
  };
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
