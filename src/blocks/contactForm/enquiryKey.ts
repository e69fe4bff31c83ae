import { useMemo, useRef } from "react";

/** 128 random bits as 32 hex digits. crypto.randomUUID exists only on https, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * One idempotency key per enquiry: sending the same contents again (a retry after a failure) reuses the
 * key, so the service stores the enquiry once even if the first attempt did arrive and only its answer
 * was lost. Changed contents are a new enquiry and get a new key; `forget` starts afresh after success.
 */
export function useEnquiryKey() {
  const last = useRef<{ contents: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(contents: string): string {
        if (last.current?.contents !== contents) last.current = { contents, key: newIdempotencyKey() };
        return last.current.key;
      },
      forget() {
        last.current = null;
      },
    }),
    [],
  );
}
