/**
 * Adding a passkey to the signed-in account: the options for the browser, whose challenge is kept
 * as a sign-in challenge of this account (purpose passkey-register), then the browser's answer,
 * checked against that challenge (taken once), APP_URL's origin and host name, and stored.
 */
import { generateRegistrationOptions, verifyRegistrationResponse } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type AddPasskeyInput, PASSKEYS_PER_ACCOUNT_MAX } from "../../../core/schemas/passkeys";
import type { AppContext } from "../../context";
import { isUniqueViolation } from "../../db/pg-error";
import type { UserRow } from "../../db/schema";
import { badRequest, conflict } from "../../lib/http-error";
import { recordAudit } from "../audit/record";
import { beginChallenge } from "../sign-in/challenges";
import { PASSKEY_ALGORITHMS, RP_NAME, relyingParty } from "./relying-party";
import { countPasskeys, insertPasskey, listPasskeys, lockAccount, type PasskeyRow } from "./repo";
import { userHandleOf } from "./user-handle";
import { takeWebAuthnChallenge } from "./webauthn-challenge";

const LIMIT_REACHED = `You have ${PASSKEYS_PER_ACCOUNT_MAX} passkeys, the most an account may have. Remove one to add another.`;
const REQUEST_EXPIRED = "Adding the passkey took too long, or was started again elsewhere. Please try again.";
const NOT_VERIFIED =
  "The passkey could not be verified. Use a device that asks for your fingerprint, face, PIN or screen lock, and try again.";
const ALREADY_REGISTERED = "This passkey is already registered.";

export function passkeyRegistration(ctx: AppContext) {
  const rp = relyingParty(ctx.config);

  async function options(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    const existing = await listPasskeys(ctx.db, user.id, PASSKEYS_PER_ACCOUNT_MAX);
    // Refused before the browser asks the person anything; checked again when the passkey is stored.
    if (existing.length >= PASSKEYS_PER_ACCOUNT_MAX) throw conflict(LIMIT_REACHED);
    const answer = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.id,
      userName: user.username,
      userID: userHandleOf(user.id),
      userDisplayName: user.fullName || user.username,
      attestationType: "none",
      // The browser refuses to make a second passkey for this account on a device that has one.
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports,
      })),
      // Discoverable, so the sign-in page needs no username. Verified (fingerprint, face, PIN),
      // because a passkey sign-in stands for both steps and is never asked for a code.
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    });
    await beginChallenge(ctx, request, reply, {
      userId: user.id,
      purpose: "passkey-register",
      data: { challenge: answer.challenge },
    });
    return answer;
  }

  async function add(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    input: AddPasskeyInput,
  ): Promise<PasskeyRow> {
    // One challenge stores one passkey, whatever the answer.
    const expected = await takeWebAuthnChallenge(ctx, request, reply, "passkey-register", user.id);
    if (expected === undefined) throw badRequest(REQUEST_EXPIRED);

    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response: input.response,
        expectedChallenge: expected,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
      });
    } catch (error) {
      // The library's words are for the operator (a wrong APP_URL shows here), not the person.
      request.log.info({ err: error }, "passkey registration refused");
      throw badRequest(NOT_VERIFIED);
    }
    if (!verification.verified) throw badRequest(NOT_VERIFIED);
    const { credential } = verification.registrationInfo;

    try {
      return await ctx.db.transaction(async (tx) => {
        await lockAccount(tx, user.id);
        if ((await countPasskeys(tx, user.id)) >= PASSKEYS_PER_ACCOUNT_MAX) throw conflict(LIMIT_REACHED);
        const row = await insertPasskey(tx, {
          userId: user.id,
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          signCount: credential.counter,
          transports: credential.transports ?? [],
          name: input.name,
        });
        await recordAudit(tx, {
          action: "passkey-added",
          actor: user,
          ip: request.ip,
          details: { passkeyId: row.id, name: row.name },
        });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ALREADY_REGISTERED);
      throw error;
    }
  }

  return { options, add };
}
