/** The channels the settings turn on, each with its sender; the outbox sends through them. */
import type { DeliverySettings } from "../../config.ts";
import type { Channel } from "../store.ts";
import type { Send } from "./channel.ts";
import { emailChannel } from "./email.ts";
import { webhookChannel } from "./webhook.ts";

export function openChannels({ email, webhook }: DeliverySettings): { sends: Partial<Record<Channel, Send>>; close: () => void } {
  const open = { email: email && emailChannel(email), webhook: webhook && webhookChannel(webhook) };
  return {
    sends: { email: open.email?.send, webhook: open.webhook?.send },
    close: () => {
      open.email?.close();
      open.webhook?.close();
    },
  };
}
