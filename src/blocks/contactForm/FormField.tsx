import { memo } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { enquiryFields } from "../../shared/enquiry.ts";
import { cellStyles, controlStyles, errorTextStyles, labelStyles, textAreaStyles } from "./formStyles.ts";

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
 * One labelled form control with its message underneath, tied together for screen readers. Drawn again
 * only when its own props change (its message), not whenever the form is (ContactForm.tsx).
 */
export const FormField = memo(function FormField({ field, idPrefix, registration, error, wide = false }: Props) {
  const inputId = `${idPrefix}-${field.name}`;
  const errorId = `${inputId}-error`;
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
        {field.label}
        {field.optional && (
          <>
            {" "}
            <span css={(theme) => ({ color: theme.colors.muted, fontWeight: theme.fontWeights.body })}>(optional)</span>
          </>
        )}
      </label>
      {field.kind === "textarea" ? <textarea rows={5} {...shared} css={textAreaStyles} /> : <input type={field.kind} {...shared} css={controlStyles} />}
      {error && (
        <p id={errorId} css={errorTextStyles}>
          {error}
        </p>
      )}
    </div>
  );
});
