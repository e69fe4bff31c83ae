import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";
import { emptyEnquiry, englishEnquiryWords, enquiryFields, enquiryMessages } from "../src/shared/enquiry.ts";
import { checkEnquiry, enquiryRules } from "../src/shared/enquirySchema.ts";
import { enquiryCases, notTextCases, validEnquiry } from "./fixtures/enquiryCases.ts";

const valid = validEnquiry;

/** The rules in English, as the server checks enquiries. */
const enquirySchema = enquiryRules(englishEnquiryWords);

/** Every message the schema reports, grouped by field, as a server answering the form would see them. */
async function errorsFor(input: Record<string, unknown>): Promise<Record<string, string[]>> {
  try {
    await enquirySchema.validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField: Record<string, string[]> = {};
    for (const inner of error.inner) (byField[inner.path ?? ""] ??= []).push(inner.message);
    return byField;
  }
}

describe("enquiry rules", () => {
  it("accepts a complete enquiry and trims the spaces around free text", async () => {
    const result = await enquirySchema.validate({ ...valid, name: "  Aisha Khan  ", message: " Hello " });
    expect(result).toEqual({ ...valid, name: "Aisha Khan", message: "Hello" });
  });

  it("reports every spec message when the whole form is empty, except for the optional phone", async () => {
    expect(await errorsFor(emptyEnquiry)).toEqual({
      designation: ["Designation is required"],
      name: ["Name is required"],
      orgname: ["Organization Name is required"],
      address: ["Email Address is required"],
      message: ["Message is required"],
    });
  });

  it.each([
    ["designation", "Designation is required"],
    ["name", "Name is required"],
    ["orgname", "Organization Name is required"],
    ["address", "Email Address is required"],
    ["message", "Message is required"],
  ])("treats a %s of only spaces as missing: '%s'", async (field, message) => {
    expect(await errorsFor({ ...valid, [field]: "   " })).toEqual({ [field]: [message] });
  });

  it("reports a missing field (as a server would receive it) with the same message as a blank one", async () => {
    const { orgname: _omitted, ...rest } = valid;
    expect(await errorsFor(rest)).toEqual({ orgname: ["Organization Name is required"] });
  });

  it.each(["aisha", "aisha@example", "aisha@.com", "aisha@example.", "@example.com", "aisha khan@example.com", "aisha@exa mple.com", "a@b@c.com"])(
    "says 'Invalid email address' for %j",
    async (address) => {
      expect(await errorsFor({ ...valid, address })).toEqual({ address: ["Invalid email address"] });
    },
  );

  it.each(["a@b.co", "first.last+tag@mail.example.co.uk"])("accepts the e-mail address %j", async (address) => {
    expect(await errorsFor({ ...valid, address })).toEqual({});
  });

  it.each(["", "   ", undefined, "0501234567", "123456789012345"])("accepts the phone %j (optional, or 10 to 15 digits)", async (phone) => {
    expect(await errorsFor({ ...valid, phone })).toEqual({});
  });

  it.each(["123456789", "1234567890123456", "+971501234567", "050 123 4567", "050-123-4567", "phone12345"])(
    "says 'Invalid phone number' for %j",
    async (phone) => {
      expect(await errorsFor({ ...valid, phone })).toEqual({ phone: ["Invalid phone number"] });
    },
  );

  it("keeps the spec's messages word for word", () => {
    expect(Object.values(enquiryMessages)).toEqual([
      "Designation is required",
      "Name is required",
      "Organization Name is required",
      "Email Address is required",
      "Invalid email address",
      "Invalid phone number",
      "Message is required",
    ]);
  });

  it("lists the form's fields in the spec's order, with phone the only optional one", () => {
    expect(enquiryFields.map((field) => field.name)).toEqual(["designation", "name", "orgname", "address", "phone", "message"]);
    expect(enquiryFields.filter((field) => field.optional).map((field) => field.name)).toEqual(["phone"]);
    expect(Object.keys(emptyEnquiry).sort()).toEqual(Object.keys(enquirySchema.fields).sort());
  });

  it.each(enquiryCases)("gives $case the verdict in the shared table", async ({ enquiry, problems }) => {
    const verdict = await checkEnquiry(enquiry);
    expect(verdict.ok ? {} : verdict.problems).toEqual(problems);
  });

  it("drops properties it does not know from an accepted enquiry", async () => {
    const verdict = await checkEnquiry({ ...valid, website: "", admin: true });
    expect(verdict).toEqual({ ok: true, enquiry: valid });
  });

  it.each([null, "text", 42, [valid]])("reports every required field as missing for the non-object %j", async (input) => {
    const verdict = await checkEnquiry(input);
    expect(verdict.ok ? [] : Object.keys(verdict.problems)).toEqual(["designation", "name", "orgname", "address", "message"]);
  });

  it.each(notTextCases)("refuses $case with the field's own message", async ({ changes, problems }) => {
    expect(await checkEnquiry({ ...valid, ...changes })).toEqual({ ok: false, problems });
  });

  it("reports a null field (how JSON says nothing) as missing: 'Name is required'", async () => {
    expect(await checkEnquiry({ ...valid, name: null })).toEqual({ ok: false, problems: { name: "Name is required" } });
  });

  it("accepts a null phone as no phone", async () => {
    const { phone: _none, ...withoutPhone } = valid;
    expect(await checkEnquiry({ ...valid, phone: null })).toEqual({ ok: true, enquiry: withoutPhone });
  });

  it("keeps text exactly as typed inside its surrounding spaces: emoji, right-to-left override, control characters", async () => {
    const name = "Aisha \u{1F600} \u202Ekhan\u0007\u001b[31m";
    expect(await checkEnquiry({ ...valid, name: `  ${name}\n` })).toEqual({ ok: true, enquiry: { ...valid, name } });
  });
});
