/**
 * Scenario "SMTP down": the recording client posts enquiries with e-mail delivery on; a third of the way
 * through the load the bench's SMTP server stops (connections refused, sends under way cut off), a third
 * later it starts again on the same port. After the load the bench waits for the outbox to catch up:
 * every acknowledged enquiry must reach the mail server, more than once only under its one Message-ID.
 *
 * The retry backoff is shortened with the server's own settings (ENQUIRIES_RETRY_FIRST 1 s, …_MAX 5 s,
 * src/server/config.ts): with the defaults (30 s, then 2 min) a delivery that failed while the mail
 * server was down would wait half a minute and more to go again, and the bench would mostly measure
 * that wait. The wait ends when everything has arrived and no delivery is pending, or after 60 s without
 * a new e-mail: longer than the 30 s an attempt may take (the outbox's send timeout) plus the longest
 * wait between attempts here (5 s, a fifth more with jitter, then the outbox's 1 s poll), so by then
 * nothing more is coming.
 */
import { compareAcknowledgedWithStored } from "../bench/acknowledgedVsStored.ts";
import { compareAcknowledgedWithDelivered, type ReceivedCopy } from "../bench/deliveriesPerEnquiry.ts";
import { emailTo, newStore, withServer, type StoreName } from "../bench/enquiryServer.ts";
import { markerIn } from "../bench/probeMarker.ts";
import { startRecordingClient } from "../bench/recordingClient.ts";
import { storedEnquiries } from "../bench/storedEnquiries.ts";
import type { EnquiryRecord } from "../../../src/server/enquiries/store.ts";
import { recordedFigures, sleep, someOf, type ScenarioContext, type ScenarioRow } from "./scenario.ts";

const shortBackoff = { ENQUIRIES_RETRY_FIRST: "1 second", ENQUIRIES_RETRY_MAX: "5 seconds" };
const giveUpWithoutNewMailMs = 60_000;

const deliveriesOf = (records: readonly EnquiryRecord[]) => records.flatMap(({ deliveries }) => deliveries);

export async function mailOutageScenario({ folder, postgres, smtp, seconds }: ScenarioContext, store: StoreName): Promise<ScenarioRow> {
  const tag = `mail-${store.toLowerCase()}`;
  /** The e-mails of this scenario's enquiries that the SMTP server accepted so far. */
  const copies = (): ReceivedCopy[] =>
    smtp.received.map(({ mail }) => ({ marker: markerIn(mail.text), messageId: mail.messageId })).filter(({ marker }) => marker?.startsWith(`${tag}-`));
  const storeEnv = await newStore(store, folder, postgres);

  const { run, downMs, duringLoad, waitedMs } = await withServer(folder, { ...storeEnv, ...emailTo(smtp.url), ...shortBackoff }, async (server) => {
    const loadStarted = performance.now();
    const client = startRecordingClient({ url: server.enquiriesUrl, tag });
    await sleep((seconds * 1000) / 3);
    const stoppedAt = performance.now();
    await smtp.stop();
    await sleep((seconds * 1000) / 3);
    await smtp.start();
    const downMs = performance.now() - stoppedAt;
    await sleep(seconds * 1000 - (performance.now() - loadStarted));
    const run = await client.stop();
    const duringLoad = compareAcknowledgedWithDelivered(run.acknowledged, copies()).delivered;

    const waitStarted = performance.now();
    let arrived = -1;
    let lastArrival = performance.now();
    for (;;) {
      const received = copies();
      if (received.length !== arrived) [arrived, lastArrival] = [received.length, performance.now()];
      // Only once all have arrived is the store read: a pending delivery then is a copy still to come.
      if (compareAcknowledgedWithDelivered(run.acknowledged, received).missing.length === 0) {
        if (!deliveriesOf(await storedEnquiries(storeEnv)).some(({ status }) => status === "pending")) break;
      }
      if (performance.now() - lastArrival > giveUpWithoutNewMailMs) break;
      await sleep(500);
    }
    return { run, downMs, duringLoad, waitedMs: performance.now() - waitStarted };
  });

  const records = await storedEnquiries(storeEnv);
  const delivered = compareAcknowledgedWithDelivered(run.acknowledged, copies());
  const kept = compareAcknowledgedWithStored(run.acknowledged, records.map(({ message }) => markerIn(message) ?? ""));
  const deliveries = deliveriesOf(records);
  const sent = deliveries.filter(({ status }) => status === "sent").length;
  const failedAttempts = deliveries.reduce((sum, { attempts, status }) => sum + attempts - (status === "sent" ? 1 : 0), 0);
  const left = { pending: deliveries.filter(({ status }) => status === "pending").length, gaveUp: deliveries.filter(({ status }) => status === "failed").length };
  const problems = [];
  if (delivered.missing.length) problems.push(`${delivered.missing.length} acknowledged enquiries never reached the mail server: ${someOf(delivered.missing)}`);
  if (delivered.underSeveralIds.length) problems.push(`${delivered.underSeveralIds.length} enquiries were e-mailed under more than one Message-ID: ${someOf(delivered.underSeveralIds)}`);
  if (kept.lost.length) problems.push(`${kept.lost.length} acknowledged enquiries are missing from the store: ${someOf(kept.lost)}`);
  if (kept.storedTwice.length) problems.push(`${kept.storedTwice.length} enquiries posted once are stored twice: ${someOf(kept.storedTwice)}`);
  return {
    store,
    scenario: "SMTP down, up",
    acknowledged: delivered.acknowledged,
    outcome: "e-mailed",
    reached: delivered.delivered,
    lost: delivered.missing.length,
    ...recordedFigures(run),
    duplicates: delivered.repeatedCopies,
    notes: [
      `mail server down ${(downMs / 1000).toFixed(1)} s, ${failedAttempts} attempts failed and were retried; ${duringLoad} e-mailed during the load, ` +
        `then ${(waitedMs / 1000).toFixed(1)} s of waiting for the rest; ${sent} deliveries sent, ${left.pending} pending, ${left.gaveUp} gave up`,
    ],
    problems,
    details: {
      ...delivered,
      missing: delivered.missing.length,
      missingExamples: delivered.missing.slice(0, 20),
      underSeveralIds: delivered.underSeveralIds.slice(0, 20),
      stored: kept.stored,
      lostFromStore: kept.lost.length,
      storedTwice: kept.storedTwice.length,
      downMs: Math.round(downMs),
      emailedDuringLoad: duringLoad,
      waitedMs: Math.round(waitedMs),
      deliveriesSent: sent,
      failedAttempts,
      ...left,
      seconds: run.seconds,
    },
  };
}
