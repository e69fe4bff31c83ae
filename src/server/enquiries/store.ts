/**
 * Where enquiries and their deliveries are kept: one interface, two implementations side by side
 * (sqliteStore.ts, the default, one file on the server's disk; postgresStore.ts, for several servers
 * sharing one database), tested by one suite (tests/enquiryStore.test.ts). An enquiry and one delivery
 * per channel are written in one transaction before the visitor is answered, so a delivery is never
 * lost: the outbox worker (outbox.ts) sends and retries them from here.
 */
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Enquiry } from "../../shared/enquiry.ts";
import type { Language } from "../../shared/language.ts";

/** How an enquiry reaches people: an e-mail to staff, a signed POST to the company's own system. */
export type Channel = "email" | "webhook";

/** pending: to be sent (now or after a wait); sent: the channel accepted it; failed: it gave up. */
export type DeliveryStatus = "pending" | "sent" | "failed";

/** One stored enquiry, as staff read it back (no phone is stored as ""). */
export interface StoredEnquiry extends Required<Enquiry> {
  id: number;
  /**
   * A random UUID that no other enquiry has, in this database or any other: the e-mail's Message-ID and
   * the webhook's Idempotency-Key come from it, so a message sent twice is recognisably the same one.
   */
  uid: string;
  /** When the server accepted it, as an ISO 8601 UTC timestamp. */
  receivedAt: string;
  /** The language the visitor wrote in (the contact form's page's), which staff are told. */
  language: Language;
}

export interface DeliveryState {
  id: number;
  channel: Channel;
  status: DeliveryStatus;
  /** Attempts since it was queued (or queued again). */
  attempts: number;
  /** When the next attempt is due, while pending. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** What the last failed attempt said. */
  lastError: string | null;
}

export interface EnquiryRecord extends StoredEnquiry {
  deliveries: DeliveryState[];
}

/** A delivery handed to one worker, with what it must send. */
export interface DueDelivery {
  id: number;
  channel: Channel;
  /** Attempts before this one, since it was queued. */
  attempts: number;
  queuedAt: string;
  enquiry: StoredEnquiry;
}

export type AttemptOutcome = { sent: true } | { sent: false; error: string; retryAt: Date | null };

export interface SaveResult {
  /** False when an enquiry with the same idempotency key was already stored: nothing new was written. */
  created: boolean;
  /** True when the key was already used for an enquiry with other contents (a client bug, not a retry). */
  conflict: boolean;
}

export interface EnquiryFilter {
  /** Received at or after. */
  since?: Date;
  /** Received before. */
  until?: Date;
  /** Only enquiries with a delivery that gave up. */
  failed?: boolean;
}

export interface EnquiryStore {
  /** Stores the enquiry, written in `language` (English unless said), and a pending delivery for each channel, in one transaction. */
  save(enquiry: Enquiry, options?: { language?: Language; idempotencyKey?: string; channels?: readonly Channel[] }): Promise<SaveResult>;
  /** Enquiries with their deliveries, oldest first. */
  list(filter?: EnquiryFilter): Promise<EnquiryRecord[]>;
  /**
   * Hands up to `limit` deliveries that are due to this worker alone, for `leaseMs`: no other worker
   * (in this process or another) gets them until the lease ends, which it does by itself if this
   * process dies, so a crash delays a delivery but never loses it.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<DueDelivery[]>;
  /**
   * Called as a server's outbox starts. SQLite serves one server, so a claim still held is a dead
   * process's: it is released at once, and a restart after a crash sends straight away. In PostgreSQL
   * a claim may be another live server's: a dead one's ends with its lease.
   */
  releaseClaimsOfDeadWorkers(): Promise<void>;
  /** Records one attempt: sent, to be tried again at `retryAt`, or given up (`retryAt` null). */
  recordAttempt(deliveryId: number, at: Date, outcome: AttemptOutcome): Promise<void>;
  /** Queues an enquiry's given-up deliveries again, due at once; how many. */
  retry(enquiryId: number, now: Date): Promise<number>;
  /** Deletes every enquiry sent from this e-mail address (any letter case), with its deliveries; how many. */
  erase(address: string): Promise<number>;
  /** Deletes the enquiries received before `cutoff`, with their deliveries; how many. */
  deleteReceivedBefore(cutoff: Date): Promise<number>;
  /** Where the rate limit counts, when it is not each server's own memory (PostgreSQL: shared by every server). */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  close(): Promise<void>;
}
