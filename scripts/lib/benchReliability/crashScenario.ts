/**
 * Scenario "SIGKILL": the recording client (20 loops) posts enquiries; halfway through the load the
 * server is killed with SIGKILL, with requests in flight, and started again on the same store and
 * port, and the load goes on until its end. Then every acknowledged enquiry must be in the store,
 * read back through `npm run enquiries`, and none twice.
 */
import { compareAcknowledgedWithStored } from "../bench/acknowledgedVsStored.ts";
import { newStore, withServer, type StoreName } from "../bench/enquiryServer.ts";
import { markerIn } from "../bench/probeMarker.ts";
import { startRecordingClient } from "../bench/recordingClient.ts";
import { storedEnquiries } from "../bench/storedEnquiries.ts";
import { recordedFigures, sleep, someOf, type ScenarioContext, type ScenarioRow } from "./scenario.ts";

export async function crashScenario({ folder, postgres, seconds }: ScenarioContext, store: StoreName): Promise<ScenarioRow> {
  const storeEnv = await newStore(store, folder, postgres);
  const { run, beforeKill, downMs } = await withServer(folder, storeEnv, async (server) => {
    const loadStarted = performance.now();
    const client = startRecordingClient({ url: server.enquiriesUrl, tag: `kill-${store.toLowerCase()}` });
    await sleep((seconds * 1000) / 2);
    const beforeKill = client.acknowledgedSoFar();
    const killedAt = performance.now();
    await server.crashAndRestart();
    const downMs = Math.round(performance.now() - killedAt);
    // The rest of the load, at least a second, so that the restarted server is seen to take enquiries.
    await sleep(Math.max(1000, seconds * 1000 - (performance.now() - loadStarted)));
    return { run: await client.stop(), beforeKill, downMs };
  });
  const stored = (await storedEnquiries(storeEnv)).map(({ message }) => markerIn(message) ?? "");
  const verdict = compareAcknowledgedWithStored(run.acknowledged, stored);
  const afterRestart = run.acknowledged.length - beforeKill;
  const problems = [];
  if (verdict.lost.length) problems.push(`${verdict.lost.length} acknowledged enquiries are missing from the store after the restart: ${someOf(verdict.lost)}`);
  if (verdict.storedTwice.length) problems.push(`${verdict.storedTwice.length} enquiries posted once are stored twice: ${someOf(verdict.storedTwice)}`);
  if (afterRestart === 0) problems.push("no enquiry was acknowledged after the restart");
  return {
    store,
    scenario: "SIGKILL, restart",
    acknowledged: verdict.acknowledged,
    outcome: "stored",
    reached: verdict.stored,
    lost: verdict.lost.length,
    ...recordedFigures(run),
    duplicates: verdict.storedTwice.length,
    notes: [`killed after ${beforeKill} acknowledged, listening again ${(downMs / 1000).toFixed(1)} s later, ${afterRestart} acknowledged after; ${verdict.storedUnacknowledged} stored without an answer (cut off by the kill)`],
    problems,
    details: { ...verdict, lost: verdict.lost.length, lostExamples: verdict.lost.slice(0, 20), storedTwice: verdict.storedTwice.slice(0, 20), beforeKill, afterRestart, downMs, seconds: run.seconds },
  };
}
