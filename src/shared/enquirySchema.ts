/**
 * The enquiry form's rules (SPEC sections 3, 5 and 8), in one module so that the contact form in the
 * browser and the server that receives enquiries check exactly the same things. Written once; only
 * their words change with the language (`EnquiryWords`, enquiry.ts). Nothing here touches the DOM: it
 * runs in Node as well.
 */
import { object, string, ValidationError, type ObjectSchema } from "yup";
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  englishEnquiryWords,
  enquiryFields,
  enquiryMaxLength,
  isBlank,
  UNSTORABLE_CHARACTER,
  type Enquiry,
  type EnquiryProblems,
  type EnquiryVerdict,
  type EnquiryWords,
} from "./enquiry.ts";

/** The rules saying `words`, typed against `Enquiry`: a field the rules check and the type lacks, or the reverse, is a type error. */
function buildRules(words: EnquiryWords): ObjectSchema<Enquiry> {
  const { labels, messages } = words;

  /** At most `enquiryMaxLength[field]` characters, said with the field's label. */
  const withinLimit = (field: keyof typeof enquiryMaxLength) => [enquiryMaxLength[field], words.tooLong(labels[field], enquiryMaxLength[field])] as const;

  /**
   * Text as typed, with the spaces around it dropped. Only text is taken as text: yup's string() would turn
   * `true` into "true" and its trim() throws on an object, so this transform works from the value as sent
   * and leaves anything but text as it came, for the type check to report with the field's label. JSON
   * clients send null for "nothing", so null counts as missing: "X is required", or no phone.
   */
  const text = (field: keyof typeof labels) =>
    string()
      .typeError(words.notText(labels[field]))
      .transform((_coerced: unknown, sent: unknown) => (typeof sent === "string" ? sent.trim() : sent === null ? undefined : sent))
      .test("storable", words.notText(labels[field]), (value) => value === undefined || !UNSTORABLE_CHARACTER.test(value));

  /** A required free-text field: surrounding spaces are dropped, so a blank entry counts as missing. */
  const requiredText = (field: "designation" | "name" | "orgname" | "message", message: string) =>
    text(field).required(message).max(...withinLimit(field));

  return object({
    designation: requiredText("designation", messages.designationRequired),
    name: requiredText("name", messages.nameRequired),
    orgname: requiredText("orgname", messages.orgnameRequired),
    // Browsers drop the spaces around an e-mail field's value (HTML's value sanitization for type=email),
    // so the rules drop them too and browser and server agree; a space inside the address is malformed.
    address: text("address")
      .required(messages.addressRequired)
      // A blank address is reported by `required` alone: one message per field.
      .test("email", messages.addressInvalid, (value) => isBlank(value) || EMAIL_PATTERN.test(value ?? ""))
      .max(...withinLimit("address")),
    // Optional: a blank phone is no phone; a given one must be 10 to 15 digits.
    phone: text("phone")
      .optional()
      .test("phone", messages.phoneInvalid, (value) => isBlank(value) || PHONE_PATTERN.test(value ?? "")),
    message: requiredText("message", messages.messageRequired),
  });
}

/** Built once per language's words: the server checks every enquiry with the same rules. */
const built = new WeakMap<EnquiryWords, ObjectSchema<Enquiry>>();

/** The rules, saying `words` (the visitor's language; the contact form passes its words). */
export function enquiryRules(words: EnquiryWords): ObjectSchema<Enquiry> {
  let rules = built.get(words);
  if (!rules) built.set(words, (rules = buildRules(words)));
  return rules;
}

/**
 * Checks anything that claims to be an enquiry (a parsed request body, say) with the form's own rules.
 * A valid one comes back cleaned: free text trimmed, unknown properties dropped. The messages say
 * `words`: English unless told otherwise (the server passes the words of the language the enquiry
 * names, src/server/enquiries/routes.ts).
 */
export async function checkEnquiry(input: unknown, words: EnquiryWords = englishEnquiryWords): Promise<EnquiryVerdict> {
  // A body of the wrong shape (an array, a string, null) carries no fields: every required one is missing.
  const candidate = typeof input === "object" && input !== null && !Array.isArray(input) ? input : {};
  try {
    const enquiry = await enquiryRules(words).validate(candidate, { abortEarly: false, stripUnknown: true });
    return { ok: true, enquiry };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const messages = new Map(error.inner.reverse().map((inner) => [inner.path, inner.message]));
    // In the form's order, first message per field, as the form shows them.
    const problems: EnquiryProblems = {};
    for (const { name } of enquiryFields) {
      const message = messages.get(name);
      if (message) problems[name] = message;
    }
    return { ok: false, problems };
  }
}
