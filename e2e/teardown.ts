import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { e2eEnquiriesDb } from "./enquiryDatabase.ts";

/** Removes the run's throwaway enquiry database once every test and the server are done. */
export default function teardown() {
  rmSync(dirname(e2eEnquiriesDb), { recursive: true, force: true });
}
