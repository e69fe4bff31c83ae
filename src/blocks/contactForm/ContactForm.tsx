import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { CircleCheck, LoaderCircle } from "lucide";
import { SvgIcon } from "../../ui/SvgIcon.tsx";
import type { BlockProps } from "../types.ts";
import { narrowContainerStyles, sectionStyles } from "../../ui/layoutStyles.ts";
import { sectionBackgroundStyles } from "../shared/sectionBackground.ts";
import { SectionHeader } from "../shared/SectionHeader.tsx";
import { emptyEnquiry, enquiryFields, type Enquiry, type EnquiryField } from "../../shared/enquiry.ts";
import { FormField } from "./FormField.tsx";
import { Honeypot } from "./Honeypot.tsx";
import { DeliveryProblem } from "./DeliveryProblem.tsx";
import { deliverEnquiry, type DeliveryFailure } from "./deliverEnquiry.ts";
import { useEnquiryKey } from "./enquiryKey.ts";
import { loadRules } from "./loadRules.ts";
import { useEnquiryDraft } from "./useEnquiryDraft.ts";
import { usePlanRequest } from "./usePlanRequest.ts";
import { cellStyles, formStyles, noteStyles, sendRowStyles, sentStyles, submitButtonStyles } from "./formStyles.ts";
import { usePageAddress } from "../shared/pageAddress.ts";
import { useBlockWords } from "../../words/blockWords.ts";
import { useLanguage } from "../../words/words.ts";

/**
 * The rules' code is fetched when the visitor first reaches for the form (focus in a field), not with
 * the page (loadRules.ts). A submit waits for it if it has not arrived yet.
 */
const fetchRulesEarly = () => void loadRules().catch(() => undefined);

/** Fields that take the form's full width on wider screens; the others sit two by two. */
const wideFields: ReadonlySet<EnquiryField> = new Set(["phone", "message"]);

/**
 * The enquiry form (SPEC sections 3, 4, 5, 8). Checked on submit only, with the rules of
 * src/shared/enquirySchema.ts; the first failing field takes focus. With an `endpoint` a valid enquiry is
 * sent there, saying the page's language (the service answers in it and tells staff), and confirmed only
 * once the service has stored it; on failure every value stays and the visitor is told why. Without one,
 * the spec's behaviour: logged in the browser and confirmed. Every word the form adds to its page file's
 * is the visitor's language's (words: `contactForm`).
 */
export function ContactForm({ id, heading, intro, submitLabel: givenSubmitLabel, endpoint }: BlockProps<"contactForm">) {
  const words = useBlockWords().contactForm;
  const language = useLanguage();
  const submitLabel = givenSubmitLabel ?? words.submit;
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<DeliveryFailure | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // Drafts and keys are kept per page and form, for the tab (see useEnquiryDraft and useEnquiryKey).
  const { path } = usePageAddress();
  const storageName = `${path}#${id ?? "contact-form"}`;
  const enquiryKey = useEnquiryKey(`enquiry-key:${storageName}`);
  // If the rules cannot be fetched (the connection dropped), nothing is sent, every value stays, and
  // the visitor is told as when the enquiry cannot reach us.
  const resolver = useCallback<Resolver<Enquiry>>(
    async (values, context, options) => {
      try {
        return (await loadRules())(words.fields)(values, context, options);
      } catch {
        setFailure({ kind: "unreachable" });
        return { values: {}, errors: { root: { type: "unreachable" } } };
      }
    },
    [words],
  );
  const form = useForm<Enquiry>({ resolver, mode: "onSubmit", defaultValues: emptyEnquiry });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  // Each field registered once for the form's life, not once per render. React Hook Form draws the form
  // again as it mounts (and whenever the page is shown again after being drawn ahead hidden), and with a
  // registration per render every field drew again too and had its ref detached and attached, which is
  // most of what hydrating this form cost (Lighthouse's Total Blocking Time on /contact, and the click to
  // /contact). Resets keep these references (keepFieldsRef) instead of asking the fields to register anew.
  const fields = useMemo(() => enquiryFields.map((field) => ({ field, registration: register(field.name) })), [register]);
  const draftRestored = useEnquiryDraft(form, `enquiry-draft:${storageName}`);
  // After the draft, so that a restored message wins over the plan's opening line.
  const plan = usePlanRequest(form);

  const confirm = () => {
    window.alert(words.sent);
    setStatus(words.sent);
    enquiryKey.forget();
    reset(emptyEnquiry, { keepFieldsRef: true });
  };

  const send = async (enquiry: Enquiry) => {
    if (!endpoint) {
      // The spec's form sends nothing: it logs the enquiry locally and confirms it.
      console.info("Enquiry", enquiry);
      return confirm();
    }
    const idempotencyKey = enquiryKey.keyFor(JSON.stringify(enquiry));
    const delivery = await deliverEnquiry(endpoint, enquiry, { idempotencyKey, honeypot: honeypot.current?.value ?? "", language });
    if (delivery.ok) return confirm();
    setFailure(delivery);
    if (delivery.kind === "invalid") {
      // Focus goes to the first failing field in the form's order, as with the form's own check.
      const failing = enquiryFields.filter(({ name }) => delivery.fields[name]);
      failing.forEach(({ name }, index) => setError(name, { message: delivery.fields[name] }, { shouldFocus: index === 0 }));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The button stays focusable while sending (aria-disabled, not disabled), so a second press lands here.
    if (isSubmitting) return event.preventDefault();
    setStatus("");
    setFailure(null);
    return handleSubmit(send)(event);
  };

  return (
    <section id={id} css={[sectionStyles, sectionBackgroundStyles("tinted")]}>
      <div css={narrowContainerStyles}>
        <SectionHeader id={headingId} heading={heading ?? words.heading} intro={intro} />
        {plan && (
          <p css={noteStyles()}>
            {words.planNote.before}
            <strong>{plan}</strong>
            {words.planNote.after}
          </p>
        )}
        {draftRestored && (
          <p css={noteStyles(true)}>{words.draftKept}</p>
        )}
        <form noValidate method="post" aria-labelledby={headingId} onSubmit={onSubmit} onFocus={fetchRulesEarly} css={formStyles}>
          {fields.map(({ field, registration }) => (
            <FormField
              key={field.name}
              field={field}
              idPrefix={idPrefix}
              registration={registration}
              error={errors[field.name]?.message}
              wide={wideFields.has(field.name)}
            />
          ))}
          {endpoint && <Honeypot ref={honeypot} id={`${idPrefix}-trap`} />}
          <div css={cellStyles(true)}>
            <DeliveryProblem failure={failure} submitLabel={submitLabel} />
            <div css={sendRowStyles}>
              <button type="submit" aria-disabled={isSubmitting} aria-busy={isSubmitting} css={submitButtonStyles}>
                {isSubmitting && <SvgIcon icon={LoaderCircle} className="spinner" size={20} />}
                {isSubmitting ? words.sending : submitLabel}
              </button>
              <div role="status" css={sentStyles}>
                {status && <SvgIcon icon={CircleCheck} size={20} />}
                {status}
              </div>
            </div>
          </div>
        </form>
      </div>
    </section>
  );
}
