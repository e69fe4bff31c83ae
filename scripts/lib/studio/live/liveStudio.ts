/**
 * The studio on the live site, at /studio when STUDIO_REPO is set (scripts/serve.ts registers it): the
 * same screens and the same API modules as the dev server's /_studio, with sign-in in front
 * (src/server/studio/auth/) and every save committed to the drafts branch of the site's repository
 * (../drafts/) instead of written into the checkout the site is served from.
 *   /studio/sign-in…           sign in (e-mailed link, single sign-on), /studio/sign-out
 *   /studio/, /studio/edit     the editor's page; /studio/preview its preview frame (signed in only)
 *   /studio/preview/<address>  the drafts' version of a page, rendered by the site's server bundle (draftPreview.ts)
 *   /studio/assets/…           the studio build (dist-studio/), hashed files
 *   /studio/api/…              the studio's API (src/studio/studioApi.ts): 401 without a session
 *   /studio/api/me, presence   who is signed in, who else has a page open; publishers: /studio/api/log, /studio/api/sessions
 *   /studio/publish            publishers review the drafts and publish them (/studio/api/publish: ../publish/)
 */
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { join } from "node:path";
import type { StudioSettings } from "../../../../src/server/config.ts";
import { cacheControl } from "../../../../src/server/responseHeaders.ts";
import type { StaffStore } from "../../../../src/server/staff/staffStore.ts";
import { readSession, requireOwnOrigin, requireSession } from "../../../../src/server/studio/auth/guard.ts";
import { refusedPage } from "../../../../src/server/studio/auth/signInPages.ts";
import { studioSignIn } from "../../../../src/server/studio/auth/studioSignIn.ts";
import type { DraftsRepository } from "../drafts/draftsRepository.ts";
import { studioApiErrorHandler, studioApiScope } from "../endpoint.ts";
import { commitChange } from "./commitChange.ts";
import { lastChange } from "./lastChange.ts";
import { presenceRoutes } from "./presenceRoutes.ts";
import { draftPreview } from "./draftPreview.ts";
import { staffRoutes } from "./staffRoutes.ts";
import type { Publisher } from "../publish/publisher.ts";
import { publishRoutes } from "../publish/publishRoutes.ts";
import { studioContentSecurityPolicy } from "./studioPolicy.ts";
import { liveStudioPages } from "./studioPages.ts";

export interface LiveStudioOptions {
  settings: StudioSettings;
  staff: StaffStore;
  drafts: DraftsRepository;
  publisher: Publisher;
  /** The studio build (dist-studio/). */
  studioDist: string;
  siteName: string;
  /** Where rate limits count: PostgreSQL's table when servers share one, else each server's memory. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** Only for tests on loopback: an identity provider at an http:// address. */
  allowInsecureIssuer?: boolean;
}

export const liveStudio: FastifyPluginAsync<LiveStudioOptions> = async (app, { settings, staff, drafts, publisher, studioDist, siteName, rateLimitStore, allowInsecureIssuer }) => {
  const pages = liveStudioPages(studioDist);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, { global: false, store: rateLimitStore });
  app.addHook("onRequest", requireOwnOrigin(settings.publicUrl));
  // The hashed files are the same for everyone: no session is looked up (and prolonged) for each of them.
  const session = readSession(app, staff);
  const isAsset = (request: FastifyRequest) => request.url.startsWith("/studio/assets/");
  app.addHook("onRequest", async (request) => {
    if (!isAsset(request)) await session(request);
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("Content-Security-Policy", studioContentSecurityPolicy).header("X-Frame-Options", "SAMEORIGIN");
    if (!isAsset(request)) reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex, nofollow");
  });
  // The screens' refusals are pages; the API's are { error } (its own scope says so).
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.code(status).type("text/html; charset=utf-8").send(refusedPage(pages, status === 500 ? "The studio failed to answer. Try again in a moment." : error.message));
  });

  await app.register(studioSignIn, { store: staff, settings, siteName, stylesheets: pages.stylesheets, allowInsecureIssuer });

  await app.register(fastifyStatic, {
    root: join(studioDist, "assets"),
    prefix: "/assets/",
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header("Cache-Control", cacheControl.hashedAsset),
  });

  const screen = (html: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.studioSession) return reply.redirect(`/studio/sign-in?return=${encodeURIComponent(request.url)}`, 303);
    return reply.type("text/html; charset=utf-8").send(html);
  };
  for (const path of ["/", "/edit", "/people", "/publish"]) app.get(path, screen(pages.editor));
  app.get("/preview", screen(pages.preview));
  await app.register(draftPreview, { drafts, stylesheets: pages.stylesheets });

  await app.register(
    async (api) => {
      api.setErrorHandler(studioApiErrorHandler);
      api.addHook("onRequest", requireSession);
      const changed = commitChange(drafts, staff);
      await api.register(studioApiScope(drafts.folders, { guards: [], exclusive: drafts.exclusive, changed, conflictDetails: lastChange(drafts) }));
      await api.register(staffRoutes, { staff, drafts });
      await api.register(presenceRoutes);
      await api.register(publishRoutes, { publisher, drafts, changed });
    },
    { prefix: "/api" },
  );
};
