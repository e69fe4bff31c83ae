/** What both store implementations share: the stored fields and how rows become records. */
import { enquiryFields, type EnquiryField } from "../../shared/enquiry.ts";
import type { DeliveryState, EnquiryRecord, StoredEnquiry } from "./store.ts";

/** The stored fields: the form's own, so a field added to the form is written and read back. */
export const enquiryColumns: EnquiryField[] = enquiryFields.map(({ name }) => name);

export type EnquiryRow = StoredEnquiry;
export type DeliveryRow = DeliveryState & { enquiryId: number };

/** Each enquiry with its deliveries, as plain objects (node:sqlite's rows have no prototype). */
export function withDeliveries(enquiries: EnquiryRow[], deliveries: DeliveryRow[]): EnquiryRecord[] {
  const byEnquiry = new Map<number, DeliveryState[]>();
  for (const { enquiryId, ...delivery } of deliveries) {
    byEnquiry.set(enquiryId, [...(byEnquiry.get(enquiryId) ?? []), { ...delivery }]);
  }
  return enquiries.map((enquiry) => ({ ...enquiry, deliveries: byEnquiry.get(enquiry.id) ?? [] }));
}
