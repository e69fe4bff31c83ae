/**
 * Delivery for the enquiry routes: the channels the settings name, the outbox worker that sends through
 * them, and the daily retention sweep, all started with the server and stopped when it closes.
 */
import type { FastifyInstance } from "fastify";
import type { DeliverySettings } from "../config.ts";
import type { ChannelSender } from "./channels/channel.ts";
import { openChannels } from "./channels/openChannels.ts";
import { startOutbox } from "./outbox.ts";
import { startRetention } from "./retention.ts";
import type { Channel, EnquiryStore } from "./store.ts";

export interface Delivery {
  /** The channels a new enquiry is queued for. */
  channels: Channel[];
  /** Tells the outbox a new enquiry is waiting. */
  wake(): void;
}

export function startDelivery(app: FastifyInstance, store: EnquiryStore, settings: DeliverySettings | undefined, retentionDays: number | undefined): Delivery {
  const senders = Object.entries(settings ? openChannels(settings) : {}) as [Channel, ChannelSender][];
  const outbox = settings && startOutbox({ store, channels: Object.fromEntries(senders.map(([channel, { send }]) => [channel, send])), retry: settings.retry, log: app.log });
  const retention = retentionDays === undefined ? undefined : startRetention({ store, days: retentionDays, log: app.log });
  app.addHook("onClose", async () => {
    await Promise.all([outbox?.stop(), retention?.stop()]);
    for (const [, sender] of senders) sender.close();
  });
  return { channels: senders.map(([channel]) => channel), wake: () => outbox?.wake() };
}
