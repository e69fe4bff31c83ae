/** What both store implementations share: the stored fields, and how rows are written and read. */
import { enquiryFields, type Enquiry, type EnquiryField } from "../../shared/enquiry.ts";
import type { AttemptOutcome, DeliveryState, DeliveryStatus, EnquiryRecord, StoredEnquiry } from "./store.ts";

/** The stored fields: the form's own, so a field added to the form is written and read back. */
export const enquiryColumns: EnquiryField[] = enquiryFields.map(({ name }) => name);

/** The enquiry as a row stores it: no phone is stored as "". */
export const enquiryRow = (enquiry: Enquiry): Required<Enquiry> => ({ ...enquiry, phone: enquiry.phone ?? "" });

/** Whether an enquiry sent again under a stored one's key says the same (a retry) or not (a reused key). */
export const sameFields = (stored: Required<Enquiry>, row: Required<Enquiry>) => enquiryColumns.every((column) => stored[column] === row[column]);

/** What one attempt writes into its delivery's row. */
export function attemptChanges(outcome: AttemptOutcome, at: Date): { status: DeliveryStatus; error: string | null; nextAttemptAt: Date | null; sentAt: Date | null } {
  if (outcome.sent) return { status: "sent", error: null, nextAttemptAt: null, sentAt: at };
  return { status: outcome.retryAt ? "pending" : "failed", error: outcome.error, nextAttemptAt: outcome.retryAt, sentAt: null };
}

export type DeliveryRow = DeliveryState & { enquiryId: number };

/** Each enquiry with its deliveries, as plain objects (node:sqlite's rows have no prototype). */
export function withDeliveries(enquiries: StoredEnquiry[], deliveries: DeliveryRow[]): EnquiryRecord[] {
  const byEnquiry = new Map<number, DeliveryState[]>();
  for (const { enquiryId, ...delivery } of deliveries) {
    const list = byEnquiry.get(enquiryId) ?? [];
    list.push({ ...delivery });
    byEnquiry.set(enquiryId, list);
  }
  return enquiries.map((enquiry) => ({ ...enquiry, deliveries: byEnquiry.get(enquiry.id) ?? [] }));
}
