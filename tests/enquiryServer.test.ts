import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "../src/server/app.ts";
import type { EnquiryStore } from "../src/server/enquiries/store.ts";
import { openSqliteStore } from "../src/server/enquiries/sqliteStore.ts";
import type { RateLimit } from "../src/server/config.ts";
import { ENQUIRIES_PATH, ENQUIRY_BODY_LIMIT } from "../src/shared/enquiryApi.ts";
import { enquiryCases, notTextCases, validEnquiry } from "./fixtures/enquiryCases.ts";
import { schemasDir } from "../scripts/lib/paths.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The production server on an empty site with a fresh database, and a way to post to its enquiry API. */
async function enquiryServer({ rateLimit = { max: 1000, timeWindow: 60_000 }, store }: { rateLimit?: RateLimit; store?: EnquiryStore } = {}) {
  const folder = mkdtempSync(join(tmpdir(), "enquiry-server-"));
  folders.push(folder);
  writeFileSync(join(folder, "404.html"), "<h1>Page Not Found</h1>");
  const enquiries = store ?? openSqliteStore(join(folder, "enquiries.sqlite"));
  const app = await createServer({ dist: folder, enquiries: { store: enquiries, rateLimit } });
  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = "203.0.113.7") =>
    app.inject({
      method: "POST",
      url: ENQUIRIES_PATH,
      headers: { "content-type": "application/json", ...headers },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      remoteAddress,
    });
  return { app, store: enquiries, post };
}

