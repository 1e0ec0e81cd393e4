/**
 * Signing in with a passkey, no username typed: options with no allowed credentials (the device
 * offers the passkeys it holds for this host), whose challenge is kept as a sign-in challenge
 * with nobody known yet; then the answer, whose credential id names the passkey and so the
 * account. A verified passkey is both steps of a sign-in: it is never asked for a code.
 */
import { generateAuthenticationOptions, verifyAuthenticationResponse } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { PasskeySignInInput } from "../../../core/schemas/passkeys";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { unauthorized } from "../../lib/http-error";
import { recordAudit } from "../audit/record";
import { beginChallenge } from "../sign-in/challenges";
import { refuseIfSsoOnly } from "../sign-in/sso-only";
import { findUserById } from "../user-records/repo";
import { relyingParty } from "./relying-party";
import { findPasskeyByCredentialId, recordPasskeyUse } from "./repo";
import { isUserHandleOf } from "./user-handle";
import { takeWebAuthnChallenge } from "./webauthn-challenge";

const SIGN_IN_EXPIRED = "The passkey sign-in took too long, or was already used. Please try again.";
const NOT_VERIFIED = "This passkey is not registered here, or it could not be verified.";

export function passkeySignIn(ctx: AppContext) {
  const rp = relyingParty(ctx.config);

  async function options(request: FastifyRequest, reply: FastifyReply) {
    const answer = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "required" });
    await beginChallenge(ctx, request, reply, {
      userId: null,
      purpose: "passkey-sign-in",
      data: { challenge: answer.challenge },
    });
    return {
      challenge: answer.challenge,
      rpId: rp.id,
      timeout: answer.timeout ?? 60_000,
      userVerification: "required" as const,
    };
  }

  /** The account the passkey signs in to; the caller starts its session. */
  async function verify(
    request: FastifyRequest,
    reply: FastifyReply,
    input: PasskeySignInInput,
  ): Promise<UserRow> {
    const expected = await takeWebAuthnChallenge(ctx, request, reply, "passkey-sign-in");
    if (expected === undefined) throw unauthorized(SIGN_IN_EXPIRED);

    const refuse = async (reason: string, subject: UserRow | null) => {
      await recordAudit(ctx.db, {
        action: "sign-in",
        outcome: "failure",
        method: "passkey",
        subject,
        ip: request.ip,
        details: { reason },
      });
      return unauthorized(NOT_VERIFIED);
    };

    const passkey = await findPasskeyByCredentialId(ctx.db, input.response.id);
    const owner = passkey && (await findUserById(ctx.db, passkey.userId));
    if (!passkey || !owner) throw await refuse("unknown-passkey", null);

    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response: input.response,
        expectedChallenge: expected,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.signCount,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      });
    } catch (error) {
      // Wrong origin or host name, a bad signature, a counter that went back (a copied key).
      request.log.info({ err: error }, "passkey sign-in refused");
      throw await refuse("passkey-not-verified", owner);
    }
    const { userHandle } = input.response.response;
    if (!verification.verified || (userHandle !== undefined && !isUserHandleOf(userHandle, owner.id))) {
      throw await refuse("passkey-not-verified", owner);
    }

    await refuseIfSsoOnly(ctx, owner, "passkey", request.ip);

    if (!(await recordPasskeyUse(ctx.db, passkey.id, verification.authenticationInfo.newCounter))) {
      throw await refuse("passkey-counter", owner);
    }
    return owner;
  }

  return { options, verify };
}
