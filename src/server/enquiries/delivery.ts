/**
 * Delivery for the enquiry routes: the channels the settings name, the outbox worker that sends through
 * them, and the daily retention sweep, all started with the server and stopped when it closes.
 */
import type { FastifyInstance } from "fastify";
import type { DeliverySettings } from "../config.ts";
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
  const channels = settings ? openChannels(settings) : { sends: {}, close: () => undefined };
  const outbox = settings && startOutbox({ store, channels: channels.sends, retry: settings.retry, log: app.log });
  const retention = retentionDays === undefined ? undefined : startRetention({ store, days: retentionDays, log: app.log });
  app.addHook("onClose", async () => {
    await Promise.all([outbox?.stop(), retention?.stop()]);
    channels.close();
  });
  return {
    channels: (Object.keys(channels.sends) as Channel[]).filter((channel) => channels.sends[channel]),
    wake: () => outbox?.wake(),
  };
}
