import { useId, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { yupResolver } from "@hookform/resolvers/yup";
import { CircleCheck, LoaderCircle } from "lucide-react";
import type { BlockProps } from "../types.ts";
import { Box, Container, Section } from "../../ui/primitives.ts";
import { SectionHeader } from "../../ui/SectionHeader.tsx";
import { ENQUIRY_SUCCESS, emptyEnquiry, enquiryFields, enquirySchema, type Enquiry, type EnquiryField } from "../../shared/enquiry.ts";
import { FormField } from "./FormField.tsx";
import { SubmitButton } from "./formStyles.ts";

const Form = Box.withComponent("form");

/** Fields that take the form's full width on wider screens; the others sit two by two. */
const wideFields: ReadonlySet<EnquiryField> = new Set(["phone", "message"]);

/**
 * The enquiry form (SPEC sections 3, 4, 5, 8). Checked on submit only, with the rules of
 * src/shared/enquiry.ts; the first failing field takes focus, and a valid enquiry clears the form.
 */
export function ContactForm({ id, heading = "Send us a message", intro, submitLabel = "Send Message" }: BlockProps<"contactForm">) {
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  const [status, setStatus] = useState("");
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Enquiry>({ resolver: yupResolver(enquirySchema), mode: "onSubmit", defaultValues: emptyEnquiry });

  const send = (enquiry: Enquiry) => {
    // The spec's form sends nothing: it logs the enquiry locally and confirms it. A server call goes here.
    console.info("Enquiry", enquiry);
    window.alert(ENQUIRY_SUCCESS);
    setStatus(ENQUIRY_SUCCESS);
    reset(emptyEnquiry);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setStatus("");
    return handleSubmit(send)(event);
  };

  return (
    <Section id={id} bg="surface">
      <Container narrow>
        <SectionHeader id={headingId} heading={heading} intro={intro} />
        <Form
          noValidate
          aria-labelledby={headingId}
          onSubmit={onSubmit}
          bg="background"
          borderRadius="lg"
          css={(theme) => ({ boxShadow: theme.shadows.card })}
          p={[5, 6, 7]}
          display="grid"
          gridTemplateColumns={["1fr", null, "1fr 1fr"]}
          gridGap={5}
        >
          {enquiryFields.map((field) => (
            <FormField
              key={field.name}
              field={field}
              idPrefix={idPrefix}
              registration={register(field.name)}
              error={errors[field.name]?.message}
              wide={wideFields.has(field.name)}
            />
          ))}
          <Box gridColumn={["auto", null, "1 / -1"]} display="flex" flexDirection={["column", "row"]} alignItems={["stretch", "center"]} css={{ gap: 16 }}>
            <SubmitButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting && <LoaderCircle className="spinner" size={20} aria-hidden="true" focusable="false" />}
              {isSubmitting ? "Sending…" : submitLabel}
            </SubmitButton>
            <Box role="status" display="flex" alignItems="center" color="success" fontWeight="semibold" css={{ gap: 8 }}>
              {status && <CircleCheck size={20} aria-hidden="true" focusable="false" />}
              {status}
            </Box>
          </Box>
        </Form>
      </Container>
    </Section>
  );
}
