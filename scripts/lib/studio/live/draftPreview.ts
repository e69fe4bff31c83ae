/**
 * GET /studio/preview/<address>: the drafts branch's version of a page, rendered on the server with the
 * production server bundle (the site's own layout and blocks; scripts/lib/serverBundle.ts), without a
 * build: the page as it will look once published. `/studio/preview/` is the home page,
 * `/studio/preview/about-us` the About us page; `/studio/preview` alone stays the editor's preview frame
 * (liveStudio.ts). Signed-in staff only (anyone else is sent to sign in and back), never indexed
 * (noindex in the page and in X-Robots-Tag), never stored; visitors keep getting the published page.
 *
 * The bundle is loaded once, on the first preview (about half a second); after that a preview checks
 * the drafts site and renders the page in some tens of milliseconds (Server-Timing says how long).
 * Pictures uploaded to the drafts only are served beside it (draftFiles.ts).
 */
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { distDir } from "../../paths.ts";
import { loadServerBundle, type DraftRenderer } from "../../serverBundle.ts";
import type { DraftsRepository } from "../drafts/draftsRepository.ts";
import { draftFiles } from "./draftFiles.ts";
import { draftPageAt } from "./draftPage.ts";
import { draftNoticePage, draftPreviewHtml, draftPreviewPolicy } from "./draftPreviewHtml.ts";

export interface DraftPreviewOptions {
  drafts: Pick<DraftsRepository, "folders">;
  /** The studio build's stylesheets, for the pages that say why there is no preview. */
  stylesheets: readonly string[];
  /** The published site: a picture it has is drawn from there, any other from the drafts. */
  dist?: string;
  /** What renders a draft: the kept server bundle unless given (the tests give the sources, through Vite). */
  load?: () => Promise<DraftRenderer>;
}

const editLink = (file: string) => `/studio/edit?file=${encodeURIComponent(file)}`;
const toStudio = { href: "/studio/", text: "Back to the studio" };

export const draftPreview: FastifyPluginAsync<DraftPreviewOptions> = async (app, { drafts: { folders }, stylesheets, dist = distDir, load = loadServerBundle }) => {
  let renderer: Promise<DraftRenderer> | undefined;
  // A bundle that failed to load (not built yet) is looked for again on the next preview.
  const loaded = () =>
    (renderer ??= load().catch((error: unknown) => {
      renderer = undefined;
      throw error;
    }));
  const policies = new WeakMap<FastifyReply, string>();
  const notice = (reply: FastifyReply, status: number, title: string, sentence: string, link = toStudio) =>
    reply.code(status).type("text/html; charset=utf-8").send(draftNoticePage(stylesheets, title, sentence, link));

  await app.register(draftFiles, { folders });

  const route = {
    // A route's own onSend runs after the studio's, which gives everything under /studio the screens' policy.
    onSend: async (_request: unknown, reply: FastifyReply, payload: unknown) => {
      const policy = policies.get(reply);
      if (policy) reply.header("Content-Security-Policy", policy);
      reply.header("X-Robots-Tag", "noindex, nofollow").header("Cache-Control", "no-store");
      return payload;
    },
  };

  app.get("/preview/*", route, async (request, reply) => {
    if (!request.studioSession) return reply.redirect(`/studio/sign-in?return=${encodeURIComponent(request.url)}`, 303);
    const started = performance.now();
    const address = `/${(request.params as { "*": string })["*"]}`;
    const draft = draftPageAt(folders, address, dist);
    if (draft.kind === "missing") {
      return notice(reply, 404, "No draft page has this address", `No page of the drafts has the address ${address}. Check its spelling, or open the page from the studio's list.`);
    }
    if (draft.kind === "invalid") {
      return notice(reply, 422, "This draft has problems", `${draft.file} has problems, which the studio shows at their fields. Once they are fixed, the preview shows the page.`, { href: editLink(draft.file), text: "Open it in the studio" });
    }
    let bundle: DraftRenderer;
    try {
      bundle = await loaded();
    } catch (error) {
      request.log.error(error);
      return notice(reply, 503, "The preview is not available", "This server has no build of the site's components to draw drafts with. Whoever runs the server: run npm run build, then start it again.");
    }
    const html = draftPreviewHtml(bundle.template, await bundle.renderDraft(draft.route, draft.page), editLink(draft.file), draft.route);
    policies.set(reply, draftPreviewPolicy(html));
    return reply
      .header("Server-Timing", `draft;dur=${(performance.now() - started).toFixed(1)}`)
      .type("text/html; charset=utf-8")
      .send(html);
  });
};
