/**
 * The reliability bench's verdict on the store: every enquiry the server acknowledged (201) must be in
 * it, and none twice. An enquiry stored without an acknowledgement is no loss (the server was killed
 * between the commit and the answer; the form would send it again with its Idempotency-Key), so it is
 * only counted. Enquiries are named by their probe marker (probeMarker.ts).
 */
export interface StoreVerdict {
  acknowledged: number;
  /** Acknowledged enquiries found in the store. */
  stored: number;
  /** Acknowledged enquiries missing from it: any is a failure. */
  lost: string[];
  /** Enquiries stored more than once, though each was posted once: any is a failure. */
  storedTwice: string[];
  /** Stored but never acknowledged (answer cut off by the kill). */
  storedUnacknowledged: number;
}

export function compareAcknowledgedWithStored(acknowledged: readonly string[], storedMarkers: readonly string[]): StoreVerdict {
  const timesStored = new Map<string, number>();
  for (const marker of storedMarkers) timesStored.set(marker, (timesStored.get(marker) ?? 0) + 1);
  const wasAcknowledged = new Set(acknowledged);
  const lost = acknowledged.filter((marker) => !timesStored.has(marker));
  return {
    acknowledged: acknowledged.length,
    stored: acknowledged.length - lost.length,
    lost,
    storedTwice: [...timesStored].filter(([, times]) => times > 1).map(([marker]) => marker),
    storedUnacknowledged: [...timesStored.keys()].filter((marker) => !wasAcknowledged.has(marker)).length,
  };
}
