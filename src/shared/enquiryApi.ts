/**
 * The contract between the contact form and the enquiry service: where enquiries go, how a retry is
 * recognised, and what the answers look like. Imported by both sides, so they cannot drift apart.
 */
import type { EnquiryProblems } from "./enquiry.ts";

/** Where the production server accepts enquiries (POST, JSON). */
export const ENQUIRIES_PATH = "/api/enquiries";

/** The largest request body the server reads; beyond it the answer is 413. */
export const ENQUIRY_BODY_LIMIT = 32 * 1024;

/**
 * The header that names one enquiry across retries. The form keeps the same key until the enquiry is
 * accepted, so a retry after a lost answer finds the stored enquiry instead of storing it twice.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** 16 to 128 letters, digits, '-' or '_': a UUID fits, and nothing that needs escaping does. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * A field people never see or fill in (it is off screen and skipped by the keyboard). Form-filling
 * robots fill it, and the server then answers as if it had stored the enquiry and stores nothing.
 */
export const HONEYPOT_FIELD = "website";

/**
 * The language the visitor wrote in ("en" or "ar": the form's page's), sent with the enquiry so that the
 * server says a 422's messages in it and tells staff. Said in the body rather than guessed from the
 * browser's Accept-Language: a visitor on /ar/contact writes Arabic whatever their browser prefers.
 * Absent or null is English: the form sent none before the site was in Arabic.
 */
export const LANGUAGE_FIELD = "language";

/** The answer to an accepted enquiry (201 the first time, 200 for a retry of one already stored). */
export interface EnquiryAccepted {
  status: "received";
}

/** The answer to a refused one: what went wrong, and for invalid data (422) each field's message. */
export interface EnquiryRefused {
  message: string;
  fields?: EnquiryProblems;
}
