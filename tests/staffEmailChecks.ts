/**
 * What staff must see in the e-mail of any enquiry, whatever the visitor typed: the language they wrote in,
 * every field exactly in the text part, every field as text (escaped) in the HTML part, and nothing typed turned into a header or a
 * recipient. For the property tests; the e-mail's wording itself is tested in enquiryDelivery.test.ts.
 */
import { expect } from "vitest";
import type { ReceivedMail } from "../scripts/lib/servers/smtpServer.ts";
import { enquiryFields } from "../src/shared/enquiry.ts";
import type { StoredEnquiry } from "../src/server/enquiries/store.ts";
import { languageNames } from "../src/server/enquiries/staffWording.ts";
import { unescapeHtml } from "./unescapeHtml.ts";

/** The headers of every enquiry's e-mail, and no others: a visitor's line break must never start one. */
const expectedHeaders = ["content-type", "date", "from", "message-id", "mime-version", "reply-to", "subject", "to"];

/**
 * E-mail has one kind of line break (CRLF: RFC 5322 allows no lone CR or LF), so each line break typed,
 * CR, LF or CRLF, arrives as a line break, whichever it was.
 */
const asMailLines = (text: string) => text.replace(/\r\n?/g, "\n");

/** What a field shows when the visitor left it empty (only the phone may be). */
const shown = (value: string) => asMailLines(value || "—");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function expectEmailShowsEnquiry({ recipients, mail }: ReceivedMail, enquiry: StoredEnquiry, staff: readonly string[]): void {
  expect(recipients, "the envelope's recipients").toEqual(staff);
  expect([...mail.headers.keys()].sort(), "the e-mail's headers").toEqual(expectedHeaders);
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map(({ address }) => address) : mail.to).toEqual(staff);
  expect(mail.replyTo?.value, "Reply-To holds one address").toHaveLength(1);

  const text = mail.text ?? "";
  const lines = enquiryFields.map(({ name, label }) => (name === "message" ? `${label}:\n${shown(enquiry.message)}` : `${label}: ${shown(enquiry[name])}`));
  // The language the visitor wrote in, named in English, just above what they typed.
  expect(text, "the text part").toContain(`\nLanguage: ${languageNames[enquiry.language]}\n${lines.join("\n")}\n`);

  const html = typeof mail.html === "string" ? mail.html : "";
  expect(html, "the HTML part's language").toContain(`<th align="left" valign="top">Language</th><td style="white-space:pre-wrap">${languageNames[enquiry.language]}</td>`);
  for (const { name, label } of enquiryFields) {
    // The cell's content up to the next "<": a "<" the visitor typed, unescaped, would end it early.
    const cell = new RegExp(`<th[^>]*>${escapeRegExp(label)}</th><td[^>]*>([^<]*)</td>`).exec(html)?.[1];
    expect(cell === undefined ? cell : unescapeHtml(cell), `the HTML part's ${label}`).toBe(shown(enquiry[name]));
  }
}
