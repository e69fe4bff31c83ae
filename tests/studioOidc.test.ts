import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import { oidcSignIn, type OidcSignInOptions } from "../src/server/studio/auth/oidcSignIn.ts";
import { personFromClaims } from "../src/server/studio/auth/personFromClaims.ts";
import { studioReturnPath } from "../src/server/studio/auth/studioReturnPath.ts";
import { freePort } from "../scripts/lib/servers/freePort.ts";
import { startOidcProvider } from "../scripts/lib/servers/oidcServer.ts";

const client = { clientId: "studio", clientSecret: "a-test-secret-of-the-studio" };
const people = [
  { email: "Ada.Lovelace@Company.example", name: "Ada Lovelace" },
  { email: "eve@company.example", name: "Eve", emailVerified: false },
];

/** The studio as the lead registers it: signedIn shows who and where to, refused shows the sentence. */
async function studioApp(port: number, issuer: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const options: OidcSignInOptions = {
    settings: { issuer, ...client, redirectUri: `http://127.0.0.1:${port}/studio/sign-in/sso/callback` },
    signedIn: async (_request, reply, person, returnTo) => reply.send({ signedIn: person, returnTo }),
    refused: async (_request, reply, sentence) => reply.code(403).send({ refused: sentence }),
    allowInsecureIssuer: true,
  };
  await app.register(oidcSignIn, { prefix: "/studio", ...options });
  await app.listen({ port, host: "127.0.0.1" });
  return app;
}

/** Cookies by host, as a browser keeps them (this test's servers each have a path of their own to care about). */
function cookieJar() {
  const jar = new Map<string, Map<string, string>>();
  return {
    header: (url: URL) => [...(jar.get(url.host) ?? [])].map(([name, value]) => `${name}=${value}`).join("; "),
    keep(url: URL, response: Response) {
      const cookies = jar.get(url.host) ?? new Map<string, string>();
      jar.set(url.host, cookies);
      for (const line of response.headers.getSetCookie()) {
        const [pair = "", ...attributes] = line.split(";");
        const [name = "", value = ""] = pair.trim().split(/=(.*)/s);
        const gone = value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]!) < Date.now()));
        if (gone) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    get: (url: URL, name: string) => jar.get(url.host)?.get(name),
    set: (url: URL, name: string, value: string) => jar.get(url.host)?.set(name, value),
  };
}
type Jar = ReturnType<typeof cookieJar>;

/** One request, redirects not followed, cookies sent and kept. */
async function visit(jar: Jar, url: URL, form?: Record<string, string>): Promise<Response> {
  const response = await fetch(url, {
    redirect: "manual",
    headers: { cookie: jar.header(url) },
    ...(form && { method: "POST", body: new URLSearchParams(form) }),
  });
  jar.keep(url, response);
  return response;
}

const callbackPath = "/studio/sign-in/sso/callback";

/** From the studio's start route through the provider's sign-in form, up to (not into) the studio's callback. */
async function throughProvider(jar: Jar, start: URL, email: string): Promise<URL> {
  let url = start;
  for (let step = 0; step < 10; step++) {
    if (url.pathname === callbackPath) return url;
    let response = await visit(jar, url);
    const action = response.status === 200 ? /<form method="post" action="([^"]+)"/.exec(await response.text())?.[1] : undefined;
    if (action) response = await visit(jar, new URL(action.replaceAll("&#38;", "&"), url), { email });
    const location = response.headers.get("location");
    if (!location) throw new Error(`${url.pathname} answered ${response.status} without a redirect`);
    url = new URL(location, url);
  }
  throw new Error("never came back to the studio");
}

