/**
 * The browser tests' enquiry database: a fresh file per run. The path is fixed in the test runner's
 * process (which loads the Playwright config first) and inherited by the server and the workers.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { StoredEnquiry } from "../src/server/enquiries/store.ts";

process.env.E2E_ENQUIRIES_DB ??= join(tmpdir(), `company-site-e2e-${process.pid}-${Date.now()}`, "enquiries.sqlite");

export const e2eEnquiriesDb = process.env.E2E_ENQUIRIES_DB;

/** What the server has stored with this message: how the tests see whether an enquiry arrived, and how often. */
export function storedWithMessage(message: string): StoredEnquiry[] {
  const db = new DatabaseSync(e2eEnquiriesDb, { readOnly: true });
  try {
    return db.prepare("SELECT * FROM enquiries WHERE message = ?").all(message) as unknown as StoredEnquiry[];
  } finally {
    db.close();
  }
}
