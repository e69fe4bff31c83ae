/**
 * The reliability bench's verdict on e-mail: every acknowledged enquiry reached the mail server at least
 * once, and always under one Message-ID. A second copy under the same Message-ID is allowed: the outbox
 * sends again when it cannot tell whether an attempt went through (the mail server stopped mid-send),
 * and mail programs show such copies once. A second Message-ID for one enquiry is a failure: staff would
 * see it twice.
 */
export interface ReceivedCopy {
  /** The probe marker found in the e-mail's text (probeMarker.ts). */
  marker: string | undefined;
  messageId: string | undefined;
}

export interface DeliveryVerdict {
  acknowledged: number;
  /** Acknowledged enquiries that arrived at least once. */
  delivered: number;
  /** Acknowledged enquiries that never arrived: any is a failure. */
  missing: string[];
  /** Copies beyond the first of the same Message-ID (allowed). */
  repeatedCopies: number;
  /** Enquiries that arrived under two or more Message-IDs: any is a failure. */
  underSeveralIds: string[];
}

export function compareAcknowledgedWithDelivered(acknowledged: readonly string[], copies: readonly ReceivedCopy[]): DeliveryVerdict {
  const idsOf = new Map<string, Set<string | undefined>>();
  let repeatedCopies = 0;
  for (const { marker, messageId } of copies) {
    if (marker === undefined) continue;
    const ids = idsOf.get(marker) ?? new Set();
    if (ids.has(messageId)) repeatedCopies += 1;
    ids.add(messageId);
    idsOf.set(marker, ids);
  }
  const missing = acknowledged.filter((marker) => !idsOf.has(marker));
  return {
    acknowledged: acknowledged.length,
    delivered: acknowledged.length - missing.length,
    missing,
    repeatedCopies,
    underSeveralIds: [...idsOf].filter(([, ids]) => ids.size > 1).map(([marker]) => marker),
  };
}