describe("POST /api/enquiries", () => {
  it("stores a valid enquiry, trimmed, and answers 201 once the row is there", async () => {
    const { post, store } = await enquiryServer();
    const response = await post({ ...validEnquiry, name: "  Aisha Khan  " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: "received" });
    expect(await store.list()).toEqual([
      { ...validEnquiry, id: 1, uid: expect.stringMatching(/^[0-9a-f-]{36}$/), receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), language: "en", deliveries: [] },
    ]);
  });

  it.each(enquiryCases)("gives $case the same verdict as the form", async ({ enquiry, problems }) => {
    const { post, store } = await enquiryServer();
    const response = await post(enquiry);
    if (Object.keys(problems).length === 0) {
      expect(response.statusCode).toBe(201);
      expect(await store.list()).toHaveLength(1);
    } else {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: "The enquiry has mistakes.", fields: problems });
      expect(await store.list()).toEqual([]);
    }
  });

  it("answers 422 with every required field's message for a body that is not an object", async () => {
    const { post } = await enquiryServer();
    const response = await post([validEnquiry]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().fields)).toEqual(["designation", "name", "orgname", "address", "message"]);
  });

  it.each(notTextCases)("answers 422 to $case with the field's message, and stores nothing", async ({ changes, problems }) => {
    const { post, store } = await enquiryServer();
    const response = await post({ ...validEnquiry, ...changes });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: "The enquiry has mistakes.", fields: problems });
    expect(await store.list()).toEqual([]);
  });

  it("stores an enquiry whose phone is null as one without a phone", async () => {
    const { post, store } = await enquiryServer();
    expect((await post({ ...validEnquiry, phone: null })).statusCode).toBe(201);
    expect((await store.list()).map(({ phone }) => phone)).toEqual([""]);
  });

  it("refuses a body over 32 KiB with 413 and stores nothing", async () => {
    const { post, store } = await enquiryServer();
    const response = await post({ ...validEnquiry, message: "x".repeat(ENQUIRY_BODY_LIMIT) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await store.list()).toEqual([]);
  });

  it("reads a body just under 32 KiB", async () => {
    const { post } = await enquiryServer();
    const body = JSON.stringify(validEnquiry);
    const response = await post(body.replace('"message":"', `"message":"${" ".repeat(ENQUIRY_BODY_LIMIT - body.length)}`));
    expect(response.statusCode).toBe(201);
  });

  it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])(
    "refuses a %s body with 415",
    async (contentType) => {
      const { post, store } = await enquiryServer();
      const response = await post(JSON.stringify(validEnquiry), { "content-type": contentType });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe("Send the enquiry as JSON, with Content-Type: application/json.");
      expect(await store.list()).toEqual([]);
    },
  );

  it("accepts JSON declared with a charset", async () => {
    const { post } = await enquiryServer();
    expect((await post(validEnquiry, { "content-type": "application/json; charset=utf-8" })).statusCode).toBe(201);
  });

  it("refuses JSON it cannot parse with 400", async () => {
    const { post } = await enquiryServer();
    const response = await post('{"name": "Aisha",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("answers success to a robot that filled the hidden field, and stores nothing", async () => {
    const { post, store } = await enquiryServer();
    const response = await post({ ...validEnquiry, website: "https://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: "received" });
    expect(await store.list()).toEqual([]);
  });

  it("stores an enquiry whose hidden field was left empty, as the form sends it", async () => {
    const { post, store } = await enquiryServer();
    expect((await post({ ...validEnquiry, website: "" })).statusCode).toBe(201);
    expect(await store.list()).toHaveLength(1);
  });

  it("stores an enquiry whose hidden field is null, as JSON says nothing", async () => {
    const { post, store } = await enquiryServer();
    expect((await post({ ...validEnquiry, website: null })).statusCode).toBe(201);
    expect(await store.list()).toHaveLength(1);
  });

  describe("in the language the enquiry was written in", () => {
    const arabicEnquiry = { designation: "مديرة تقنية المعلومات", name: "سارة أحمد", orgname: "شركة المثال للتجارة", address: "sara@example.com", phone: "", message: "نرجو تزويدنا بعرض سعر." };

    it.each([
      {
        case: "every field empty",
        changes: { designation: "", name: " ", orgname: "", address: "", message: "\n" },
        fields: {
          designation: "يُرجى إدخال المسمى الوظيفي",
          name: "يُرجى إدخال الاسم",
          orgname: "يُرجى إدخال اسم المؤسسة",
          address: "يُرجى إدخال البريد الإلكتروني",
          message: "يُرجى كتابة الرسالة",
        },
      },
      { case: "a malformed address and phone", changes: { address: "sara@example", phone: "050 123" }, fields: { address: "البريد الإلكتروني غير صحيح", phone: "رقم الهاتف غير صحيح" } },
      { case: "a name over its limit", changes: { name: "س".repeat(101) }, fields: { name: "الحد الأقصى لحقل «الاسم» هو 100 حرف" } },
      { case: "a message that is not text", changes: { message: { text: "مرحبًا" } }, fields: { message: "يجب أن يكون محتوى حقل «الرسالة» نصًا" } },
    ])("answers 422 to an Arabic enquiry with $case in Arabic, and stores nothing", async ({ changes, fields }) => {
      const { post, store } = await enquiryServer();
      const response = await post({ ...arabicEnquiry, ...changes, language: "ar" });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: "The enquiry has mistakes.", fields });
      expect(await store.list()).toEqual([]);
    });

    it.each([
      ["names no language (a form from before the Arabic site)", {}],
      ["names none (null)", { language: null }],
      ["is in English", { language: "en" }],
    ])("answers 422 in English to an enquiry that %s", async (_case, language) => {
      const { post } = await enquiryServer();
      const response = await post({ ...arabicEnquiry, name: "", address: "sara@example", ...language });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: "The enquiry has mistakes.", fields: { name: "Name is required", address: "Invalid email address" } });
    });

    it.each(["fr", "AR", "arabic", "", 1, true, ["ar"], { code: "ar" }])("refuses the language %j with 422, whatever the fields, and stores nothing", async (language) => {
      const { post, store } = await enquiryServer();
      for (const enquiry of [validEnquiry, { ...validEnquiry, name: "" }]) {
        const response = await post({ ...enquiry, language });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ message: 'language must be "en" or "ar".' });
      }
      expect(await store.list()).toEqual([]);
    });

    it("stores each enquiry with the language it was written in: Arabic as said, English when none is said", async () => {
      const { post, store } = await enquiryServer();
      expect((await post({ ...arabicEnquiry, language: "ar" })).statusCode).toBe(201);
      expect((await post({ ...validEnquiry, language: "en" })).statusCode).toBe(201);
      expect((await post(validEnquiry)).statusCode).toBe(201);
      expect((await store.list()).map(({ name, language }) => [name, language])).toEqual([
        ["سارة أحمد", "ar"],
        [validEnquiry.name, "en"],
        [validEnquiry.name, "en"],
      ]);
    });
  });

  describe("retries (Idempotency-Key)", () => {
    const key = "5f0c8a2e9b3d4e7fa1b2c3d4e5f60718";

    it("stores a retried enquiry once: 201 the first time, 200 after", async () => {
      const { post, store } = await enquiryServer();
      expect((await post(validEnquiry, { "idempotency-key": key })).statusCode).toBe(201);
      const retry = await post(validEnquiry, { "idempotency-key": key });
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual({ status: "received" });
      expect(await store.list()).toHaveLength(1);
    });

    it("stores retries sent at the same moment once", async () => {
      const { post, store } = await enquiryServer();
      const answers = await Promise.all(Array.from({ length: 10 }, () => post(validEnquiry, { "idempotency-key": key })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(await store.list()).toHaveLength(1);
    });

    it("answers 409 when a key comes back with other contents, keeping the first", async () => {
      const { post, store } = await enquiryServer();
      await post(validEnquiry, { "idempotency-key": key });
      const reused = await post({ ...validEnquiry, message: "Something else" }, { "idempotency-key": key });
      expect(reused.statusCode).toBe(409);
      expect((await store.list()).map((stored) => stored.message)).toEqual([validEnquiry.message]);
    });

    it.each(["short", "has spaces in it, so no", "x".repeat(129)])("refuses the malformed key %j with 400", async (badKey) => {
      const { post, store } = await enquiryServer();
      expect((await post(validEnquiry, { "idempotency-key": badKey })).statusCode).toBe(400);
      expect(await store.list()).toEqual([]);
    });

    it("stores enquiries sent without a key, each as its own", async () => {
      const { post, store } = await enquiryServer();
      await post(validEnquiry);
      await post(validEnquiry);
      expect(await store.list()).toHaveLength(2);
    });
  });

  it("answers 429 with Retry-After once one address has sent its allowance, and still serves others", async () => {
    const { post, store } = await enquiryServer({ rateLimit: { max: 2, timeWindow: "10 minutes" } });
    expect((await post(validEnquiry)).statusCode).toBe(201);
    expect((await post(validEnquiry)).statusCode).toBe(201);
    const limited = await post(validEnquiry);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(500);
    expect(limited.json()).toEqual({ message: "Too many enquiries from this address. Please try again in 10 minutes." });
    expect((await post(validEnquiry, {}, "198.51.100.4")).statusCode).toBe(201);
    expect(await store.list()).toHaveLength(3);
  });

  it("answers 503 without the database's details when storing fails", async () => {
    const folder = mkdtempSync(join(tmpdir(), "enquiry-server-"));
    folders.push(folder);
    const working = openSqliteStore(join(folder, "enquiries.sqlite"));
    const failing: EnquiryStore = {
      ...working,
      save: async () => {
        throw new Error("SQLITE_FULL: database or disk is full");
      },
    };
    const { post } = await enquiryServer({ store: failing });
    const response = await post(validEnquiry);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: "The enquiry could not be stored. Please try again in a moment." });
  });

  it("is the one endpoint a contact form block may name", () => {
    const schema = JSON.parse(readFileSync(join(schemasDir, "blocks", "contactForm.schema.json"), "utf8"));
    expect(schema.properties.endpoint.enum).toEqual([ENQUIRIES_PATH]);
  });
});
