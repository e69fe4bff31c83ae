import { useMemo } from "react";

/** 128 random bits as 32 hex digits. crypto.randomUUID exists only on https, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

interface KeyedContents {
  contents: string;
  key: string;
}

/**
 * One idempotency key per enquiry: sending the same contents again (a retry after a failure) reuses the
 * key, so the service stores the enquiry once even if the first attempt did arrive and only its answer
 * was lost. Changed contents are a new enquiry and get a new key; `forget` starts afresh after success.
 * The pairing is kept in the tab's sessionStorage, like the draft, so it holds across a reload too.
 */
export function useEnquiryKey(storageKey: string) {
  return useMemo(() => {
    let last: KeyedContents | null = null;
    const remembered = (): KeyedContents | null => last ?? (last = readStored(storageKey));
    return {
      keyFor(contents: string): string {
        const known = remembered();
        if (known?.contents === contents) return known.key;
        last = { contents, key: newIdempotencyKey() };
        store(storageKey, last);
        return last.key;
      },
      forget() {
        last = null;
        store(storageKey, null);
      },
    };
  }, [storageKey]);
}

function readStored(storageKey: string): KeyedContents | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(storageKey) ?? "null") as Partial<KeyedContents> | null;
    return typeof saved?.contents === "string" && typeof saved.key === "string" ? { contents: saved.contents, key: saved.key } : null;
  } catch {
    return null;
  }
}

function store(storageKey: string, value: KeyedContents | null) {
  try {
    if (value) window.sessionStorage.setItem(storageKey, JSON.stringify(value));
    else window.sessionStorage.removeItem(storageKey);
  } catch {
    // Storage full or turned off: the key then lasts as long as the page.
  }
}