describe("single sign-on for the studio", () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    provider = await startOidcProvider({ people, clients: [{ ...client, redirectUri: `${origin}${callbackPath}` }] });
    app = await studioApp(port, provider.issuer);
  });
  afterAll(async () => {
    await app?.close();
    await provider?.stop();
  });

  const start = (query = "") => new URL(`/studio/sign-in/sso${query}`, origin);

  async function signIn(email: string, query = "") {
    const jar = cookieJar();
    const callback = await throughProvider(jar, start(query), email);
    const response = await visit(jar, callback);
    return { response, body: (await response.json()) as Record<string, unknown>, jar, callback };
  }

  it("sends the person to the provider with PKCE, state and nonce, asking only for openid email profile", async () => {
    const jar = cookieJar();
    const response = await visit(jar, start());
    expect(response.status).toBe(302);
    const authorization = new URL(response.headers.get("location")!);
    expect(authorization.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: "studio",
      response_type: "code",
      scope: "openid email profile",
      redirect_uri: `${origin}${callbackPath}`,
      code_challenge_method: "S256",
    });
    for (const parameter of ["state", "nonce", "code_challenge"]) expect(authorization.searchParams.get(parameter)).toMatch(/^[\w-]{43}$/);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-studio-sso=[\w-]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it("signs a person in with the e-mail the provider vouched for, lower-cased, and their name", async () => {
    const { response, body } = await signIn("ada.lovelace@company.example");
    expect(response.status).toBe(200);
    expect(body).toEqual({ signedIn: { email: "ada.lovelace@company.example", name: "Ada Lovelace" }, returnTo: "/studio/" });
  });

  it("clears the attempt's cookie on the way back", async () => {
    const { response, jar } = await signIn("ada.lovelace@company.example");
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^__Host-studio-sso=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/)]);
    expect(jar.get(new URL(origin), "__Host-studio-sso")).toBeUndefined();
  });

  it("returns to the studio page the sign-in started from", async () => {
    const { body } = await signIn("ada.lovelace@company.example", `?return=${encodeURIComponent("/studio/edit?page=about-us")}`);
    expect(body.returnTo).toBe("/studio/edit?page=about-us");
  });

  it("ignores a return address on another site and lands on /studio/", async () => {
    const { body } = await signIn("ada.lovelace@company.example", `?return=${encodeURIComponent("https://evil.example/")}`);
    expect(body).toMatchObject({ signedIn: { email: "ada.lovelace@company.example" }, returnTo: "/studio/" });
  });

  it.each([
    ["https://evil.example/studio/"],
    ["//evil.example/studio/"],
    ["/\\evil.example/studio/"],
    ["/studio/../admin"],
    ["/studio/%2e%2e/admin"],
    ["/studiox/"],
    ["studio/edit"],
    [["/studio/a", "/studio/b"]],
  ])("takes %j for /studio/", (value) => {
    expect(studioReturnPath(value)).toBe("/studio/");
  });

  it("refuses a person whose e-mail the provider has not verified", async () => {
    const { response, body } = await signIn("eve@company.example");
    expect(response.status).toBe(403);
    expect(body.refused).toBe("The sign-in service did not vouch for your e-mail address, so the studio cannot tell who you are. Sign in with an e-mailed link instead.");
  });

  it.each([
    ["a state of another sign-in", (callback: URL) => callback.searchParams.set("state", "another-sign-ins-state")],
    ["no state", (callback: URL) => callback.searchParams.delete("state")],
  ])("refuses a callback with %s", async (_, tamper) => {
    const jar = cookieJar();
    const callback = await throughProvider(jar, start(), "ada.lovelace@company.example");
    tamper(callback);
    const response = await visit(jar, callback);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ refused: "This answer from the sign-in service does not belong to the sign-in this browser started. Start again from the sign-in page." });
  });

  it("refuses a callback in a browser that did not start the sign-in, or after the attempt expired", async () => {
    const callback = await throughProvider(cookieJar(), start(), "ada.lovelace@company.example");
    const response = await visit(cookieJar(), callback);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ refused: "This sign-in took longer than 10 minutes, or was started in another browser. Start again from the sign-in page." });
  });

  it("refuses a code used a second time, even with the attempt's cookie sent again", async () => {
    const jar = cookieJar();
    const callback = await throughProvider(jar, start(), "ada.lovelace@company.example");
    const attempt = jar.get(callback, "__Host-studio-sso")!;
    expect((await visit(jar, callback)).status).toBe(200);
    jar.set(callback, "__Host-studio-sso", attempt);
    const replayed = await visit(jar, callback);
    expect(replayed.status).toBe(403);
    expect(await replayed.json()).toEqual({ refused: "The sign-in service did not accept this sign-in (it can be used only once, within a minute). Start again from the sign-in page." });
  });

  it("refuses a code redeemed without the PKCE verifier of the sign-in that asked for it", async () => {
    const jar = cookieJar();
    const callback = await throughProvider(jar, start(), "ada.lovelace@company.example");
    const attempt = JSON.parse(Buffer.from(jar.get(callback, "__Host-studio-sso")!, "base64url").toString()) as Record<string, unknown>;
    jar.set(callback, "__Host-studio-sso", Buffer.from(JSON.stringify({ ...attempt, codeVerifier: "x".repeat(43) })).toString("base64url"));
    const response = await visit(jar, callback);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ refused: "The sign-in service did not accept this sign-in (it can be used only once, within a minute). Start again from the sign-in page." });
  });

  it("refuses when the provider answers with an error, such as a cancelled sign-in", async () => {
    const jar = cookieJar();
    const authorization = new URL((await visit(jar, start())).headers.get("location")!);
    const callback = new URL(callbackPath, origin);
    callback.search = new URLSearchParams({ error: "access_denied", state: authorization.searchParams.get("state")!, iss: provider.issuer }).toString();
    const response = await visit(jar, callback);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ refused: "The sign-in service did not sign you in. Start again, or sign in with an e-mailed link." });
  });

  it("shows the provider's sign-in page with an E-mail field and a Sign in button", async () => {
    const jar = cookieJar();
    let url = new URL((await visit(jar, start())).headers.get("location")!);
    url = new URL((await visit(jar, url)).headers.get("location")!, url);
    const html = await (await visit(jar, url)).text();
    expect(html).toContain('<label for="email">E-mail</label> <input id="email" name="email" type="email"');
    expect(html).toContain('<button type="submit">Sign in</button>');
  });
});

