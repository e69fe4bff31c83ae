/**
 * Tells the reliability bench's enquiries apart: each one's message ends with a marker no other enquiry
 * has ("[probe kill-sqlite-42]"), which comes back unchanged in the stored enquiry and in the text of
 * its e-mail. The 201 answer says only "received", so the marker is how an acknowledgement is matched
 * with what was stored and what was e-mailed.
 */
import { validEnquiry } from "../../../tests/fixtures/enquiryCases.ts";
import type { Enquiry } from "../../../src/shared/enquiry.ts";

/** A valid enquiry whose message carries `marker` (letters, digits and '-'). */
export function markedEnquiry(marker: string): Enquiry {
  return { ...validEnquiry, message: `${validEnquiry.message} [probe ${marker}]` };
}

/** The marker in a stored message or an e-mail's text, if it has one. */
export function markerIn(text: string | undefined): string | undefined {
  return /\[probe ([A-Za-z0-9-]+)\]/.exec(text ?? "")?.[1];
}
