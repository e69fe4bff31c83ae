/**
 * A real OpenID provider in the test's own process (oidc-provider, the certified implementation), on a
 * loopback port, as smtpServer.ts is a real mail server: discovery, signed ID tokens, PKCE required,
 * codes that work once. Its sign-in page (oidcLoginPage.ts) asks only for the e-mail address of one of
 * `people`: a field labelled "E-mail" (name "email") and a "Sign in" button.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { Provider } from "oidc-provider";
import { freePort } from "./freePort.ts";
import { interactionPage, type TestPerson } from "./oidcLoginPage.ts";
import { memoryAdapter } from "./oidcMemoryAdapter.ts";

export type { TestPerson } from "./oidcLoginPage.ts";

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface OidcProviderOptions {
  people: TestPerson[];
  clients: TestClient[];
  /** 0 (the default): any free loopback port. A test names one to play a provider that was down and is back. */
  port?: number;
}

export async function startOidcProvider({ people, clients, port = 0 }: OidcProviderOptions): Promise<{ issuer: string; stop(): Promise<void> }> {
  if (port === 0) port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: clients.map(({ clientId, clientSecret, redirectUri }) => ({
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      // openid-client's default, and one both Entra ID and Google accept.
      token_endpoint_auth_method: "client_secret_post",
    })),
    findAccount: async (_ctx: unknown, sub: string) => {
      const person = people.find(({ email }) => email.toLowerCase() === sub);
      if (!person) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: person.email, email_verified: person.emailVerified ?? true, name: person.name }) };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Put the scopes' claims in the ID token, as Entra ID and Google do, rather than only at userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    // Everything below is set only so that oidc-provider does not warn about its development defaults.
    adapter: memoryAdapter(),
    jwks: { keys: [{ ...generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" }), kid: randomUUID(), use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    clientBasedCORS: () => false,
    renderError: async (ctx, out) => {
      ctx.type = "html";
      ctx.body = `<!doctype html><title>Test provider: error</title><p>${out.error.replace(/[^\w.-]/g, "")}</p>`;
    },
  });

  const providerListener = provider.callback();
  const server = createServer((req, res) => {
    const answer = req.url?.startsWith("/interaction/") ? interactionPage(provider, people, req, res) : providerListener(req, res);
    // Most often an interaction that expired or a page opened without the provider's cookies.
    answer.catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
      res.end(`The test provider could not go on: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    issuer,
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      // fetch keeps connections open for the next request; close them rather than wait.
      server.closeAllConnections();
      await closed;
    },
  };
}
