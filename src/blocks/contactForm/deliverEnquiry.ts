/**
 * Sends one enquiry to the enquiry service and sorts the answer into what the visitor needs to hear.
 * Success means a 2xx answer and nothing less: a lost connection, a timeout or an error answer is a
 * failure, and the form keeps every value so the visitor can send again.
 */
import type { Enquiry, EnquiryProblems } from "../../shared/enquiry.ts";
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, LANGUAGE_FIELD, type EnquiryRefused } from "../../shared/enquiryApi.ts";
import type { Language } from "../../shared/language.ts";

export type DeliveryFailure =
  /** The request did not get an answer: offline, the server down, or no answer within the time limit. */
  | { kind: "unreachable" }
  /** The service found mistakes the form's rules did not (it runs the same rules, so this is rare), said in the page's language. */
  | { kind: "invalid"; fields: EnquiryProblems }
  | { kind: "rateLimited"; retryAfterSeconds?: number }
  | { kind: "tooLarge" }
  /** Any other error answer: the service failed to store it. */
  | { kind: "serverError" };

export type Delivery = { ok: true } | ({ ok: false } & DeliveryFailure);

/** Long enough for a slow mobile connection, short enough that nobody waits on a dead one. */
const TIMEOUT_MS = 20_000;

export interface DeliveryOptions {
  /** Names this enquiry across retries (see IDEMPOTENCY_HEADER). */
  idempotencyKey: string;
  /** Whatever is in the hidden robot trap; empty when a person fills in the form. */
  honeypot: string;
  /** The page's language, which the visitor wrote in: the service answers in it and tells staff. */
  language: Language;
}

export async function deliverEnquiry(endpoint: string, enquiry: Enquiry, { idempotencyKey, honeypot, language }: DeliveryOptions): Promise<Delivery> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify({ ...enquiry, [LANGUAGE_FIELD]: language, [HONEYPOT_FIELD]: honeypot }),
      credentials: "same-origin",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, kind: "unreachable" };
  }
  if (response.ok) return { ok: true };
  switch (response.status) {
    case 413:
      return { ok: false, kind: "tooLarge" };
    case 429:
      return { ok: false, kind: "rateLimited", retryAfterSeconds: parseRetryAfter(response.headers.get("Retry-After")) };
    case 422: {
      const fields = (await readRefusal(response))?.fields;
      if (fields && Object.keys(fields).length > 0) return { ok: false, kind: "invalid", fields };
      return { ok: false, kind: "serverError" };
    }
    default:
      return { ok: false, kind: "serverError" };
  }
}

async function readRefusal(response: Response): Promise<EnquiryRefused | undefined> {
  try {
    return (await response.json()) as EnquiryRefused;
  } catch {
    return undefined;
  }
}

/** Retry-After is either a number of seconds or an HTTP date (RFC 9110, section 10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
