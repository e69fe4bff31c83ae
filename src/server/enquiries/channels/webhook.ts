/**
 * The webhook channel: a JSON POST of the enquiry to ENQUIRIES_WEBHOOK_URL, signed with HMAC-SHA256 of
 * the exact body under ENQUIRIES_WEBHOOK_SECRET (X-Signature-256: sha256=<hex>), with the enquiry's uid
 * as Idempotency-Key, so the receiver can refuse forgeries and recognise a repeat. Any answer but 2xx,
 * or none within 10 s, fails the attempt, which is then retried. docs/enquiries.md shows a receiver.
 */
import { createHmac } from "node:crypto";
import type { WebhookSettings } from "../../config.ts";
import { enquiryFields } from "../../../shared/enquiry.ts";
import type { StoredEnquiry } from "../store.ts";
import type { ChannelSender } from "./channel.ts";

export const SIGNATURE_HEADER = "X-Signature-256";

/** The body: the enquiry's id, uid and time, the language the visitor wrote in ("en" or "ar"), then the form's fields. */
export function webhookBody(enquiry: StoredEnquiry): string {
  const fields = Object.fromEntries(enquiryFields.map(({ name }) => [name, enquiry[name]]));
  return JSON.stringify({ id: enquiry.id, uid: enquiry.uid, receivedAt: enquiry.receivedAt, language: enquiry.language, ...fields });
}

export const signature = (body: string, secret: string) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

export function webhookChannel({ url, secret }: WebhookSettings): ChannelSender {
  return {
    send: async (enquiry) => {
      const body = webhookBody(enquiry);
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", [SIGNATURE_HEADER]: signature(body, secret), "Idempotency-Key": enquiry.uid },
        body,
        redirect: "error",
        signal: AbortSignal.timeout(10_000),
      });
      // The receiver's answer is not ours to keep; reading it frees the connection.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the webhook answered ${response.status} ${response.statusText}`.trim());
    },
    close: () => undefined,
  };
}
