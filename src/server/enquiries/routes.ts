/**
 * POST /api/enquiries: checks an enquiry with the contact form's own rules and stores it durably, with
 * a delivery to each channel that tells staff (delivery.ts).
 * Answers: 201 stored; 200 a retry of one already stored; 400 unreadable JSON or a malformed key;
 * 409 a key reused for a different enquiry; 413 a body over 32 KiB; 415 not JSON; 422 invalid data,
 * with each field's message in the language the enquiry says it was written in, or a language the site
 * does not have; 429 too many from one address (with Retry-After); 503 storage failed.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fastifyRateLimit from "@fastify/rate-limit";
import { checkEnquiry } from "../../shared/enquirySchema.ts";
import {
  ENQUIRIES_PATH,
  ENQUIRY_BODY_LIMIT,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  LANGUAGE_FIELD,
  type EnquiryAccepted,
  type EnquiryRefused,
} from "../../shared/enquiryApi.ts";
import { defaultLanguage, isLanguage, languages, type Language } from "../../shared/language.ts";
import { blockWordsOf } from "../../words/wordsOf.ts";
import type { EnquiryStore } from "./store.ts";
import { defaultRateLimit, type DeliverySettings, type RateLimit } from "../config.ts";
import { startDelivery } from "./delivery.ts";


export interface EnquiryRoutesOptions {
  store: EnquiryStore;
  rateLimit?: RateLimit;
  /** Who is told of each enquiry, and how (e-mail, webhook); without it enquiries are only stored. */
  delivery?: DeliverySettings;
  /** Delete enquiries older than this many days, once a day; without it they are kept. */
  retentionDays?: number;
}


const accepted: EnquiryAccepted = { status: "received" };

const refuse = (reply: FastifyReply, status: number, body: EnquiryRefused) => reply.code(status).send(body);

/** Only JSON is read: this also turns away cross-site HTML forms, which cannot send JSON without CORS. */
async function requireJson(request: FastifyRequest, reply: FastifyReply) {
  const mediaType = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") {
    return refuse(reply, 415, { message: "Send the enquiry as JSON, with Content-Type: application/json." });
  }
}

/** The value of `name` in a JSON body, when the body is an object. */
const bodyField = (body: unknown, name: string): unknown => (typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined);

/** Anything in the hidden field but blank text counts as filled; null, as for every field, is nothing. */
function honeypotFilled(body: unknown): boolean {
  const value = bodyField(body, HONEYPOT_FIELD);
  return value != null && (typeof value !== "string" || value.trim() !== "");
}

/**
 * The language the body says the visitor wrote in: English when it says none (null, as for every field,
 * is nothing); undefined when it names a language the site does not have.
 */
function languageSaid(body: unknown): Language | undefined {
  const value = bodyField(body, LANGUAGE_FIELD);
  if (value == null) return defaultLanguage;
  return isLanguage(value) ? value : undefined;
}

const unknownLanguage = `${LANGUAGE_FIELD} must be ${languages.map((language) => `"${language}"`).join(" or ")}.`;

export const enquiryRoutes: FastifyPluginAsync<EnquiryRoutesOptions> = async (app, { store, rateLimit = defaultRateLimit, delivery: deliverySettings, retentionDays }) => {
  const delivery = startDelivery(app, store, deliverySettings, retentionDays);
  await app.register(fastifyRateLimit, {
    global: false,
    store: store.rateLimitStore,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many enquiries from this address. Please try again in ${context.after}.`,
    }),
  });

  // Every refusal, Fastify's own included (413, 400 for broken JSON), answers in the EnquiryRefused shape.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return refuse(reply, status, { message: error.message });
    request.log.error(error, "could not store an enquiry");
    return refuse(reply, 503, { message: "The enquiry could not be stored. Please try again in a moment." });
  });

  app.post(
    ENQUIRIES_PATH,
    { bodyLimit: ENQUIRY_BODY_LIMIT, onRequest: requireJson, config: { rateLimit } },
    async (request, reply) => {
      // A robot filled the hidden field: it is told what a person would be told, and nothing is kept.
      if (honeypotFilled(request.body)) {
        request.log.info("enquiry discarded: honeypot field filled");
        return reply.code(201).send(accepted);
      }

      const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(key))) {
        return refuse(reply, 400, { message: `${IDEMPOTENCY_HEADER} must be 16 to 128 letters, digits, '-' or '_'.` });
      }

      const language = languageSaid(request.body);
      if (!language) return refuse(reply, 422, { message: unknownLanguage });
      // The fields' messages in the visitor's language: the form shows them under the fields as they are.
      const verdict = await checkEnquiry(request.body, blockWordsOf(language).contactForm.fields);
      if (!verdict.ok) return refuse(reply, 422, { message: "The enquiry has mistakes.", fields: verdict.problems });

      // The enquiry and its deliveries are committed together before the answer: from here on, nothing is lost.
      const { created, conflict } = await store.save(verdict.enquiry, { language, idempotencyKey: key, channels: delivery.channels });
      if (conflict) return refuse(reply, 409, { message: `This ${IDEMPOTENCY_HEADER} was already used for a different enquiry.` });
      if (created) delivery.wake();
      return reply.code(created ? 201 : 200).send(accepted);
    },
  );
};
