/**
 * Two servers of one site (scripts/lib/studio/publish/publishCoordination.ts): one PostgreSQL for
 * staff, sessions and the publish lock, one shared git repository, each server with its own checkout
 * and drafts. A publish on one is served by the other within 30 seconds; two publishes started at once
 * on the two run one after the other, and both land.
 */
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLiveStudio } from "../../scripts/lib/servers/liveStudioServer.ts";
import { startPostgres } from "../../scripts/lib/servers/postgres.ts";
import type { StudioFile, StudioPublished } from "../../src/studio/studioApi.ts";
import { signedInApi } from "./liveStudioHttp.ts";

const publisher = "publisher@company.example";
const colleague = "colleague@company.example";
let postgres: Awaited<ReturnType<typeof startPostgres>>;
let one: Awaited<ReturnType<typeof startLiveStudio>>;
let two: Awaited<ReturnType<typeof startLiveStudio>>;

beforeAll(async () => {
  postgres = await startPostgres();
  const databaseUrl = await postgres.newDatabase();
  one = await startLiveStudio({ staff: { [publisher]: "publisher", [colleague]: "publisher" }, databaseUrl });
  two = await startLiveStudio({ databaseUrl, remote: one.remote });
}, 120_000);
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await postgres?.stop();
});

type Site = typeof one;
const headingAt = async (site: Site, path: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${site.url}${path}`)).text())?.[1];
const remoteLog = () => execFileSync("git", ["-C", one.remote, "log", "--format=%s", "main"], { encoding: "utf8" }).trim().split("\n");

async function saveHeading(api: Awaited<ReturnType<typeof signedInApi>>, path: string, heading: string) {
  const file = (await (await api(`/file?path=${path}`)).json()) as StudioFile;
  const value = JSON.parse(file.text);
  value.blocks[0].heading = heading;
  expect((await api("/file", { method: "PUT", body: JSON.stringify({ path, value, version: file.version }) })).status).toBe(200);
}

const publish = (api: Awaited<ReturnType<typeof signedInApi>>, path: string) => api("/publish", { method: "POST", body: JSON.stringify({ files: [path] }) });

describe("two servers on one database and one shared repository", () => {
  it("serve a publish made on either of them within 30 seconds", { timeout: 90_000 }, async () => {
    const onOne = await signedInApi(one, publisher);
    const heading = "Published on the first server";
    await saveHeading(onOne, "pages/index.json", heading);
    expect((await publish(onOne, "pages/index.json")).status).toBe(200);
    expect(await headingAt(one, "/")).toBe(heading);
    const published = Date.now();
    await expect.poll(() => headingAt(two, "/"), { timeout: 30_000, interval: 200 }).toBe(heading);
    expect(Date.now() - published).toBeLessThan(30_000);
  });

  it("run two publishes started at once one after the other, and both land, here, there and in the shared repository", { timeout: 120_000 }, async () => {
    const [onOne, onTwo] = await Promise.all([signedInApi(one, publisher), signedInApi(two, colleague)]);
    await saveHeading(onOne, "pages/about-us.json", "About us, from the first server");
    await saveHeading(onTwo, "pages/contact.json", "Contact, from the second server");
    const [first, second] = await Promise.all([publish(onOne, "pages/about-us.json"), publish(onTwo, "pages/contact.json")]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // One after the other: whichever got the turn second waited while the first built its site.
    const [a, b] = (await Promise.all([first.json(), second.json()])) as StudioPublished[];
    const [earlier, later] = a!.steps.turn! <= b!.steps.turn! ? [a!, b!] : [b!, a!];
    expect(later.steps.turn).toBeGreaterThanOrEqual(earlier.steps.build! / 2);
    await expect.poll(() => remoteLog().slice(0, 2).sort(), { timeout: 30_000 }).toEqual(["Published About Us", "Published Contact Us"]);
    for (const site of [one, two]) {
      await expect.poll(() => headingAt(site, "/about-us"), { timeout: 30_000, interval: 200 }).toBe("About us, from the first server");
      await expect.poll(() => headingAt(site, "/contact"), { timeout: 30_000, interval: 200 }).toBe("Contact, from the second server");
    }
    expect(execFileSync("git", ["-C", one.remote, "rev-list", "--merges", "--count", "main"], { encoding: "utf8" }).trim()).toBe("0");
  });
});
