import { memo } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { enquiryFields } from "../../shared/enquiry.ts";
import { cellStyles, controlStyles, errorTextStyles, labelStyles, textAreaStyles } from "./formStyles.ts";
import { useBlockWords } from "../../words/blockWords.ts";

type Props = {
  field: (typeof enquiryFields)[number];
  /** Prefix that makes the input's and message's ids unique on the page. */
  idPrefix: string;
  registration: UseFormRegisterReturn;
  /** The field's validation message, when it failed the last check. */
  error?: string;
  /** Spans both columns of the form's grid on wider screens. */
  wide?: boolean;
};

/**
 * One labelled form control with its message underneath, tied together for screen readers; the label
 * is the visitor's language's. Drawn again only when its own props change (its message), not whenever
 * the form is (ContactForm.tsx).
 */
export const FormField = memo(function FormField({ field, idPrefix, registration, error, wide = false }: Props) {
  const words = useBlockWords().contactForm;
  const inputId = `${idPrefix}-${field.name}`;
  const errorId = `${inputId}-error`;
  // An e-mail address and a phone number read left to right in Arabic text too.
  const shared = {
    id: inputId,
    autoComplete: field.autoComplete ?? "off",
    "aria-required": field.optional ? undefined : true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    ...registration,
  };
  return (
    <div css={cellStyles(wide)}>
      <label htmlFor={inputId} css={labelStyles}>
        {words.fields.labels[field.name]}
        {field.optional && (
          <>
            {" "}
            <span css={(theme) => ({ color: theme.colors.muted, fontWeight: theme.fontWeights.body })}>{words.optional}</span>
          </>
        )}
      </label>
      {field.kind === "textarea" ? <textarea rows={5} {...shared} css={textAreaStyles} /> : <input type={field.kind} dir={field.kind === "text" ? undefined : "ltr"} {...shared} css={controlStyles} />}
      {error && (
        <p id={errorId} css={errorTextStyles}>
          {error}
        </p>
      )}
    </div>
  );
});
