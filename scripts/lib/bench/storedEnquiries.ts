/**
 * What the store holds, read back as staff read it: `npm run enquiries -- --format json` run as its own
 * process with the server's store settings (ENQUIRIES_DB or DATABASE_URL), so the reliability bench
 * checks the enquiries through the same path, and the same code, that the people answering them use.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { EnquiryRecord } from "../../../src/server/enquiries/store.ts";
import { root } from "../paths.ts";

export async function storedEnquiries(storeEnv: NodeJS.ProcessEnv): Promise<EnquiryRecord[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/enquiries.ts", "--format", "json"], {
    cwd: root,
    env: { ...process.env, ...storeEnv },
    // About 600 bytes an enquiry with its deliveries; tens of thousands of them fit.
    maxBuffer: 512 * 1024 * 1024,
  });
  return JSON.parse(stdout) as EnquiryRecord[];
}
