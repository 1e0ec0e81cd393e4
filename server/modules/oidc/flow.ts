/**
 * Single sign-on's flow (decision 033, item 4): the Authorization Code flow with PKCE (S256),
 * `state` and `nonce`, one provider. The start keeps the flow's secrets in a sign-in challenge
 * (purpose "oidc", 10 minutes) and sends the browser to the provider; the callback takes that
 * challenge once, has openid-client check the answer (state, the code at the token endpoint with
 * the verifier, the ID token's signature, issuer, audience and nonce), and then signs in the
 * account linked to the identity, makes one at a first sign-in, or asks the existing account
 * with the same email to prove itself (the "Link your account" step, a challenge "oidc-link").
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import * as client from "openid-client";
import { SSO_LINK_STEP_QUERY, type SsoErrorCode } from "../../../core/sso";
import type { OidcConfig } from "../../config";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { hasPassword } from "../../lib/passwords";
import { publicOrigin } from "../../lib/public-origin";
import { recordAudit } from "../audit/record";
import { beginChallenge, clearChallengeCookie, readChallenge, takeChallenge } from "../sign-in/challenges";
import { completeSignIn } from "../sign-in/complete";
import { readSignInSettings } from "../sign-in/settings";
import { findUserByEmail } from "../user-records/repo";
import { applyGroupLevel, createAccount, findIdentityUser, type Identity, linkIdentity } from "./accounts";
import { emailOf, emailVerified, levelFromGroups, safeReturnPath } from "./claims";
import { type ProviderClient, unreachable } from "./provider-client";

export const CALLBACK_PATH = "/api/auth/oidc/callback";
/** The longest callback address read; a provider's answer is far shorter. */
const CALLBACK_URL_MAX = 4096;
/** The subject is kept whole (an identity is matched exactly), so a longer one is refused. */
const SUBJECT_MAX = 255;

/** What the start keeps for the callback, in the challenge's data. */
interface FlowData {
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
  returnTo: string;
}

/** What the callback keeps for the link step, in the "oidc-link" challenge's data. */
export interface LinkData {
  issuer: string;
  subject: string;
  returnTo: string;
  /** The level the groups gave, applied once linked; null when they gave none. */
  level: number | null;
}

/** The flow did not finish, for the reason `code` names (core/sso.ts). */
export class SsoFailure extends Error {
  constructor(
    readonly code: SsoErrorCode,
    readonly detail?: string,
  ) {
    super(`single sign-on failed: ${code}${detail ? ` (${detail})` : ""}`);
  }
}

const flowDataOf = (data: Record<string, unknown>): FlowData | undefined => {
  const { verifier, state, nonce, redirectUri, returnTo } = data;
  return [verifier, state, nonce, redirectUri, returnTo].every((value) => typeof value === "string")
    ? (data as unknown as FlowData)
    : undefined;
};

/** The scopes asked for: the standard ones, and the groups claim's scope when the provider lists it. */
function scopesFor(settings: OidcConfig, configuration: client.Configuration): string {
  const scopes = ["openid", "email", "profile"];
  const supported = configuration.serverMetadata().scopes_supported ?? [];
  if (settings.groupLevels.size > 0 && supported.includes(settings.groupsClaim)) {
    scopes.push(settings.groupsClaim);
  }
  return scopes.join(" ");
}

