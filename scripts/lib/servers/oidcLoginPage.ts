import type { IncomingMessage, ServerResponse } from "node:http";
import type { Interaction, Provider } from "oidc-provider";

export interface TestPerson {
  email: string;
  name: string;
  /** What the provider says in email_verified; true unless a test says otherwise. */
  emailVerified?: boolean;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's sign-in page: one labelled field, "E-mail", and a "Sign in" button, for fetch and Playwright alike. */
function loginForm(action: string, problem?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider: sign in</title></head>
<body><main><h1>Sign in to the test provider</h1>
${problem ? `<p role="alert">${escape(problem)}</p>` : ""}
<form method="post" action="${escape(action)}">
<label for="email">E-mail</label> <input id="email" name="email" type="email" autocomplete="username" required autofocus>
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

async function formField(req: IncomingMessage, name: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8")).get(name) ?? "";
}

/**
 * GET and POST /interaction/<uid>: where oidc-provider sends a browser that must sign in. Signing in as
 * one of `people` also grants the scopes the client asked for, as a company's provider does for its
 * own applications (an administrator consented once for everyone), so there is no consent page.
 */
export async function interactionPage(provider: Provider, people: TestPerson[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const action = req.url ?? "";
  if (details.prompt.name === "consent" && details.session) return finish(provider, req, res, details, details.session.accountId, false);
  if (req.method !== "POST") return send(res, 200, loginForm(action));
  const email = (await formField(req, "email")).trim().toLowerCase();
  const person = people.find((p) => p.email.toLowerCase() === email);
  if (!person) return send(res, 200, loginForm(action, `Nobody signs in here as "${email}".`));
  return finish(provider, req, res, details, email, true);
}

async function finish(provider: Provider, req: IncomingMessage, res: ServerResponse, { params }: Interaction, accountId: string, login: boolean): Promise<void> {
  const grant = new provider.Grant({ accountId, clientId: String(params.client_id) });
  grant.addOIDCScope(String(params.scope));
  const consent = { grantId: await grant.save() };
  await provider.interactionFinished(req, res, login ? { login: { accountId }, consent } : { consent }, { mergeWithLastSubmission: true });
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(html);
}
