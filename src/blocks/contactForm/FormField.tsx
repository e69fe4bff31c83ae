import type { UseFormRegisterReturn } from "react-hook-form";
import type { enquiryFields } from "../../shared/enquiry.ts";
import { Box } from "../../ui/primitives.ts";
import { ErrorText, Input, Label, TextArea } from "./formStyles.ts";

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

/** One labelled form control with its message underneath, tied together for screen readers. */
export function FormField({ field, idPrefix, registration, error, wide = false }: Props) {
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
    <Box gridColumn={wide ? ["auto", null, "1 / -1"] : undefined}>
      <Label htmlFor={inputId}>
        {field.label}
        {field.optional && (
          <>
            {" "}
            <Box as="span" color="muted" fontWeight="body">
              (optional)
            </Box>
          </>
        )}
      </Label>
      {field.kind === "textarea" ? <TextArea rows={5} {...shared} /> : <Input type={field.kind} {...shared} />}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Box>
  );
}
