/** What both store implementations share: the stored fields, and how rows are written and read. */
import { enquiryFields, type Enquiry } from "../../shared/enquiry.ts";
import { defaultLanguage, type Language } from "../../shared/language.ts";
import type { AttemptOutcome, DeliveryState, DeliveryStatus, EnquiryRecord, StoredEnquiry } from "./store.ts";

/** What a row holds of the visitor's: the form's fields, and the language they were written in. */
export type EnquiryRow = Required<Enquiry> & Pick<StoredEnquiry, "language">;

/** The stored fields: the form's own, so a field added to the form is written and read back, and the language. */
export const enquiryColumns: (keyof EnquiryRow)[] = [...enquiryFields.map(({ name }) => name), "language"];

/** The enquiry as a row stores it: no phone is stored as "". */
export const enquiryRow = (enquiry: Enquiry, language: Language = defaultLanguage): EnquiryRow => ({ ...enquiry, phone: enquiry.phone ?? "", language });

/** Whether an enquiry sent again under a stored one's key says the same (a retry) or not (a reused key). */
export const sameFields = (stored: EnquiryRow, row: EnquiryRow) => enquiryColumns.every((column) => stored[column] === row[column]);

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
