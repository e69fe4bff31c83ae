/**
 * Property tests of POST /api/enquiries (fast-check), against the real server on each real store, with
 * a real SMTP server: whatever a client sends, the answer is one the API documents, in JSON, nothing is
 * logged as an error, and what is accepted is stored, read back and e-mailed exactly as the rules
 * cleaned it. Cases and seed: propertyRuns.ts.
 */
import { randomUUID } from "node:crypto";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { fc, it } from "@fast-check/vitest";
import { openPostgresStore } from "../src/server/enquiries/postgresStore.ts";
import { openSqliteStore } from "../src/server/enquiries/sqliteStore.ts";
import type { EnquiryRecord, EnquiryStore } from "../src/server/enquiries/store.ts";
import { enquiryMessageId } from "../src/server/enquiries/enquiryEmail.ts";
import { englishEnquiryWords, enquiryFields, enquiryMaxLength, type EnquiryWords } from "../src/shared/enquiry.ts";
import { HONEYPOT_FIELD, IDEMPOTENCY_KEY_PATTERN, LANGUAGE_FIELD } from "../src/shared/enquiryApi.ts";
import type { Language } from "../src/shared/language.ts";
import { arBlocks } from "../src/words/arBlocks.ts";
import { toJson } from "../scripts/lib/enquiryFormats.ts";
import { root } from "../scripts/lib/paths.ts";
import { eventually } from "./eventually.ts";
import { postgresForThisFile } from "./postgresForThisFile.ts";
import { acceptableEnquiry, acceptableEnquiryRequest, anyEnquiryRequest, jsonText, type EnquiryBody } from "./arbitraryEnquiries.ts";
import { from, startEnquiryServerWithMail, staff, type EnquiryPost } from "./enquiryServerWithMail.ts";
import { expectEmailShowsEnquiry } from "./staffEmailChecks.ts";
import { propertyRuns, propertyTimeout, sampleRuns } from "./propertyRuns.ts";

/**
 * docs/enquiries.md's answers (routes.ts says the same), less two that bad input must never get: 429
 * (the limit is set out of reach here) and 503, which means the database failed.
 */
const documentedStatuses = [200, 201, 400, 409, 413, 415, 422];

/** Every message a field may get in one language: the spec's, and ours for text too long or not text at all. */
const messagesIn = ({ labels, messages, notText, tooLong }: EnquiryWords) => [
  ...Object.values(messages),
  ...Object.values(labels).map(notText),
  ...Object.entries(enquiryMaxLength).map(([field, max]) => tooLong(labels[field as keyof typeof enquiryMaxLength], max)),
];

/** The messages a field may get, in each language an enquiry may say it was written in. */
const fieldMessages: Record<Language, string[]> = { en: messagesIn(englishEnquiryWords), ar: messagesIn(arBlocks.contactForm.fields) };

/** The language a body says it was written in, as the server reads it: English unless it says Arabic (or a language it refuses). */
const languageOfBody = (body: unknown): Language =>
  typeof body === "object" && body !== null && (body as EnquiryBody)[LANGUAGE_FIELD] === "ar" ? "ar" : "en";

/** What the rules make of an accepted body: each field's text without the spaces around it; no phone is "". */
const cleaned = (body: EnquiryBody) => Object.fromEntries(enquiryFields.map(({ name }) => [name, typeof body[name] === "string" ? body[name].trim() : ""]));

/** Whether a robot filled the hidden field (anything there but nothing, null or blank text): told 201, nothing kept. */
function filledByRobot(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as EnquiryBody)[HONEYPOT_FIELD];
  return value != null && !(typeof value === "string" && value.trim() === "");
}

const parsed = (payload: string): unknown => {
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
};

/** The enquiries as `npm run enquiries -- --format json` prints them (the same function of the same list). */
const readBack = async (store: EnquiryStore) => JSON.parse(toJson(await store.list())) as EnquiryRecord[];

const postgres = postgresForThisFile();

interface OpenedStore {
  store: EnquiryStore;
  /** How `npm run enquiries` is pointed at this store: its options and environment. */
  cli: { args: string[]; env: NodeJS.ProcessEnv };
}

const stores: [string, (folder: string) => Promise<OpenedStore>][] = [
  [
    "SQLite",
    async (folder) => {
      const file = join(folder, "enquiries.sqlite");
      return { store: openSqliteStore(file), cli: { args: ["--db", file], env: {} } };
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const url = await postgres.newDatabase();
      return { store: await openPostgresStore(url), cli: { args: [], env: { DATABASE_URL: url } } };
    },
  ],
];

