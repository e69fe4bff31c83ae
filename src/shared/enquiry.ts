/**
 * The enquiry form's fields, limits and English words (SPEC sections 3, 5 and 8), shared by the contact
 * form in the browser and the server that receives enquiries. The rules built from them are in
 * enquirySchema.ts, apart, so that the form's page does not download the validation library until it is
 * needed. Nothing here touches the DOM: it runs in Node as well.
 *
 * The words the rules say are an `EnquiryWords`, one per language (src/words: `contactForm.fields`).
 * The English ones live here rather than in src/words/en.ts, which takes them from here: the rules sit
 * below src/words, and say English unless given other words (the server gives the words of the language
 * an enquiry names: src/server/enquiries/routes.ts).
 */

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

/** name@domain.tld with no spaces anywhere: 'a@b.co' passes, 'a b@c.co', 'a@b' and 'a@b.' do not. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits only, 10 to 15 of them: '0501234567' passes, '+971501234567' and '050 123 4567' do not. */
export const PHONE_PATTERN = /^\d{10,15}$/;

/** Blank means empty or only white space: '   ' is as good as nothing. */
export const isBlank = (value: string | null | undefined) => value == null || value.trim() === "";

/**
 * The longest entry each field takes. The spec sets no limits; these keep a whole enquiry well inside the
 * server's 32 KiB body limit (6,000 characters of at most 3 UTF-8 bytes each is 18 KB), so a visitor is
 * told what to shorten instead of meeting a refusal from the server.
 */
export const enquiryMaxLength = { designation: 100, name: 100, orgname: 150, address: 254, message: 5000 } as const;

/** Each field's visible label, also used in the messages about it. */
export const enquiryLabels = {
  designation: "Designation",
  name: "Name",
  orgname: "Organization Name",
  address: "Email Address",
  phone: "Phone",
  message: "Message",
} as const;

/** Our wording for an entry over its limit (not in the spec, which sets no limit). */
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max.toLocaleString("en-US")} characters`;

/**
 * Our wording for an entry that is not text (not in the spec, whose form only ever sends text): what a
 * client other than the form sends as a number, true, an object or a list, or text holding a character
 * no text can be stored or e-mailed with (UNSTORABLE_CHARACTER).
 */
export const notTextMessage = (label: string) => `${label} must be text`;

/**
 * NUL (PostgreSQL refuses it in text, e-mail forbids it) and half of a surrogate pair (UTF-8, and so the
 * database, the e-mail and the webhook, has no form for it: it would come back as U+FFFD). With the `u`
 * flag a whole pair is one character outside the range, so emoji and other astral characters pass.
 */
export const UNSTORABLE_CHARACTER = /[\u0000\uD800-\uDFFF]/u;

/** What the rules say, in one language: each field's label, and the messages under a failing field. */
export interface EnquiryWords {
  /** Each field's visible label, also used in the messages about it. */
  labels: Record<EnquiryField, string>;
  /** The spec's error catalogue. */
  messages: Record<keyof typeof enquiryMessages, string>;
  /** An entry over its limit of `max` characters. */
  tooLong: (label: string, max: number) => string;
  /** An entry that is not text. */
  notText: (label: string) => string;
}

/** The English words of the rules: the spec's, word for word, and ours where the spec has none. */
export const englishEnquiryWords: EnquiryWords = { labels: enquiryLabels, messages: enquiryMessages, tooLong: tooLongMessage, notText: notTextMessage };

/**
 * One enquiry as the form sends it and the server will receive it. enquirySchema.ts is typed against
 * it, so the rules check exactly these fields.
 */
export type Enquiry = {
  designation: string;
  name: string;
  orgname: string;
  address: string;
  /** Optional: a blank phone is no phone. */
  phone?: string;
  message: string;
};

export type EnquiryField = keyof Enquiry;

/**
 * The form's fields in the order they are shown (and validated, so focus goes to the first failure).
 * `label` is the English one, which staff read (the e-mail, the webhook, the exports); the form shows
 * the visitor's (`EnquiryWords`). `autoComplete` lets browsers fill in what they know; `optional`
 * fields say so in their label.
 */
export const enquiryFields: readonly {
  name: EnquiryField;
  label: string;
  kind: "text" | "email" | "tel" | "textarea";
  autoComplete?: string;
  optional?: boolean;
}[] = [
  { name: "designation", label: enquiryLabels.designation, kind: "text", autoComplete: "organization-title" },
  { name: "name", label: enquiryLabels.name, kind: "text", autoComplete: "name" },
  { name: "orgname", label: enquiryLabels.orgname, kind: "text", autoComplete: "organization" },
  { name: "address", label: enquiryLabels.address, kind: "email", autoComplete: "email" },
  { name: "phone", label: enquiryLabels.phone, kind: "tel", autoComplete: "tel", optional: true },
  { name: "message", label: enquiryLabels.message, kind: "textarea" },
];

/** An enquiry with every field empty: the form's starting point and what it returns to after sending. */
export const emptyEnquiry: Enquiry = { designation: "", name: "", orgname: "", address: "", phone: "", message: "" };

/** What is wrong with an enquiry: the first message of each failing field, as the form shows them. */
export type EnquiryProblems = Partial<Record<EnquiryField, string>>;

export type EnquiryVerdict = { ok: true; enquiry: Enquiry } | { ok: false; problems: EnquiryProblems };
