import { copyFileSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderDraft } from "../../src/entry-server.tsx";
import { inlineStyleHashes } from "../../src/server/pagePolicy.ts";
import type { ActiveSession } from "../../src/server/staff/staffStore.ts";
import { root } from "../../scripts/lib/paths.ts";
import { draftPreview } from "../../scripts/lib/studio/live/draftPreview.ts";
import { studioContentSecurityPolicy } from "../../scripts/lib/studio/live/studioPolicy.ts";
import { studioSite } from "./studioSite.ts";

/**
 * The draft preview (scripts/lib/studio/live/draftPreview.ts) over a scratch copy of the site standing
 * in for the drafts worktree. It renders with renderDraft from the sources, through Vite as vitest
 * loads them, where the live server loads the same module built (dist-ssr/); the template is the
 * project's index.html, whose script the preview leaves out as it does the built template's. The
 * published pictures are public/'s, which the build copies into dist/.
 */
let site: Awaited<ReturnType<typeof studioSite>>;
let app: FastifyInstance;
const signedIn = { cookie: "studio=staff" };
const template = readFileSync(join(root, "index.html"), "utf8");
const newHeading = "Software that works, run by people you can call";

beforeEach(async () => {
  site = await studioSite("draft-preview");
  app = Fastify();
  app.decorateRequest("studioSession", null);
  app.addHook("onRequest", async (request) => {
    request.studioSession = request.headers.cookie === signedIn.cookie ? ({ email: "editor@company.example", role: "editor" } as ActiveSession) : null;
  });
  // What liveStudio.ts sends for everything under /studio; the preview's own policy must win.
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("Content-Security-Policy", studioContentSecurityPolicy);
    return payload;
  });
  await app.register(draftPreview, {
    prefix: "/studio",
    drafts: { folders: { pagesDir: site.pagesDir, publicDir: site.publicDir } },
    stylesheets: ["/studio/assets/studio.css"],
    dist: join(root, "public"),
    load: async () => ({ renderDraft, template }),
  });
});

afterEach(() => app.close());

const get = (url: string, headers: Record<string, string> = signedIn) => app.inject({ method: "GET", url, headers });

function changeHome(change: (home: { blocks: Record<string, unknown>[] }) => void) {
  const file = join(site.pagesDir, "index.json");
  const home = JSON.parse(readFileSync(file, "utf8"));
  change(home);
  writeFileSync(file, JSON.stringify(home, null, 2) + "\n");
}

describe("the draft preview of a page", () => {
  it("shows the drafts' home page with its new hero heading, in the site's layout, under a banner that says visitors still see the published page", async () => {
    changeHome((home) => Object.assign(home.blocks[0]!, { heading: newHeading }));
    const response = await get("/studio/preview/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = response.body;
    expect(html).toMatch(new RegExp(`<h1[^>]*>${newHeading}</h1>`));
    expect(html).toContain('<section class="studio-draft-banner" aria-label="Draft preview" lang="en" dir="ltr"><p>Draft preview — visitors still see the published page. <a href="/studio/edit?file=pages%2Findex.json">Back to the studio</a></p></section>');
    // Right after the site's skip link, which stays the first stop for the keyboard.
    expect(html).toMatch(/>Skip to content<\/a><section class="studio-draft-banner"/);
    // The site's own header and footer around it, styled by the critical CSS of exactly this HTML.
    expect(html).toContain("<header");
    expect(html).toContain("<footer");
    expect(html).toMatch(/<style data-served-css="[^"]+">/);
    expect(html).toContain("<title>Draft preview: ");
  });

  it("is never indexed nor kept: noindex in the page and the header, no-store, and no script at all", async () => {
    const response = await get("/studio/preview/");
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers["cache-control"]).toBe("no-store");
    // The structured data stays (it is data, not code); the boot script and hydration do not.
    expect(response.body.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
  });

  it("allows its inline styles by their hashes, on top of the studio's policy", async () => {
    const response = await get("/studio/preview/about-us");
    const policy = String(response.headers["content-security-policy"]);
    const styleSources = policy.split("; ").find((directive) => directive.startsWith("style-src "))!;
    const hashes = inlineStyleHashes(response.body);
    expect(hashes.length).toBeGreaterThan(1);
    for (const hash of hashes) expect(styleSources).toContain(hash);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("'unsafe-inline'");
  });

  it("finds a page by an alias, in any letter case, with or without a trailing slash", async () => {
    for (const address of ["/studio/preview/blog/AIML", "/studio/preview/blog/aiml/", "/studio/preview/About-Us"]) {
      expect((await get(address)).statusCode, address).toBe(200);
    }
  });

  it("answers 404 'No draft page has this address' for an address no draft page has", async () => {
    const response = await get("/studio/preview/no-such-page");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<h1>No draft page has this address</h1>");
    expect(response.body).toContain("No page of the drafts has the address /no-such-page.");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("says that a draft with problems has them, and links to it in the studio", async () => {
    changeHome((home) => Object.assign(home.blocks[0]!, { heading: 42 }));
    const response = await get("/studio/preview/");
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain("pages/index.json has problems, which the studio shows at their fields.");
    expect(response.body).toContain('<a href="/studio/edit?file=pages%2Findex.json">Open it in the studio</a>');
  });

  it("sends someone not signed in to sign in, and back to the preview afterwards", async () => {
    const response = await get("/studio/preview/about-us", {});
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/studio/sign-in?return=%2Fstudio%2Fpreview%2Fabout-us");
  });
});

describe("a picture uploaded to the drafts and not published yet", () => {
  beforeEach(() => {
    copyFileSync(join(site.publicDir, "images", "home", "showcase.svg"), join(site.publicDir, "images", "home", "draft-only.svg"));
    changeHome((home) => Object.assign(home.blocks[0]!, { image: { src: "/images/home/draft-only.svg", alt: "A picture only the drafts have" } }));
  });

  it("is drawn from the drafts, while published pictures stay where the site has them", async () => {
    const html = (await get("/studio/preview/")).body;
    expect(html).toMatch(/<img src="\/studio\/draft-files\/images\/home\/draft-only\.svg" alt="A picture only the drafts have" width="\d+" height="\d+"/);
    expect(html).toContain('src="/images/blog/ai-machine-learning.svg"');
  });

  it("is served to signed-in staff only", async () => {
    const picture = await get("/studio/draft-files/images/home/draft-only.svg");
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/svg+xml");
    expect(picture.body).toBe(readFileSync(join(site.publicDir, "images", "home", "draft-only.svg"), "utf8"));
    expect(picture.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect((await get("/studio/draft-files/images/home/draft-only.svg", {})).statusCode).toBe(401);
  });

  it("is the only kind of file served: nothing outside public/images/, nothing hidden, nothing that is not a picture", async () => {
    writeFileSync(join(site.publicDir, "images", "notes.txt"), "not a picture");
    symlinkSync(join(site.pagesDir, "index.json"), join(site.publicDir, "images", "leak.svg"));
    for (const name of ["../../pages/index.json", "%2e%2e/%2e%2e/pages/index.json", "home/..%2F..%2F..%2Fpages%2F_site.json", ".hidden.svg", "notes.txt", "leak.svg", "home/missing.svg", "home%5Cshowcase.svg"]) {
      expect((await get(`/studio/draft-files/images/${name}`)).statusCode, name).toBe(404);
    }
  });
});
