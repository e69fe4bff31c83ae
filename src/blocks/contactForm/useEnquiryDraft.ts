import { useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { emptyEnquiry, enquiryFields, isBlank, type Enquiry } from "../../shared/enquiry.ts";

/**
 * Keeps an unsent enquiry in the tab's sessionStorage as it is typed, and puts it back when the page is
 * opened again in that tab: a reload after a failed send, or a visit to another page and back, loses
 * nothing. The draft goes once the enquiry is accepted, and with the tab (sessionStorage, not
 * localStorage, so a shared computer does not keep it).
 *
 * Restored after hydration, in an effect, so the prerendered HTML and the first render still match.
 * Returns whether a draft was restored, for the form to say so.
 */
export function useEnquiryDraft(form: UseFormReturn<Enquiry>, storageKey: string): boolean {
  const [restored, setRestored] = useState(false);
  const { reset, subscribe } = form;

  useEffect(() => {
    const draft = readDraft(storageKey);
    if (draft) {
      reset(draft, { keepDefaultValues: true, keepFieldsRef: true });
      setRestored(true);
    }
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        writeDraft(storageKey, values);
        // Emptied (sent, or cleared by hand): there is no restored draft to speak of any more.
        if (isEmpty(values)) setRestored(false);
      },
    });
  }, [reset, subscribe, storageKey]);

  return restored;
}

function readDraft(key: string): Enquiry | undefined {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? "null");
    if (typeof saved !== "object" || saved === null) return undefined;
    // Only the form's own fields, and only text: whatever else is stored there is ignored.
    const draft = { ...emptyEnquiry };
    for (const { name } of enquiryFields) {
      const value = (saved as Record<string, unknown>)[name];
      if (typeof value === "string") draft[name] = value;
    }
    return isEmpty(draft) ? undefined : draft;
  } catch {
    // Storage turned off, or a draft that is not JSON: start with an empty form.
    return undefined;
  }
}

function writeDraft(key: string, values: Enquiry) {
  try {
    if (isEmpty(values)) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or turned off: the form still works, it just cannot keep a draft.
  }
}

const isEmpty = (enquiry: Enquiry) => enquiryFields.every(({ name }) => isBlank(enquiry[name]));
