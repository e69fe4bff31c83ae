/**
 * The enquiry form's rules (SPEC sections 3, 5 and 8), in one module so that the contact form in the
 * browser and the server that will receive enquiries check exactly the same things with the same words.
 * Nothing here touches the DOM: it runs in Node as well.
 */
import { object, string, type InferType } from "yup";

/** The texts a visitor sees under a failing field; the spec's error catalogue, word for word. */
export const enquiryMessages = {
  designationRequired: "Designation is required",
  nameRequired: "Name is required",
  orgnameRequired: "Organization Name is required",
  addressRequired: "Email Address is required",
  addressInvalid: "Invalid email address",
  phoneInvalid: "Invalid phone number",
  messageRequired: "Message is required",
} as const;

/** What the visitor sees once a valid enquiry has been accepted. */
export const ENQUIRY_SUCCESS = "Form submitted successfully!";

/** name@domain.tld with no spaces anywhere: 'a@b.co' passes, 'a b@c.co', 'a@b' and 'a@b.' do not. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits only, 10 to 15 of them: '0501234567' passes, '+971501234567' and '050 123 4567' do not. */
export const PHONE_PATTERN = /^\d{10,15}$/;

/** Blank means empty or only white space: '   ' is as good as nothing. */
export const isBlank = (value: string | null | undefined) => value == null || value.trim() === "";

/** A required free-text field: surrounding spaces are dropped, so a blank entry counts as missing. */
const requiredText = (message: string) => string().trim().required(message);

export const enquirySchema = object({
  designation: requiredText(enquiryMessages.designationRequired),
  name: requiredText(enquiryMessages.nameRequired),
  orgname: requiredText(enquiryMessages.orgnameRequired),
  // The e-mail address is not trimmed: an address containing a space anywhere is malformed.
  // Each test leaves to the one before it what that one catches, so a field reports one message only:
  // required catches missing and empty, not-blank catches only spaces, email the rest.
  address: string()
    .required(enquiryMessages.addressRequired)
    .test("not-blank", enquiryMessages.addressRequired, (value) => !value || !isBlank(value))
    .test("email", enquiryMessages.addressInvalid, (value) => isBlank(value) || EMAIL_PATTERN.test(value ?? "")),
  // Optional: a blank phone is no phone; a given one must be 10 to 15 digits.
  phone: string()
    .trim()
    .optional()
    .test("phone", enquiryMessages.phoneInvalid, (value) => isBlank(value) || PHONE_PATTERN.test(value ?? "")),
  message: requiredText(enquiryMessages.messageRequired),
});

/** One enquiry as the form sends it and the server will receive it. */
export type Enquiry = InferType<typeof enquirySchema>;

export type EnquiryField = keyof Enquiry;

/**
 * The form's fields in the order they are shown (and validated, so focus goes to the first failure).
 * `autoComplete` lets browsers fill in what they know; `optional` fields say so in their label.
 */
export const enquiryFields: readonly {
  name: EnquiryField;
  label: string;
  kind: "text" | "email" | "tel" | "textarea";
  autoComplete?: string;
  optional?: boolean;
}[] = [
  { name: "designation", label: "Designation", kind: "text", autoComplete: "organization-title" },
  { name: "name", label: "Name", kind: "text", autoComplete: "name" },
  { name: "orgname", label: "Organization Name", kind: "text", autoComplete: "organization" },
  { name: "address", label: "Email Address", kind: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", kind: "tel", autoComplete: "tel", optional: true },
  { name: "message", label: "Message", kind: "textarea" },
];

/** An enquiry with every field empty: the form's starting point and what it returns to after sending. */
export const emptyEnquiry: Enquiry = { designation: "", name: "", orgname: "", address: "", phone: "", message: "" };
