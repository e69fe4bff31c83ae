/**
 * A publish under SIGKILL: the server is killed while it builds the new site. The old site is served
 * when it starts again, the half-made build is gone, the draft is still a draft (nothing of it lost),
 * and publishing it again serves it.
 */
import { existsSync, readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLiveStudio } from "../../scripts/lib/servers/liveStudioServer.ts";
import type { StudioFile } from "../../src/studio/studioApi.ts";
import { signedInApi } from "./liveStudioHttp.ts";

const publisher = "publisher@company.example";
let site: Awaited<ReturnType<typeof startLiveStudio>>;

beforeAll(async () => {
  site = await startLiveStudio({ staff: { [publisher]: "publisher" } });
}, 60_000);
afterAll(() => site?.stop());

const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const served = async () => headingOf(await (await fetch(`${site.url}/`)).text());
/** The build folders beside `current`: one appears as a publish starts building. */
const builds = () => (existsSync(site.siteBuilds) ? readdirSync(site.siteBuilds).filter((name) => !name.startsWith("current")) : []);

describe("a publish when the server is killed", () => {
  it("leaves the old site served, the draft unpublished and whole, and publishes it once the server is back", { timeout: 120_000 }, async () => {
    const api = await signedInApi(site, publisher);
    const before = await served();
    const file = (await (await api("/file?path=pages/index.json")).json()) as StudioFile;
    const value = JSON.parse(file.text);
    const heading = "A heading published through a crash";
    value.blocks[0].heading = heading;
    expect((await api("/file", { method: "PUT", body: JSON.stringify({ path: file.path, value, version: file.version }) })).status).toBe(200);
    const headBefore = site.git("rev-parse", "main");

    const buildsBefore = builds().length;
    const publishing = api("/publish", { method: "POST", body: JSON.stringify({ files: ["pages/index.json"] }) }).catch(() => undefined);
    await expect.poll(builds, { interval: 5, timeout: 20_000 }).toHaveLength(buildsBefore + 1);
    await site.crash();
    expect(await publishing).toBeUndefined(); // never answered

    await site.restart();
    expect(await served()).toBe(before);
    expect(builds()).toHaveLength(buildsBefore);
    expect(site.git("rev-parse", "main")).toBe(headBefore);
    const again = await signedInApi(site, publisher);
    expect(await (await again("/unpublished")).json()).toEqual(["pages/index.json"]);
    expect(JSON.parse(site.git("show", "studio/drafts:pages/index.json")).blocks[0].heading).toBe(heading);

    const published = await again("/publish", { method: "POST", body: JSON.stringify({ files: ["pages/index.json"] }) });
    expect(published.status).toBe(200);
    expect(await served()).toBe(heading);
  });
});
