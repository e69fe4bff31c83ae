/**
 * Arbitrary requests to POST /api/enquiries for the property tests: `acceptableEnquiry` is an enquiry the
 * rules accept however hostile its text, `anyEnquiryRequest` is any body with any Content-Type and
 * Idempotency-Key a client can put on the wire.
 */
import fc from "fast-check";
import { EMAIL_PATTERN, enquiryFields, enquiryMaxLength, type EnquiryField } from "../src/shared/enquiry.ts";
import { HONEYPOT_FIELD, IDEMPOTENCY_KEY_PATTERN, LANGUAGE_FIELD } from "../src/shared/enquiryApi.ts";
import { anyText, longText, storablePiece, storableText } from "./arbitraryText.ts";
import type { EnquiryPost } from "./enquiryServerWithMail.ts";

/** Surrounding white space, which the rules drop: String.prototype.trim's, line breaks, no-break spaces and the BOM included. */
const padding = fc.constantFrom("", "", " ", "  ", "\t", "\n", "\r\n ", "\u00a0", "\u3000", "\ufeff");

const padded = (text: fc.Arbitrary<string>) => fc.tuple(padding, text, padding).map(([before, inside, after]) => before + inside + after);

/** Free text the rules accept: not blank, at most `max` characters once trimmed. */
const acceptedText = (max: number, text = storableText()) => padded(text).filter((value) => value.trim() !== "" && value.trim().length <= max);

