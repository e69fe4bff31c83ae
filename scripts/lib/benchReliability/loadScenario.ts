/**
 * Scenario "load": autocannon at full speed (20 connections, after a 2 s warm-up), delivery off, then
 * the store is read back. autocannon sends the same enquiry every time and keeps no answers, so here
 * acknowledged and stored are compared by count: the store must hold at least as many as were answered
 * with success (it may hold more: requests cut off as the load stopped).
 */
import { validEnquiry } from "../../../tests/fixtures/enquiryCases.ts";
import { autocannonLoad } from "../bench/autocannonLoad.ts";
import { newStore, withServer, type StoreName } from "../bench/enquiryServer.ts";
import { storedEnquiries } from "../bench/storedEnquiries.ts";
import type { ScenarioContext, ScenarioRow } from "./scenario.ts";

export async function loadScenario({ folder, postgres, seconds }: ScenarioContext, store: StoreName): Promise<ScenarioRow> {
  const storeEnv = await newStore(store, folder, postgres);
  const figures = await withServer(folder, storeEnv, (server) => autocannonLoad(server.enquiriesUrl, JSON.stringify(validEnquiry), seconds));
  const stored = (await storedEnquiries(storeEnv)).length;
  const acknowledged = figures.warmUpAccepted + figures.accepted;
  const lost = Math.max(0, acknowledged - stored);
  return {
    store,
    scenario: "load",
    acknowledged,
    outcome: "stored",
    reached: Math.min(stored, acknowledged),
    lost,
    perSecond: figures.perSecond,
    p50Ms: figures.p50Ms,
    p99Ms: figures.p99Ms,
    non2xx: figures.non2xx,
    unanswered: figures.errors,
    duplicates: null,
    notes: [`${figures.accepted} in the ${seconds} s measured, ${figures.warmUpAccepted} in the warm-up; ${stored} in the store`],
    problems: lost ? [`${lost} acknowledged enquiries are missing from the store (${acknowledged} acknowledged, ${stored} stored)`] : [],
    details: { ...figures, stored },
  };
}