describe.each(stores)("POST /api/enquiries on %s", (_kind, openStore) => {
  let server: Awaited<ReturnType<typeof startEnquiryServerWithMail>>;
  let cli: OpenedStore["cli"];
  beforeAll(async () => {
    server = await startEnquiryServerWithMail(async (folder) => {
      const opened = await openStore(folder);
      cli = opened.cli;
      return opened.store;
    });
  });
  afterAll(() => server?.stop());

  /** The enquiry just stored reads back exactly as the rules cleaned `body`, and its e-mail shows it exactly. */
  async function expectStoredAndMailed(body: EnquiryBody) {
    const stored = (await readBack(server.store)).at(-1)!;
    expect(stored).toMatchObject({ ...cleaned(body), language: languageOfBody(body) });
    const received = await eventually(() => server.smtp.received.find(({ mail }) => mail.messageId === enquiryMessageId(stored, from)));
    expectEmailShowsEnquiry(received, stored, staff);
  }

  /**
   * Sends one request and checks what any client may count on: a documented status, a JSON answer of
   * the documented shape, a row stored exactly when a person's enquiry was accepted (201) and then as
   * the rules cleaned it and e-mailed so, and no error in the log. The status, for more checks.
   */
  async function expectDocumentedAnswer(request: EnquiryPost): Promise<number> {
    const before = (await server.store.list()).length;
    const response = await server.post(request);

    expect(documentedStatuses, response.body).toContain(response.statusCode);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const answer = response.json() as { status?: string; message?: string; fields?: Record<string, string> };
    if (response.statusCode < 300) expect(answer).toEqual({ status: "received" });
    else expect(answer.message).toEqual(expect.any(String));
    const body = parsed(request.payload);
    for (const [field, message] of Object.entries(answer.fields ?? {})) {
      expect(enquiryFields.map(({ name }) => name)).toContain(field);
      expect(fieldMessages[languageOfBody(body)]).toContain(message);
    }

    const stored = response.statusCode === 201 && !filledByRobot(body);
    expect((await server.store.list()).length).toBe(before + (stored ? 1 : 0));
    if (stored) await expectStoredAndMailed(body as EnquiryBody);
    expect(server.errorsLogged()).toEqual([]);
    return response.statusCode;
  }

  it.prop([anyEnquiryRequest, fc.boolean()], propertyRuns(150))(
    "answers any request, and the same request again, with a documented status and JSON, logs no error, and keeps exactly the text of what it accepts, once",
    async (request, sentAgain) => {
      const first = await expectDocumentedAnswer(request);
      if (!sentAgain) return;
      const again = await expectDocumentedAnswer(request);
      // A retry under its key finds the enquiry stored the first time: answered 200, not stored twice.
      const keyed = typeof request.idempotencyKey === "string" && IDEMPOTENCY_KEY_PATTERN.test(request.idempotencyKey);
      if (first === 201 && keyed && !filledByRobot(parsed(request.payload))) expect(again).toBe(200);
    },
    propertyTimeout,
  );

  it.prop([acceptableEnquiryRequest], propertyRuns(60))(
    "accepts any enquiry the rules accept however hostile its text, stores it byte for byte and e-mails it exactly",
    async ({ body, asciiOnly, contentType, withKey }) => {
      // A new key each time: shrinking replays a case, and a replayed key would rightly answer 200.
      const response = await server.post({ payload: jsonText(body, asciiOnly), contentType, idempotencyKey: withKey ? randomUUID() : undefined });
      expect(response.statusCode, response.body).toBe(201);
      await expectStoredAndMailed(body);
      expect(server.errorsLogged()).toEqual([]);
    },
    propertyTimeout,
  );

  it("npm run enquiries -- --format json prints accepted hostile enquiries byte for byte", async () => {
    const bodies = fc.sample(acceptableEnquiry, sampleRuns(20));
    const since = new Date().toISOString();
    for (const body of bodies) expect((await server.post({ payload: JSON.stringify(body), contentType: "application/json", idempotencyKey: undefined })).statusCode).toBe(201);
    const printed = spawnSync(process.execPath, ["scripts/enquiries.ts", "--format", "json", "--since", since, ...cli.args], {
      cwd: root,
      env: { ...process.env, ...cli.env },
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    expect(printed.status, printed.stderr).toBe(0);
    const enquiries = JSON.parse(printed.stdout) as EnquiryRecord[];
    expect(enquiries.map((enquiry) => Object.fromEntries(enquiryFields.map(({ name }) => [name, enquiry[name]])))).toEqual(bodies.map(cleaned));
  });
});