/** name@domain.tld of any characters but white space and '@': all the spec asks of an address. */
const addressPart = fc.array(storablePiece.filter((piece) => !/[\s@]/.test(piece)), { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join(""));
const acceptedAddress = padded(fc.tuple(addressPart, addressPart, addressPart).map(([local, domain, ending]) => `${local}@${domain}.${ending}`)).filter(
  (address) => address.trim().length <= enquiryMaxLength.address && EMAIL_PATTERN.test(address.trim()),
);

/** No phone (absent, blank or null), or 10 to 15 digits. */
const acceptedPhone = fc.oneof(
  padded(fc.stringMatching(/^\d{10,15}$/)),
  fc.constantFrom(undefined, "", "   ", null),
);

/** The hidden field as people leave it: absent, empty, or null (JSON's nothing). */
const emptyHoneypot = fc.constantFrom(undefined, "", " ", null);

/** The language as a form says it: the page's, or none (absent or null, as a form from before the Arabic site). */
const knownLanguage = fc.constantFrom(undefined, null, "en", "ar");

/** Properties the rules drop, whose names are neither a field's nor one the JSON parser refuses (400). */
const unknownProperties = fc.dictionary(
  storableText(2).filter((name) => !(name in enquiryMaxLength) && !["phone", HONEYPOT_FIELD, LANGUAGE_FIELD, "__proto__", "constructor"].includes(name)),
  fc.jsonValue({ maxDepth: 2 }).filter((value) => !/"(__proto__|constructor)"/.test(JSON.stringify(value) ?? "")),
  { maxKeys: 3 },
);

export type EnquiryBody = Record<string, unknown>;

/** An enquiry the rules accept, every text field made of hostile pieces (the message sometimes thousands of characters long). */
export const acceptableEnquiry: fc.Arbitrary<EnquiryBody> = fc
  .record({
    designation: acceptedText(enquiryMaxLength.designation),
    name: acceptedText(enquiryMaxLength.name),
    orgname: acceptedText(enquiryMaxLength.orgname),
    address: acceptedAddress,
    phone: acceptedPhone,
    message: fc.oneof(acceptedText(enquiryMaxLength.message), acceptedText(enquiryMaxLength.message, longText(storableText(3), enquiryMaxLength.message))),
    [HONEYPOT_FIELD]: emptyHoneypot,
    [LANGUAGE_FIELD]: knownLanguage,
    unknown: unknownProperties,
  })
  .map(({ unknown, ...fields }) => ({ ...unknown, ...fields }));

/** A value in place of a field: any text (unstorable characters included), a long one, any JSON value, null. */
const anyFieldValue = fc.oneof(
  anyText(),
  longText(anyText(3), 100_000),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(null),
);

const fieldNames = [...enquiryFields.map(({ name }) => name), HONEYPOT_FIELD, LANGUAGE_FIELD] as (EnquiryField | typeof HONEYPOT_FIELD | typeof LANGUAGE_FIELD)[];

/** Any JSON text a client may send: enquiries with some fields replaced or removed, and any JSON value at all. */
const anyJsonBody = fc.oneof(
  { arbitrary: fc.tuple(acceptableEnquiry, fc.dictionary(fc.constantFrom(...fieldNames), fc.option(anyFieldValue, { nil: undefined }), { maxKeys: 3 })).map(([enquiry, changes]) => ({ ...enquiry, ...changes })), weight: 6 },
  { arbitrary: fc.jsonValue(), weight: 1 },
);

/** A value as JSON.stringify writes it, or with every character past ASCII as a \u escape (also valid JSON, and what some clients send). */
export function jsonText(value: unknown, asciiOnly: boolean): string {
  const json = JSON.stringify(value) ?? "null";
  return asciiOnly ? json.replace(/[\u007f-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`) : json;
}

const asJsonText = (body: fc.Arbitrary<unknown>) => fc.tuple(body, fc.boolean()).map(([value, asciiOnly]) => jsonText(value, asciiOnly));

/** Bodies that are not an enquiry's JSON: text, broken JSON, keys the parser refuses, deep nesting, nothing. */
const otherBody = fc.oneof(
  anyText(12),
  fc.constantFrom(
    "",
    "{",
    '{"name": "Aisha",',
    "null",
    '{"__proto__": {"admin": true}, "name": "Aisha"}',
    '{"constructor": {"prototype": {"admin": true}}}',
    `${"[".repeat(20_000)}${"]".repeat(20_000)}`,
    `{"message": "${"x".repeat(40_000)}"}`,
  ),
);

/** A header value as it can travel in HTTP/1.1: tab, visible ASCII, space and Latin-1's upper half, nothing around it. */
export const headerValue = fc
  .string({ unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(0x09)).map((code) => String.fromCharCode(code)), maxLength: 160 })
  .map((value) => value.replace(/^[\t ]+|[\t ]+$/g, ""));

/** What the contact form sends, and spellings of it a client may use. */
export const jsonContentTypes = ["application/json", "application/json; charset=utf-8", "Application/JSON", "application/json;charset=UTF-8"];

const anyContentType = fc.oneof(
  { arbitrary: fc.constantFrom(...jsonContentTypes), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      undefined,
      "",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json-patch+json",
      "application/jsonx",
      "application/json; charset=utf-16",
      "application/json; charset=latin1",
      "application/json, text/plain",
      "application/json;",
      "application/json; charset",
    ),
    weight: 2,
  },
  { arbitrary: headerValue, weight: 1 },
);

/** A few keys that several requests share, so that retries (200) and reused keys (409) happen too. */
const sharedKeys = ["property-test-key-0001", "property-test-key-0002"];

const anyIdempotencyKey = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 4 },
  { arbitrary: fc.constantFrom(...sharedKeys), weight: 3 },
  { arbitrary: fc.stringMatching(IDEMPOTENCY_KEY_PATTERN), weight: 2 },
  { arbitrary: headerValue, weight: 2 },
  { arbitrary: fc.array(fc.constantFrom(...sharedKeys), { minLength: 2, maxLength: 2 }), weight: 1 },
);

/** Any request a client can make to the enquiry API. */
export const anyEnquiryRequest: fc.Arbitrary<EnquiryPost> = fc.record({
  payload: fc.oneof({ arbitrary: asJsonText(anyJsonBody), weight: 5 }, { arbitrary: otherBody, weight: 1 }),
  contentType: anyContentType,
  idempotencyKey: anyIdempotencyKey,
});

/** An acceptable enquiry's request: JSON in one of its spellings, with or without a key. */
export const acceptableEnquiryRequest = fc.record({
  body: acceptableEnquiry,
  asciiOnly: fc.boolean(),
  contentType: fc.constantFrom(...jsonContentTypes),
  withKey: fc.boolean(),
});
