/**
 * The e-mail staff receive for an enquiry: subject, plain text and HTML, Reply-To the visitor, and a
 * Message-ID derived from the enquiry's uid, so that a message sent twice (a crash between sending and
 * recording it) is recognisably the same one and mail programs show it once. Pure, for tests.
 */
import type Mail from "nodemailer/lib/mailer/index.js";
import { enquiryFields } from "../../shared/enquiry.ts";
import { escapeHtml } from "../../seo/headTags.ts";
import type { EmailSettings } from "../config.ts";
import type { StoredEnquiry } from "./store.ts";
import { languageNames, utcMinute } from "./staffWording.ts";

/** For a header: line breaks and other control characters become spaces, so nothing typed can start a header. */
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();

/**
 * For the body: each line break typed (CR, LF or CRLF) as one line break. E-mail knows only CRLF, and a
 * lone CR came through as a new line in a quoted-printable part but as an invisible character in a
 * base64 one (nodemailer picks the encoding by the text), so staff would see some breaks and not others.
 */
const withLineBreaks = (text: string) => text.replace(/\r\n?/g, "\n");

/** The Message-ID: the enquiry's uid at the sender's domain, as RFC 5322 asks (a unique left part, a domain of ours). */
export const enquiryMessageId = (enquiry: StoredEnquiry, from: string) => `<enquiry-${enquiry.uid}@${from.split("@")[1]}>`;

export function enquiryEmail(enquiry: StoredEnquiry, { to, from }: Pick<EmailSettings, "to" | "from">): Mail.Options {
  const intro = `New enquiry from the website's contact form, received ${utcMinute(enquiry.receivedAt)} (#${enquiry.id}).`;
  // Before the fields: staff know which language the message is in, and to answer in it, before reading it.
  const language = languageNames[enquiry.language];
  const text = [
    intro,
    "",
    `Language: ${language}`,
    ...enquiryFields.map(({ name, label }) => (name === "message" ? `${label}:\n${withLineBreaks(enquiry.message)}` : `${label}: ${withLineBreaks(enquiry[name]) || "—"}`)),
    "",
    "Reply to this e-mail to answer the visitor.",
  ].join("\n");
  const row = (label: string, value: string) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`;
  const rows = [row("Language", language), ...enquiryFields.map(({ name, label }) => row(label, withLineBreaks(enquiry[name]) || "—"))].join("\n");
  const html = `<p>${escapeHtml(intro)}</p>\n<table cellpadding="6">\n${rows}\n</table>\n<p>Reply to this e-mail to answer the visitor.</p>`;
  return {
    from,
    to,
    // An address object, not text: nodemailer then quotes the name and never reads a comma in it as a second address.
    replyTo: { name: oneLine(enquiry.name), address: enquiry.address },
    subject: `New enquiry from ${oneLine(enquiry.name)} (${oneLine(enquiry.orgname)})`,
    messageId: enquiryMessageId(enquiry, from),
    text,
    html,
  };
}
