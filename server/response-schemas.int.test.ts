/**
 * Routes are fully described by schemas (never a database row as it is): every route the
 * app registers declares its answers, a field the response schema does not name never
 * reaches the client, an answer that does not fit its schema is a 500 a test sees, and the
 * error handler's bodies keep their shape on routes whose schemas list only successes.
 *
 * The routes are seen as Fastify registers them: an onRoute hook attached through Fastify's
 * "fastify.initialization" diagnostics channel, before buildApp adds any route. The same hook
 * lets a test change what one route's handler returns, on the real app.
 */
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { $ZodType } from "zod/v4/core";
import { errorBodySchema } from "../core/schemas/api";
import { accountUserSchema } from "../core/schemas/auth";
import { businessCardSchema, publicCardSchema } from "../core/schemas/card-response";
import { createTestApp, type EnvOverrides, type TestApp, type TestAppOptions } from "./test/harness";

/**
 * Routes whose bodies are bytes made elsewhere: Fastify sends a Buffer or a string with its
 * own content type as it is, so no serializer could strip anything. Their schemas declare the
 * statuses only; what decides their content is named here.
 */
const BYTES_ROUTES: Record<string, string> = {
  "GET /view/:slug": "the page rendered from the presented card, cached per card",
  "GET /api/card/:slug": "JSON of the public card (core's publicCardSchema), cached per card",
  "GET /manifest/:file": "the install manifest, cached per card",
  "GET /icons/:slug/:file": "a generated app icon (PNG), cached per card",
  "GET /embed/:slug/:index": "a card's embed code in its sandboxed document, cached per card",
  "GET /uploads/:name": "a stored file",
  "GET /api/vcard/:cardId": "the vCard text built from the presented card",
  "GET /api/analytics/:id/export": "CSV streamed from the analytics queries (export-scopes.ts)",
  "GET /api/audit-events/export": "CSV streamed from the audit trail's queries (audit/repo.ts)",
  "GET /api/salesbot/:cardId/conversations/export":
    "CSV streamed from the conversations' queries (conversations-csv.ts)",
  "GET /robots.txt": "a fixed text",
  "GET /o/:slug": "the directory page written from the organisation's listed cards (directory/service.ts)",
  "GET /api/organizations/:orgId/analytics/export":
    "CSV of the organisation's figures by member (org-analytics/service.ts)",
  // Leads inbox (issue 38).
  "GET /api/leads/export": "CSV streamed from the inbox's queries (leads/leads-csv.ts)",
  "GET /api/docs": "the API reference page, a fixed text (api-v1/docs.ts)",
  "GET /api/docs/:file": "Swagger UI's files from its package, and the page's start script (api-v1/docs.ts)",
  // Share anywhere (issue 39).
  "GET /api/business-cards/:id/background": "a video-call background drawn by sharp (video-background/)",
  // Wallet passes (issue 39).
  "GET /api/business-cards/:id/wallet/apple":
    "a signed .pkpass built by passkit-generator (wallet/apple-pass.ts)",
  // The email signature's pictures (issue 39).
  "GET /api/email-signature/:cardId/photo.png":
    "a card's photo cut round (email-signature/signature-pictures.ts)",
  "GET /api/email-signature/:cardId/qr.png":
    "a QR code of a card's address (email-signature/signature-pictures.ts)",
};
/** The web build's files, served by @fastify/static from disk (server/plugins/web-app.ts). */
const WEB_BUILD_ROUTES = ["GET /", "GET /*"];
/**
 * Browser navigations answered only with redirects, no body: single sign-on's start (to the
 * provider) and callback (to the page to return to, or to the sign-in page with the reason).
 */
const REDIRECT_ROUTES = [
  "GET /api/auth/oidc/start",
  "GET /api/auth/oidc/callback",
  // A tap on an NFC tag (nfc-tags/routes.ts): to the card's page, or the "not linked" page (404).
  "GET /t/:tagId",
  // To Google Wallet's save page with the signed pass (wallet/routes.ts).
  "GET /api/business-cards/:id/wallet/google",
];

interface SeenRoute {
  key: string;
  response: Record<string, unknown> | undefined;
}

const FASTIFY_INITIALIZATION = "fastify.initialization";

