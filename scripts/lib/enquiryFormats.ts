/**
 * The three ways `npm run enquiries` prints stored enquiries. Pure functions of the enquiries, so they are
 * tested without a database.
 */
import { stringify } from "csv-stringify/sync";
import type { DeliveryState, EnquiryRecord, StoredEnquiry } from "../../src/server/enquiries/store.ts";
import { enquiryFields } from "../../src/shared/enquiry.ts";
import { channelNames, languageNames, utcMinute } from "../../src/server/enquiries/staffWording.ts";
import { printable } from "./printable.ts";

/** Visitors' texts as the text format prints them: their own line breaks kept, nothing that could rewrite the terminal. */
const printableText = (text: string) => printable(text, { lineBreaks: true });

export type EnquiryFormat = "csv" | "json" | "text";
export const enquiryFormats: readonly EnquiryFormat[] = ["csv", "json", "text"];

export interface EnquiryRange {
  since?: Date;
  until?: Date;
  /** Only enquiries with a delivery that gave up. */
  failed?: boolean;
}

/** The stored enquiry's id, time and language ("en" or "ar"), then the form's fields in the form's order. */
export const csvColumns = ["id", "receivedAt", "language", ...enquiryFields.map(({ name }) => name)];

/**
 * For Excel: the BOM makes it read the file as UTF-8 (else Arabic and accented names turn to mojibake), and
 * escape_formulas prefixes ' to a cell starting with = + - @ tab or CR, because the text comes from the
 * public contact form and must not run as a formula when staff open the file.
 */
export function toCsv(enquiries: readonly StoredEnquiry[]): string {
  return stringify(enquiries as StoredEnquiry[], {
    header: true,
    columns: csvColumns,
    bom: true,
    record_delimiter: "windows",
    // Setting record_delimiter turns this off by default, which would leave a bare line break in a message
    // unquoted and split its row in two.
    quote_record_delimiter: true,
    escape_formulas: true,
  });
}

export function toJson(enquiries: readonly EnquiryRecord[]): string {
  return JSON.stringify(enquiries, null, 2) + "\n";
}

export function toText(enquiries: readonly EnquiryRecord[], range: EnquiryRange = {}): string {
  if (enquiries.length === 0) return `No enquiries${describeRange(range)}\n`;
  const blocks = enquiries.map((enquiry) =>
    [
      `${utcMinute(enquiry.receivedAt)}  #${enquiry.id}`,
      `  Name          ${printableText(enquiry.name)}`,
      `  Designation   ${printableText(enquiry.designation)}`,
      `  Organization  ${printableText(enquiry.orgname)}`,
      `  E-mail        ${printableText(enquiry.address)}`,
      `  Phone         ${printableText(enquiry.phone) || "—"}`,
      `  Language      ${languageNames[enquiry.language]}`,
      `  Message`,
      ...printableText(enquiry.message)
        .split("\n")
        .map((line) => `    ${line}`),
      ...describeDeliveries(enquiry.deliveries).map((line, index) => `  ${index === 0 ? "Delivery    " : "            "}  ${line}`),
    ].join("\n"),
  );
  const count = `${enquiries.length} ${enquiries.length === 1 ? "enquiry" : "enquiries"}`;
  return `${blocks.join("\n\n")}\n\n${count}\n`;
}

/** One line per delivery: sent when, waiting until when and why, or given up and why. */
function describeDeliveries(deliveries: readonly DeliveryState[]): string[] {
  if (deliveries.length === 0) return ["none (stored only)"];
  return deliveries.map(({ channel, status, attempts, nextAttemptAt, sentAt, lastError }) => {
    const tries = `${attempts} ${attempts === 1 ? "attempt" : "attempts"}`;
    const why = lastError ? `: ${printableText(lastError)}` : "";
    if (status === "sent") return `${channelNames[channel]} sent ${utcMinute(sentAt!)}`;
    if (status === "failed") return `${channelNames[channel]} GAVE UP after ${tries}${why}`;
    return attempts === 0 ? `${channelNames[channel]} waiting to be sent` : `${channelNames[channel]} to be tried again ${utcMinute(nextAttemptAt!)} (${tries}${why})`;
  });
}

/** A day at midnight UTC is shown as the day the user typed; any other moment in full. */
function formatBound(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
}

/** Words for the range that leave no doubt about the edges: since is inclusive, until is not. */
function describeRange({ since, until, failed }: EnquiryRange): string {
  const bounds = [since && `on or after ${formatBound(since)}`, until && `before ${formatBound(until)}`].filter(Boolean);
  return `${failed ? " with a delivery that gave up" : ""}${bounds.length ? ` received ${bounds.join(" and ")}` : ""}`;
}
