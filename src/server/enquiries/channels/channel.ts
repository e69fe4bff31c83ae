/** A way of telling people about an enquiry: it resolves once the other side has accepted it, else throws. */
import type { StoredEnquiry } from "../store.ts";

export type Send = (enquiry: StoredEnquiry) => Promise<void>;
