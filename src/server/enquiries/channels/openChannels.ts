/** The channels the settings turn on, each with its sender; the outbox sends through them. */
import type { DeliverySettings } from "../../config.ts";
import type { Channel } from "../store.ts";
import type { ChannelSender } from "./channel.ts";
import { emailChannel } from "./email.ts";
import { webhookChannel } from "./webhook.ts";

export function openChannels({ email, webhook }: DeliverySettings): Partial<Record<Channel, ChannelSender>> {
  return { ...(email && { email: emailChannel(email) }), ...(webhook && { webhook: webhookChannel(webhook) }) };
}
