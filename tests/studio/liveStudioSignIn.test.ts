/**
 * The live studio's sign-in and saves over HTTP, against the real server, mail server and git: what
 * the session cookie is, what the sign-in forms refuse, how often links may be asked for, and that an
 * uploaded picture is committed with the page that uses it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startLiveStudio } from "../../scripts/lib/servers/liveStudioServer.ts";
import type { StudioFile, StudioImage } from "../../src/studio/studioApi.ts";
import { formPost, signedInApi, signInCookieHeader } from "./liveStudioHttp.ts";

const editor = "editor@company.example";
let site: Awaited<ReturnType<typeof startLiveStudio>>;

beforeAll(async () => {
  site = await startLiveStudio({ staff: { [editor]: "editor" } });
}, 60_000);
afterAll(() => site?.stop());

describe("signing in to the live studio", () => {
  it("gives a __Host- session cookie that only this host gets, over HTTPS only, never to scripts nor to other sites' requests", async () => {
    const cookie = await signInCookieHeader(site, editor);
    const [pair, ...attributes] = cookie.split(/;\s*/);
    expect(pair).toMatch(/^__Host-studio-session=[\w-]{43}$/);
    expect(attributes.map((attribute) => attribute.split("=")[0]!.toLowerCase()).sort()).toEqual(["expires", "httponly", "path", "samesite", "secure"]);
    expect(attributes).toContain("Path=/");
    expect(attributes).toContain("SameSite=Lax");
    // Seven days at most, the session's absolute limit.
    const expires = Date.parse(attributes.find((attribute) => attribute.startsWith("Expires="))!.slice("Expires=".length));
    expect(expires - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 120_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
  });

  it("refuses a sign-in form posted from another site, and sends no e-mail", async () => {
    const before = site.smtp.received.length;
    const response = await fetch(`${site.url}/studio/sign-in/email`, formPost(site, { email: editor }, "https://attacker.example"));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(`The studio accepts changes only from its own pages (${site.url}), not from https://attacker.example.`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(site.smtp.received.length).toBe(before);
  });

  it("answers a stranger's sixth request for a link in 15 minutes as it answers staff's: too many", async () => {
    const ask = (email: string) => fetch(`${site.url}/studio/sign-in/email`, formPost(site, { email }));
    for (const email of ["often@company.example", "stranger@elsewhere.example"]) {
      if (email.endsWith("company.example")) site.staff("add", email);
      for (let n = 0; n < 5; n++) expect((await ask(email)).status, `${email}, request ${n + 1}`).toBe(200);
      const sixth = await ask(email);
      expect(sixth.status).toBe(429);
      expect(await sixth.text()).toContain("Too many sign-in links were asked for. Wait 15 minutes, then ask again.");
    }
    expect(site.smtp.received.filter((mail) => mail.recipients.includes("often@company.example"))).toHaveLength(5);
    expect(site.smtp.received.filter((mail) => mail.recipients.includes("stranger@elsewhere.example"))).toHaveLength(0);
  });
});

describe("saving in the live studio", () => {
  it("commits an uploaded picture with the page that uses it, in one commit", async () => {
    const api = await signedInApi(site, editor);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0b5cab" } }).png().toBuffer();
    const upload = await api("/images", { method: "POST", body: new Uint8Array(png), headers: { "content-type": "image/png", "x-file-name": "team.png", "x-folder": "about" } });
    expect(upload.status).toBe(201);
    const picture = (await upload.json()) as StudioImage;
    expect(picture.src).toBe("/images/about/team.png");
    // Not committed until a page uses it.
    expect(site.git("log", "--format=%s", "origin/main..studio/drafts", "--", "public/images/about/team.png")).toBe("");

    const file = (await (await api("/file?path=pages/about-us.json")).json()) as StudioFile;
    const value = JSON.parse(file.text);
    const card = value.blocks[3].cards[0];
    card.image = { ...card.image, src: picture.src };
    expect((await api("/file", { method: "PUT", body: JSON.stringify({ path: file.path, value, version: file.version }) })).status).toBe(200);

    const files = site.git("show", "--format=", "--name-only", "studio/drafts").split("\n").sort();
    expect(files).toEqual(["pages/about-us.json", "public/images/about/team.png"]);
    expect(site.git("log", "-1", "--format=%an <%ae>", "studio/drafts")).toBe(`editor <${editor}>`);
  });
});

describe("the live studio's log", () => {
  it("holds no address, sign-in link or session of anyone who signed in or asked to, even when the mail server is down", async () => {
    await signInCookieHeader(site, editor);
    await site.smtp.stop();
    expect((await fetch(`${site.url}/studio/sign-in/email`, formPost(site, { email: editor }))).status).toBe(200);
    await site.smtp.start();
    await expect.poll(() => site.output()).toContain("a sign-in link could not be e-mailed");
    const log = site.output();
    for (const secret of [editor, "stranger@elsewhere.example", "often@company.example", "token=", "__Host-studio-session"]) expect(log, secret).not.toContain(secret);
  });
});

