/**
 * The live studio's saves under SIGKILL: a signed-in editor saves one change after another while the
 * server is killed mid-stream and started again on the same repository. Afterwards `git fsck` finds the
 * repository whole, every save that was answered 200 is a commit on the drafts branch, and the studio
 * carries on from the last of them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { startLiveStudio } from "../../scripts/lib/servers/liveStudioServer.ts";
import type { StudioFile } from "../../src/studio/studioApi.ts";
import { signedInApi } from "./liveStudioHttp.ts";

const editor = "editor@company.example";
let site: Awaited<ReturnType<typeof startLiveStudio>>;

beforeAll(async () => {
  site = await startLiveStudio({ staff: { [editor]: "editor" } });
}, 60_000);
afterAll(() => site?.stop());

describe("the live studio's saves when the server is killed", () => {
  it("keeps the repository whole and every answered save in the drafts branch's history", { timeout: 90_000 }, async () => {
    const api = await signedInApi(site, editor);
    const open = async () => (await (await api("/file?path=pages/about-us.json")).json()) as StudioFile;

    const answered: string[] = [];
    let file = await open();
    const saves = (async () => {
      for (let n = 1; ; n++) {
        const value = JSON.parse(file.text);
        value.blocks[0].heading = `Saved heading number ${n}`;
        let response: Response;
        try {
          response = await api("/file", { method: "PUT", body: JSON.stringify({ path: file.path, value, version: file.version }) });
        } catch {
          return; // The server is gone: this save was never answered.
        }
        expect(response.status).toBe(200);
        file = (await response.json()) as StudioFile;
        answered.push(value.blocks[0].heading);
      }
    })();
    await expect.poll(() => answered.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(8);
    await site.crash();
    await saves;

    await site.restart();
    expect(() => execFileSync("git", ["fsck", "--full", "--strict"], { cwd: site.repo, stdio: "pipe" })).not.toThrow();
    const history = site.git("log", "-p", "studio/drafts", "--", "pages/about-us.json");
    expect(answered.filter((heading) => !history.includes(`+      "heading": "${heading}"`))).toEqual([]);
    // The studio carries on from the last save it answered, or the one after whose commit was whole.
    const reopened = JSON.parse((await open()).text).blocks[0].heading as string;
    expect([answered.at(-1), `Saved heading number ${answered.length + 1}`]).toContain(reopened);
    expect(site.git("-C", `${site.repo}/../drafts`, "status", "--porcelain")).toBe("");
  });
});
