/** A way of telling people about an enquiry. */
import type { StoredEnquiry } from "../store.ts";

/** Resolves once the other side has accepted the enquiry, else throws. */
export type Send = (enquiry: StoredEnquiry) => Promise<void>;

export interface ChannelSender {
  send: Send;
  /** Lets go of what it holds open (a pooled SMTP connection) as the server stops. */
  close(): void;
}
