/**
 * Every way into the live studio and out of it, under /studio: the sign-in page, the e-mailed link
 * (emailSignIn.ts) and single sign-on (oidcSignIn.ts), each only when set up, and signing out. Whoever
 * proves an address gets a session only if the staff list gives that address a role.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { StudioSettings } from "../../config.ts";
import type { StaffStore } from "../../staff/staffStore.ts";
import { emailSignIn } from "./emailSignIn.ts";
import { oidcSignIn, type OidcPerson } from "./oidcSignIn.ts";
import { clientOf, endSession, startSession } from "./sessions.ts";
import { refusedPage, signInPage, type SignInPageOptions } from "./signInPages.ts";
import { studioReturnPath } from "./studioReturnPath.ts";

export interface StudioSignInOptions {
  store: StaffStore;
  settings: StudioSettings;
  siteName: string;
  /** The studio build's stylesheets, for the sign-in pages. */
  stylesheets: readonly string[];
  /** Only for tests on loopback: an identity provider at an http:// address. */
  allowInsecureIssuer?: boolean;
}

const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type("text/html; charset=utf-8").send(body);

export const studioSignIn: FastifyPluginAsync<StudioSignInOptions> = async (app, { store, settings, siteName, stylesheets, allowInsecureIssuer }) => {
  const pages: SignInPageOptions = { stylesheets, email: Boolean(settings.email), sso: Boolean(settings.oidc) };

  app.get<{ Querystring: Record<string, string | undefined> }>("/sign-in", async (request, reply) => {
    if (request.studioSession) return reply.redirect(studioReturnPath(request.query.return), 303);
    const notice = "signed-out" in request.query ? "You are signed out." : "";
    return html(reply, 200, signInPage(pages, { returnTo: studioReturnPath(request.query.return), notice }));
  });

  if (settings.email) await app.register(emailSignIn, { store, ...settings.email, publicUrl: settings.publicUrl, siteName, pages });

  if (settings.oidc) {
    const refused = async (_request: FastifyRequest, reply: FastifyReply, sentence: string) => html(reply, 403, refusedPage(pages, sentence));
    const signedIn = async (request: FastifyRequest, reply: FastifyReply, person: OidcPerson, returnTo: string) => {
      const { from } = clientOf(request);
      if (!(await store.roleOf(person.email, "sso"))) {
        await store.log({ actor: person.email, action: "sign-in-refused", detail: "single sign-on: not on the staff list", from });
        return refused(request, reply, `${person.email} is not on the studio's staff list. Ask a publisher to add you.`);
      }
      await startSession(store, request, reply, { ...person, method: "sso" });
      await store.log({ actor: person.email, action: "sign-in", detail: "single sign-on", from });
      return reply.redirect(returnTo, 303);
    };
    await app.register(oidcSignIn, {
      settings: { ...settings.oidc, redirectUri: `${settings.publicUrl}/studio/sign-in/sso/callback` },
      signedIn,
      refused,
      allowInsecureIssuer,
    });
  }

  app.post("/sign-out", async (request, reply) => {
    const session = request.studioSession;
    await endSession(store, request, reply);
    if (session) await store.log({ actor: session.email, action: "sign-out", detail: "", from: clientOf(request).from });
    return reply.redirect("/studio/sign-in?signed-out", 303);
  });
};