/** A test app whose routes pass through `onRoute` as they are registered. */
async function appWithRouteHook(
  onRoute: (route: RouteOptions) => void,
  overrides: EnvOverrides = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  let attached = false;
  const attach = (message: unknown) => {
    if (attached) return;
    attached = true;
    (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", onRoute);
  };
  subscribe(FASTIFY_INITIALIZATION, attach);
  try {
    return await createTestApp(overrides, options);
  } finally {
    unsubscribe(FASTIFY_INITIALIZATION, attach);
  }
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** Wraps what the handler of `METHOD url` returns, on every method it is registered for. */
function changingAnswer(key: string, change: (answer: Record<string, unknown>) => unknown) {
  return (route: RouteOptions) => {
    if (!methodsOf(route).some((method) => `${method} ${route.url}` === key)) return;
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      const answer = await handler.call(this, request, reply);
      return change(answer as Record<string, unknown>);
    };
  };
}

/** Objects with named properties that also let any other key through (z.looseObject, .passthrough()). */
function looseObjects(jsonSchema: unknown, path = "$"): string[] {
  if (!jsonSchema || typeof jsonSchema !== "object") return [];
  const node = jsonSchema as Record<string, unknown>;
  const found: string[] = [];
  if (node.type === "object" && node.properties) {
    const extra = node.additionalProperties;
    const closed =
      extra === false || (typeof extra === "object" && extra !== null && Object.keys(extra).length > 0);
    if (!closed) found.push(path);
  }
  for (const [key, value] of Object.entries(node)) found.push(...looseObjects(value, `${path}.${key}`));
  return found;
}

const isSuccess = (status: string) => status.startsWith("2");

describe("every route", () => {
  const routes: SeenRoute[] = [];
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    // A web build, so the web app's routes are registered too.
    webDist = await mkdtemp(join(tmpdir(), "cardfolio-schemas-web-"));
    await mkdir(join(webDist, "assets"));
    await writeFile(join(webDist, "index.html"), "<!doctype html><title>Cardfolio</title>");
    t = await appWithRouteHook(
      (route) => {
        const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
        for (const method of methodsOf(route)) {
          if (method !== "HEAD") routes.push({ key: `${method} ${route.url}`, response });
        }
      },
      { WEB_DIST_DIR: webDist },
    );
  });

  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("is seen as it is registered, all of them", () => {
    const keys = routes.map((route) => route.key);
    for (const key of [...Object.keys(BYTES_ROUTES), ...WEB_BUILD_ROUTES, ...REDIRECT_ROUTES]) {
      expect(keys).toContain(key);
    }
    expect(keys).toContain("GET /api/business-cards");
    expect(keys).toContain("POST /api/upload");
    expect(keys).toContain("POST /api/users/bulk");
    expect(keys).toContain("POST /api/users/bulk/check");
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("declares a zod response schema for its successful answers, except the web build's files and redirects", () => {
    const undeclared = routes
      .filter((route) => !WEB_BUILD_ROUTES.includes(route.key) && !REDIRECT_ROUTES.includes(route.key))
      .filter((route) => {
        const successes = Object.entries(route.response ?? {}).filter(([status]) => isSuccess(status));
        return successes.length === 0 || successes.some(([, schema]) => !(schema instanceof $ZodType));
      })
      .map((route) => route.key);
    expect(undeclared).toEqual([]);
  });

  it("answers JSON through schemas that strip unknown keys; only the listed routes send bytes", () => {
    const bytes: string[] = [];
    const loose: string[] = [];
    for (const route of routes) {
      if (WEB_BUILD_ROUTES.includes(route.key)) continue;
      for (const [status, schema] of Object.entries(route.response ?? {})) {
        let jsonSchema: unknown;
        try {
          jsonSchema = z.toJSONSchema(schema as z.ZodType, { io: "output" });
        } catch {
          // A Buffer (z.instanceof) has no JSON form: the route sends bytes.
          if (isSuccess(status)) bytes.push(route.key);
          continue;
        }
        loose.push(...looseObjects(jsonSchema).map((path) => `${route.key} ${status} ${path}`));
      }
    }
    // Text answers (vCard, robots.txt) are strings with their own content type: bytes too.
    const textRoutes = routes
      .filter((route) => Object.values(route.response ?? {}).some((schema) => schema instanceof z.ZodString))
      .map((route) => route.key);
    expect(new Set([...bytes, ...textRoutes])).toEqual(new Set(Object.keys(BYTES_ROUTES)));
    expect(loose).toEqual([]);
  });
});

describe("a field the response schema does not name", () => {
  let t: TestApp;

  beforeAll(async () => {
    const hooks = [
      changingAnswer("GET /api/business-cards/:id", (card) => ({
        ...card,
        ownerPassword: "scrypt-like secret",
        user: { ...(card.user as object), email: "owner@cards.test" },
        customizations: { ...(card.customizations as object), internalNote: "not for clients" },
      })),
      changingAnswer("GET /api/business-cards", (cards) =>
        (cards as unknown as Record<string, unknown>[]).map((card) => ({ ...card, sessionToken: "secret" })),
      ),
      changingAnswer("GET /api/user", (user) => ({ ...user, password: "hash", sessions: ["token"] })),
      // An answer missing a field its schema requires.
      changingAnswer("PATCH /api/business-cards/:id", ({ slug: _slug, ...card }) => card),
    ];
    t = await appWithRouteHook((route) => {
      for (const hook of hooks) hook(route);
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function cardOfNewUser() {
    const owner = await t.signedInUser(1);
    const created = await t.request({
      method: "POST",
      url: "/api/business-cards",
      session: owner.session,
      body: { name: "Jane Roe", customizations: { about: "Hello" } },
    });
    expect(created.statusCode).toBe(201);
    return { owner, card: created.json() as { id: number } };
  }

  it("is stripped from one card, at the top and inside nested objects", async () => {
    const { owner, card } = await cardOfNewUser();
    const response = await t.request({
      method: "GET",
      url: `/api/business-cards/${card.id}`,
      session: owner.session,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("ownerPassword");
    expect(response.body).not.toContain("owner@cards.test");
    expect(response.body).not.toContain("internalNote");
    const shown = response.json();
    expect(Object.keys(shown)).toEqual(Object.keys(businessCardSchema.shape));
    expect(shown.user).toEqual({ id: owner.user.id, accessLevel: 1 });
    expect(shown.customizations).toEqual({ about: "Hello" });
    // The strict parse fails on any key the schema does not name.
    expect(businessCardSchema.strict().safeParse(shown).success).toBe(true);
  });

  it("is stripped from every card of a list", async () => {
    const { owner } = await cardOfNewUser();
    const response = await t.request({ method: "GET", url: "/api/business-cards", session: owner.session });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("sessionToken");
    expect(response.json()).toHaveLength(1);
  });

  it("is stripped from the signed-in user", async () => {
    const { session } = await t.signedInUser(2);
    const response = await t.request({ method: "GET", url: "/api/user", session });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(Object.keys(accountUserSchema.shape));
    expect(response.body).not.toContain("sessions");
  });

  it("is not the only check: an answer missing a required field is a 500, not a half card", async () => {
    const { owner, card } = await cardOfNewUser();
    const response = await t.request({
      method: "PATCH",
      url: `/api/business-cards/${card.id}`,
      session: owner.session,
      body: { name: "Jane Q. Roe" },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
  });
});

describe("on routes whose schemas list only their successes", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  /** The error handler's body, exactly: `{message, fields?}` with nothing else. */
  const errorBody = errorBodySchema.strict();

  it("error answers keep the error handler's body: messages and field messages", async () => {
    const owner = await t.signedInUser(1);
    const created = await t.request({
      method: "POST",
      url: "/api/business-cards",
      session: owner.session,
      body: { name: "Jane" },
    });
    const id = (created.json() as { id: number }).id;

    const badInput = await t.request({
      method: "PUT",
      url: `/api/business-cards/${id}`,
      session: owner.session,
      body: { email: "not an email" },
    });
    expect(badInput.statusCode).toBe(400);
    expect(errorBody.parse(badInput.json())).toEqual({
      message: "Please enter a valid email",
      fields: { email: "Please enter a valid email" },
    });

    const notSignedIn = await t.request({ method: "GET", url: "/api/business-cards" });
    expect(notSignedIn.statusCode).toBe(401);
    expect(errorBody.safeParse(notSignedIn.json()).success).toBe(true);

    const missing = await t.request({
      method: "GET",
      url: "/api/business-cards/2000000000",
      session: owner.session,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Card not found" });

    const other = await t.signedInUser(1);
    const denied = await t.request({
      method: "GET",
      url: `/api/business-cards/${id}`,
      session: other.session,
    });
    expect(denied.statusCode).toBe(403);
    expect(errorBody.safeParse(denied.json()).success).toBe(true);
  });

  it("the cached public card JSON holds exactly the public card's fields", async () => {
    const owner = await t.signedInUser(3);
    const created = await t.request({
      method: "POST",
      url: "/api/business-cards",
      session: owner.session,
      body: {
        name: "Jane",
        embedCodes: ["<iframe></iframe>"],
        formConfig: { enabled: true, fields: [{ id: "email", type: "email", label: "Email" }] },
        customizations: { customCss: ".card { color: red; }" },
      },
    });
    const { slug } = created.json() as { slug: string };
    const response = await t.request({ method: "GET", url: `/api/card/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(publicCardSchema.strict().safeParse(response.json()).success).toBe(true);
    expect(Object.keys(response.json())).toEqual(Object.keys(publicCardSchema.shape));

    const unknown = await t.request({ method: "GET", url: "/api/card/no-such-card-here" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Card not found" });
  });
});