describe("single sign-on when the provider is down", () => {
  it("starts the server all the same, and tells the person who signs in to try again or use an e-mailed link", async () => {
    const closed = await freePort();
    const port = await freePort();
    const app = await studioApp(port, `http://127.0.0.1:${closed}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/studio/sign-in/sso`, { redirect: "manual" });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ refused: `The sign-in service (127.0.0.1:${closed}) does not answer. Try again in a minute, or sign in with an e-mailed link.` });
    } finally {
      await app.close();
    }
  });

  it("asks the provider again on the next sign-in, and signs the person in once it is back", async () => {
    const providerPort = await freePort();
    const port = await freePort();
    const app = await studioApp(port, `http://127.0.0.1:${providerPort}`);
    const start = new URL(`http://127.0.0.1:${port}/studio/sign-in/sso`);
    let provider: Awaited<ReturnType<typeof startOidcProvider>> | undefined;
    try {
      expect((await fetch(start, { redirect: "manual" })).status).toBe(403);
      provider = await startOidcProvider({ people, clients: [{ ...client, redirectUri: `http://127.0.0.1:${port}${callbackPath}` }], port: providerPort });
      const jar = cookieJar();
      const response = await visit(jar, await throughProvider(jar, start, "ada.lovelace@company.example"));
      expect(await response.json()).toMatchObject({ signedIn: { email: "ada.lovelace@company.example" } });
    } finally {
      await app.close();
      await provider?.stop();
    }
  });

  it("refuses an http:// issuer that is not on loopback, whatever the tests allow", async () => {
    const app = Fastify({ logger: false });
    const settings = { issuer: "http://login.company.example", ...client, redirectUri: "https://www.company.example/studio/sign-in/sso/callback" };
    const refuse = async () => {
      throw new Error("not called");
    };
    await expect(app.register(oidcSignIn, { settings, signedIn: refuse, refused: refuse, allowInsecureIssuer: true }).ready()).rejects.toThrow(
      'STUDIO_OIDC_ISSUER must be the provider\'s https:// address (its issuer), not "http://login.company.example".',
    );
  });
});

describe("the person an ID token vouches for", () => {
  const token = { iss: "https://accounts.google.com", sub: "1", aud: "studio", iat: 0, exp: 0 };
  const entra = { ...token, iss: "https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0", tid: "9188040d-6c67-4c5b-b112-36a304b66dad" };

  it("takes a verified e-mail, lower-cased, and the name", () => {
    expect(personFromClaims({ ...token, email: "Ada@Company.example", email_verified: true, name: "Ada Lovelace" })).toEqual({ email: "ada@company.example", name: "Ada Lovelace" });
  });

  it("names a person without a name after their address's local part", () => {
    expect(personFromClaims({ ...token, email: "ada@company.example", email_verified: true })).toEqual({ email: "ada@company.example", name: "ada" });
  });

  it.each([
    ["email_verified false", { ...token, email: "ada@company.example", email_verified: false }],
    ['email_verified "true" (a string)', { ...token, email: "ada@company.example", email_verified: "true" }],
    ["no email_verified and no tid", { ...token, email: "ada@company.example" }],
    ["no e-mail at all", { ...token, email_verified: true }],
    ["an Entra ID token from another tenant than the issuer's", { ...entra, tid: "72f988bf-86f1-41af-91ab-2d7cd011db47", email: "ada@company.example" }],
    ["an Entra ID token whose preferred_username is not an address", { ...entra, preferred_username: "ada" }],
  ])("refuses a token with %s", (_, claims) => {
    expect(personFromClaims(claims)).toBeUndefined();
  });

  it("takes Entra ID's e-mail without email_verified when the token is from the issuer's own tenant", () => {
    expect(personFromClaims({ ...entra, email: "Ada@Company.example", name: "Ada Lovelace" })).toEqual({ email: "ada@company.example", name: "Ada Lovelace" });
  });

  it("takes Entra ID's preferred_username when it is an address and there is no email", () => {
    expect(personFromClaims({ ...entra, preferred_username: "ada@company.example" })).toEqual({ email: "ada@company.example", name: "ada" });
  });
});
