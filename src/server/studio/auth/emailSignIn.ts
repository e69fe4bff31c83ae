/**
 * Sign-in by e-mailed link, through the SMTP server the enquiries use:
 *   POST /sign-in/email  { email }  → the same page for everyone; a link is e-mailed only to staff
 *   GET  /sign-in/link?token=…      → a page with one "Sign in" button (opening the link does nothing)
 *   POST /sign-in/link   { token }  → the session, and on into the studio
 * A link works once, for 15 minutes, and is stored only as its hash. Asking is limited per address and
 * per client, and the limit answers alike whether the address is staff's or not.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { createTransport } from "nodemailer";
import { EMAIL_PATTERN } from "../../../shared/enquiry.ts";
import type { StaffStore } from "../../staff/staffStore.ts";
import { hashSecret, newSecret } from "./secrets.ts";
import { clientOf, startSession } from "./sessions.ts";
import { signInEmail } from "./signInEmail.ts";
import { confirmLinkPage, linkSentPage, refusedPage, SIGN_IN_LINK_MINUTES, signInPage, type SignInPageOptions } from "./signInPages.ts";
import { studioReturnPath } from "./studioReturnPath.ts";

export interface EmailSignInOptions {
  store: StaffStore;
  smtpUrl: string;
  from: string;
  publicUrl: string;
  siteName: string;
  pages: SignInPageOptions;
  /** Links asked for per address, and sign-in requests per client, in 15 minutes. */
  limits?: { perAddress: number; perClient: number };
}

type Form = Record<string, string | undefined>;

const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type("text/html; charset=utf-8").send(body);

const addressOf = (request: FastifyRequest) => String((request.body as Form | undefined)?.email ?? "").trim().toLowerCase().slice(0, 254);

export const emailSignIn: FastifyPluginAsync<EmailSignInOptions> = async (app, { store, smtpUrl, from, publicUrl, siteName, pages, limits = { perAddress: 5, perClient: 30 } }) => {
  const transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, disableFileAccess: true, disableUrlAccess: true });
  app.addHook("onClose", async () => transport.close());
  // Two counts for one request (the plugin's own route hook runs one limit per request): each is asked, and either may refuse.
  const counts = [
    app.createRateLimit({ max: limits.perClient, timeWindow: "15 minutes" }),
    app.createRateLimit({ max: limits.perAddress, timeWindow: "15 minutes", keyGenerator: (request) => `sign-in-address:${addressOf(request)}` }),
  ];
  const limited = (which: typeof counts) => async (request: FastifyRequest, reply: FastifyReply) => {
    const verdicts = await Promise.all(which.map((count) => count(request)));
    // isAllowed is true only for an allow-listed key; a count over its limit is isExceeded.
    const refused = verdicts.find((verdict) => !verdict.isAllowed && verdict.isExceeded);
    if (refused && !refused.isAllowed) {
      reply.header("Retry-After", String(refused.ttlInSeconds));
      return html(reply, 429, refusedPage(pages, "Too many sign-in links were asked for. Wait 15 minutes, then ask again."));
    }
  };

  app.post("/sign-in/email", { preHandler: limited(counts) }, async (request, reply) => {
    const email = addressOf(request);
    if (!EMAIL_PATTERN.test(email)) return html(reply, 422, signInPage(pages, { notice: "That is not an e-mail address. Type your work address, like name@company.example.", email }));
    const role = await store.roleOf(email, "email");
    if (role) {
      const token = newSecret();
      await store.createSignInToken(hashSecret(token), email, new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000));
      const returnTo = studioReturnPath((request.body as Form).return);
      const link = `${publicUrl}/studio/sign-in/link?token=${token}${returnTo === "/studio/" ? "" : `&return=${encodeURIComponent(returnTo)}`}`;
      // A mail server that is down must not tell the asker anything the answer to a stranger would not.
      // Logged by its code only: a mail server's message names the recipient, and the link is a secret.
      await transport.sendMail(signInEmail({ to: email, from, link, siteName })).catch((error: Error & { code?: string; responseCode?: number }) =>
        request.log.error({ code: error.code, responseCode: error.responseCode }, "a sign-in link could not be e-mailed"),
      );
    }
    return html(reply, 200, linkSentPage(pages, email));
  });

  app.get<{ Querystring: Form }>("/sign-in/link", async (request, reply) => html(reply, 200, confirmLinkPage(pages, String(request.query.token ?? ""), studioReturnPath(request.query.return))));

  app.post("/sign-in/link", { preHandler: limited(counts.slice(0, 1)) }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const email = await store.useSignInToken(hashSecret(String(form.token ?? "")), new Date());
    const { from: ip } = clientOf(request);
    if (!email) {
      await store.log({ actor: null, action: "sign-in-refused", detail: "a sign-in link that was used already, expired or unknown", from: ip });
      return html(reply, 403, refusedPage(pages, `This sign-in link has been used already or has expired: a link works once, for ${SIGN_IN_LINK_MINUTES} minutes. Ask for a new one.`));
    }
    if (!(await store.roleOf(email, "email"))) {
      await store.log({ actor: email, action: "sign-in-refused", detail: "no longer on the staff list", from: ip });
      return html(reply, 403, refusedPage(pages, "This address is no longer on the staff list. Ask a publisher to add it again."));
    }
    await startSession(store, request, reply, { email, name: email.split("@")[0]!, method: "email" });
    await store.log({ actor: email, action: "sign-in", detail: "e-mailed link", from: ip });
    return reply.redirect(studioReturnPath(form.return), 303);
  });
};