export function createSsoFlow(ctx: AppContext, settings: OidcConfig, provider: ProviderClient) {
  /** Sends the browser to the provider, the flow's secrets kept in a challenge. */
  async function start(request: FastifyRequest, reply: FastifyReply, returnTo: unknown): Promise<string> {
    const configuration = await provider.configuration();
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    // The address the provider sends the browser back to; it must be registered there.
    const redirectUri = `${publicOrigin(ctx.config, request)}${CALLBACK_PATH}`;
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: scopesFor(settings, configuration),
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    const data: FlowData = { verifier, state, nonce, redirectUri, returnTo: safeReturnPath(returnTo) };
    await beginChallenge(ctx, request, reply, { userId: null, purpose: "oidc", data: { ...data } });
    return url.href;
  }

  /** The provider's answer, checked; the claims of the ID token, completed by userinfo. */
  async function exchange(flow: FlowData, query: string): Promise<Record<string, unknown>> {
    const configuration = await provider.configuration();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, new URL(`${flow.redirectUri}${query}`), {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      if (error instanceof client.AuthorizationResponseError) {
        throw new SsoFailure(error.error === "access_denied" ? "denied" : "provider", error.error);
      }
      if (unreachable(error)) throw new SsoFailure("unavailable", describe(error));
      throw new SsoFailure("invalid", describe(error));
    }
    const idClaims = tokens.claims()! as Record<string, unknown> & { sub: string };
    // Providers put email, names and groups in the ID token or only at userinfo (the ID token of
    // a flow that also gets an access token may carry only `sub`): both are read, the signed ID
    // token winning where they differ.
    let userinfo: Record<string, unknown> = {};
    if (configuration.serverMetadata().userinfo_endpoint && tokens.access_token) {
      try {
        userinfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      } catch (error) {
        if (unreachable(error)) throw new SsoFailure("unavailable", describe(error));
        throw new SsoFailure("invalid", `userinfo: ${describe(error)}`);
      }
    }
    return { ...userinfo, ...idClaims };
  }

  /**
   * The callback: signs the person in and answers where the browser goes next (the return path,
   * or the link step); an SsoFailure for every way it can fail.
   */
  async function callback(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const challenge = await readChallenge(ctx.db, request, ["oidc"]);
    // Taken before anything is checked: whatever happens next, this flow is over.
    if (!challenge || !(await takeChallenge(ctx.db, challenge.id))) throw new SsoFailure("expired");
    clearChallengeCookie(reply);
    const flow = flowDataOf(challenge.data);
    if (!flow) throw new SsoFailure("expired", "challenge without the flow's data");
    const queryAt = request.url.indexOf("?");
    if (queryAt === -1 || request.url.length > CALLBACK_URL_MAX) {
      throw new SsoFailure("invalid", "no or oversized authorization response");
    }
    const claims = await exchange(flow, request.url.slice(queryAt));

    const issuer = (await provider.configuration()).serverMetadata().issuer;
    const subject = claims.sub as string;
    if (subject.length > SUBJECT_MAX) throw new SsoFailure("invalid", "subject longer than 255 characters");
    const identity: Identity = { issuer, subject };
    const level = levelFromGroups(claims, settings);

    const linked = await findIdentityUser(ctx.db, identity);
    if (linked) return signIn(request, reply, linked, level, flow.returnTo);

    const email = emailOf(claims);
    if (!email) throw new SsoFailure("no-email");
    const holder = await findUserByEmail(ctx.db, email);
    if (!holder) {
      const made = await createAccount(ctx, identity, claims, level ?? settings.defaultLevel, request.ip);
      if (made.kind === "created") return signIn(request, reply, made.user, undefined, flow.returnTo);
      if (made.kind === "linked") return signIn(request, reply, made.user, level, flow.returnTo);
      // The email was taken meanwhile: on to linking, as if it had been taken before.
    }
    const account = holder ?? (await findUserByEmail(ctx.db, email));
    if (!account) throw new SsoFailure("invalid", "the account holding the email went away");

    // A matching email alone never links: the provider must vouch for it and an administrator
    // must allow that, or the account proves itself with its password.
    const settingsNow = await readSignInSettings(ctx.db, ctx.config);
    if (settingsNow.linkByEmail && emailVerified(claims)) {
      await linkIdentity(ctx, account, identity, "verified-email", request.ip);
      return signIn(request, reply, account, level, flow.returnTo);
    }
    // An account made to be claimed (decision 032) has no password to prove itself with.
    if (!hasPassword(account.password)) throw new SsoFailure("cannot-link");
    const data: LinkData = { issuer, subject, returnTo: flow.returnTo, level: level ?? null };
    await beginChallenge(ctx, request, reply, {
      userId: account.id,
      purpose: "oidc-link",
      data: { ...data },
    });
    return `/auth?${SSO_LINK_STEP_QUERY}`;
  }

  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    level: number | undefined,
    returnTo: string,
  ): Promise<string> {
    const current = await applyGroupLevel(ctx, user, level, request.ip);
    await completeSignIn(ctx, request, reply, current, "oidc");
    return returnTo;
  }

  /** Writes the failed callback to the audit trail; the person is sent to the sign-in page. */
  async function recordFailure(request: FastifyRequest, failure: SsoFailure): Promise<void> {
    await recordAudit(ctx.db, {
      action: "sign-in",
      outcome: "failure",
      method: "oidc",
      ip: request.ip,
      details: { reason: failure.code, ...(failure.detail ? { detail: failure.detail.slice(0, 200) } : {}) },
    });
  }

  return { start, callback, recordFailure };
}

/** What went wrong, for the log and the audit event: the OAuth error code, else the messages down to the cause. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 200);
  const oauthError = (error as { error?: unknown }).error;
  if (typeof oauthError === "string") return oauthError.slice(0, 200);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`.slice(0, 200);
}
