/**
 * The e-mail channel: nodemailer over SMTP (SMTP_URL). smtp:// upgrades to TLS when the server offers
 * STARTTLS; smtps:// speaks TLS from the start. One pooled connection is reused between enquiries.
 */
import { createTransport } from "nodemailer";
import type { EmailSettings } from "../../config.ts";
import { enquiryEmail } from "../enquiryEmail.ts";
import type { ChannelSender } from "./channel.ts";

export function emailChannel(settings: EmailSettings): ChannelSender {
  const transport = createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 2,
    // Bounded waits: a mail server that hangs fails the attempt, which is then retried, instead of holding it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // The message is built from our own text only; nodemailer must never read a file or URL for it.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    send: async (enquiry) => {
      await transport.sendMail(enquiryEmail(enquiry, settings));
    },
    close: () => transport.close(),
  };
}
