/**
 * A real OpenID Connect provider for the tests: oidc-provider (the one openid-client is tested
 * against) on 127.0.0.1, with one confidential client whose redirect address is the app's
 * callback. Its accounts are the test's: `accounts.set(id, claims)`. Its login page is ours and
 * small: GET /interaction/{uid} shows a form naming the account to sign in as (the browser tests
 * fill it; with `anyAccount`, any name signs in), and `?account=<id>` signs in at once (the
 * integration tests), `?deny=1` answers the client with error=access_denied. Consent is given without asking (loadExistingGrant), as a
 * company's provider does for its own applications.
 */
import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Context } from "oidc-provider";

export const TEST_CLIENT = { clientId: "cardfolio-test", clientSecret: "cardfolio-test-secret" };

export interface TestProvider {
  /** The issuer, e.g. http://127.0.0.1:40123 */
  issuer: string;
  /** Claims by account id; `sub` is the account id. */
  accounts: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, clientId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Test identity provider</title></head>
<body><main><h1>Test identity provider</h1><p>Signing in to ${escapeHtml(clientId)}.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="account">Account</label> <input id="account" name="account" autocomplete="off">
<button type="submit">Continue</button>
<button type="submit" name="deny" value="1">Cancel</button>
</form></main></body></html>`;
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 10_000) break;
  }
  return new URLSearchParams(text);
}

/**
 * Starts the provider. `redirectUris`: the app's callback addresses the client may use.
 * Claims go to userinfo, the ID token carrying `sub` (the default, conformIdTokenClaims), so the
 * app's reading of both is tested.
 */
export async function startTestProvider(
  redirectUris: string[],
  options: { port?: number; host?: string; anyAccount?: (id: string) => Record<string, unknown> } = {},
): Promise<TestProvider> {
  const accounts = new Map<string, Record<string, unknown>>();
  const server: Server = createServer();
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: "client_secret_basic",
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test-key", alg: "RS256", use: "sig" }] },
    cookies: { keys: ["oidc-test-provider-cookie-key"] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "preferred_username"],
      groups: ["groups"],
    },
    scopes: ["openid", "email", "profile", "groups"],
    features: { devInteractions: { enabled: false } },
    // Minutes: a test's flow is over in seconds.
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    interactions: { url: (_ctx: Context, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: Context, id: string) {
      const claims = accounts.get(id);
      return claims && { accountId: id, claims: () => ({ ...claims, sub: id }) };
    },
    // Consent without asking: a grant of every scope the client asked for.
    async loadExistingGrant(ctx: Context) {
      const { client, session, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope(String(params?.scope ?? "openid"));
      await grant.save();
      return grant;
    },
    renderError(ctx: { type: string; body: string }, out: Record<string, unknown>) {
      ctx.type = "html";
      ctx.body = `<!doctype html><title>Provider error</title><pre>${escapeHtml(JSON.stringify(out))}</pre>`;
    },
  });
  const handle = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse, url: URL) {
    const details = await provider.interactionDetails(request, response);
    const input = request.method === "POST" ? await formBody(request) : url.searchParams;
    if (input.get("deny")) {
      await provider.interactionFinished(
        request,
        response,
        { error: "access_denied", error_description: "The person cancelled." },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const account = input.get("account")?.trim().slice(0, 100);
    // The browser tests sign in as a name of their own; its claims are made from the name.
    if (account && !accounts.has(account) && options.anyAccount)
      accounts.set(account, options.anyAccount(account));
    if (account && accounts.has(account)) {
      await provider.interactionFinished(request, response, {
        login: { accountId: account, remember: false },
      });
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(loginPage(details.uid, String(details.params.client_id ?? "")));
  }

  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", issuer);
    if (!url.pathname.startsWith("/interaction/")) return handle(request, response);
    interaction(request, response, url).catch((error: unknown) => {
      response.writeHead(400, { "content-type": "text/plain" });
      response.end(`interaction failed: ${String(error)}`);
    });
  });

  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
