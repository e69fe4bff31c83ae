import type { Ref } from "react";
import { HONEYPOT_FIELD } from "../../shared/enquiryApi.ts";
import { visuallyHidden } from "../../ui/VisuallyHidden.tsx";
import { useBlockWords } from "../../words/blockWords.ts";

/**
 * A trap for form-filling robots: a field people neither see nor reach with the keyboard, and that
 * screen readers skip. It stays in the layout (clipped to nothing rather than display:none) because many
 * robots skip hidden fields. Anything typed into it makes the enquiry service discard the enquiry.
 */
export function Honeypot({ ref, id }: { ref: Ref<HTMLInputElement>; id: string }) {
  const words = useBlockWords();
  return (
    <div aria-hidden="true" css={visuallyHidden}>
      <label htmlFor={id}>{words.contactForm.trap}</label>
      <input ref={ref} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
