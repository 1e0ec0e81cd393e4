/**
 * Two-step verification with an authenticator app (decision 033, item 2): setting it up,
 * turning it on with a first code (which hands out ten recovery codes), turning it off with the
 * password and a code, new recovery codes, and checking a sign-in's second step.
 */
import type { SecondStepInput } from "../../../core/schemas/sign-in";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { badRequest, conflict, forbidden } from "../../lib/http-error";
import { passwordHashing } from "../../lib/password-hashing";
import { decryptToken, encryptToken } from "../../lib/token-crypto";
import { recordAudit } from "../audit/record";
import { mfaRequiredAt, readSignInSettings } from "../sign-in/settings";
import { mfaKey } from "./mfa-key";
import {
  deleteRecoveryCodes,
  recoveryCodesLeft,
  renewRecoveryCodes,
  takeRecoveryCode,
} from "./recovery-codes";
import { matchingStep, newTotpSecret, otpauthUrl } from "./totp";
import { deleteTotpFactor, findTotpFactor, savePendingTotp, takeTotpStep } from "./totp-repo";

export const WRONG_CODE =
  "That code is not right. Check that your phone's clock is set automatically, then try again.";
const ALREADY_ON = "Two-step verification is already on.";
const NOT_STARTED = "Start the setup again: scan the new QR code, then enter its code.";
const NOT_ON = "Two-step verification is not on.";
const WRONG_PASSWORD = "Password is incorrect";
const REQUIRED_HERE = "Your access level requires two-step verification, so it cannot be turned off.";
/** The issuer the authenticator app shows above the code. */
const ISSUER = "Cardfolio";

export type SecondStepMethodUsed = "totp" | "recovery-code";

export function createMfaService(ctx: AppContext) {
  const passwords = passwordHashing(ctx.config.passwordHashQueue);

  /** The account's secret, opened; undefined when the key changed since it was sealed. */
  async function openSecret(sealed: string): Promise<string | undefined> {
    return decryptToken(sealed, await mfaKey(ctx.config));
  }

  /** The step of a right code for the account's app (on, or pending for `pending`), else undefined. */
  async function stepOf(userId: number, code: string, pending: boolean): Promise<number | undefined> {
    const factor = await findTotpFactor(ctx.db, userId);
    if (!factor || factor.enabled === pending) return undefined;
    const secret = await openSecret(factor.secret);
    return secret === undefined ? undefined : matchingStep(secret, code);
  }

  async function status(user: UserRow) {
    const [factor, left, settings] = await Promise.all([
      findTotpFactor(ctx.db, user.id),
      recoveryCodesLeft(ctx.db, user.id),
      readSignInSettings(ctx.db, ctx.config),
    ]);
    return {
      totpEnabled: factor?.enabled ?? false,
      recoveryCodesLeft: factor?.enabled ? left : 0,
      required: mfaRequiredAt(settings, user.accessLevel),
    };
  }

  /** A new pending secret: the QR code's address and the secret as text. */
  async function beginSetup(user: UserRow): Promise<{ secret: string; otpauthUrl: string }> {
    const secret = newTotpSecret();
    const saved = await savePendingTotp(ctx.db, user.id, encryptToken(secret, await mfaKey(ctx.config)));
    if (!saved) throw conflict(ALREADY_ON);
    return { secret, otpauthUrl: otpauthUrl(secret, user.username, ISSUER) };
  }

  /** Turns the pending app on with its first code; answers the ten recovery codes, shown once. */
  async function enable(user: UserRow, code: string, ip: string): Promise<string[]> {
    const factor = await findTotpFactor(ctx.db, user.id);
    if (factor?.enabled) throw conflict(ALREADY_ON);
    if (!factor) throw badRequest(NOT_STARTED);
    const step = await stepOf(user.id, code, true);
    if (step === undefined) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
    return ctx.db.transaction(async (db) => {
      // Two enables racing with one code: one turns it on, the other is told it already is.
      if (!(await takeTotpStep(db, user.id, step, { enable: true }))) throw conflict(ALREADY_ON);
      const codes = await renewRecoveryCodes(db, user.id);
      await recordAudit(db, { action: "totp-enabled", actor: user, ip });
      return codes;
    });
  }

  async function disable(
    user: UserRow,
    input: { password: string; code: string },
    ip: string,
  ): Promise<void> {
    const factor = await findTotpFactor(ctx.db, user.id);
    if (!factor?.enabled) throw badRequest(NOT_ON);
    if (mfaRequiredAt(await readSignInSettings(ctx.db, ctx.config), user.accessLevel))
      throw forbidden(REQUIRED_HERE);
    if (!(await passwords.verify(input.password, user.password))) {
      throw badRequest(WRONG_PASSWORD, { password: WRONG_PASSWORD });
    }
    const step = await stepOf(user.id, input.code, false);
    if (step === undefined || !(await takeTotpStep(ctx.db, user.id, step))) {
      throw badRequest(WRONG_CODE, { code: WRONG_CODE });
    }
    await ctx.db.transaction(async (db) => {
      await deleteTotpFactor(db, user.id);
      await deleteRecoveryCodes(db, user.id);
      await recordAudit(db, { action: "totp-disabled", actor: user, ip });
    });
  }

  /** Ten new recovery codes for a code from the app; the old ones stop working. */
  async function renewCodes(user: UserRow, code: string, ip: string): Promise<string[]> {
    const factor = await findTotpFactor(ctx.db, user.id);
    if (!factor?.enabled) throw badRequest(NOT_ON);
    const step = await stepOf(user.id, code, false);
    if (step === undefined || !(await takeTotpStep(ctx.db, user.id, step))) {
      throw badRequest(WRONG_CODE, { code: WRONG_CODE });
    }
    return ctx.db.transaction(async (db) => {
      const codes = await renewRecoveryCodes(db, user.id);
      await recordAudit(db, { action: "recovery-codes-renewed", actor: user, ip });
      return codes;
    });
  }

  async function isEnabled(userId: number): Promise<boolean> {
    return (await findTotpFactor(ctx.db, userId))?.enabled ?? false;
  }

  /** How the second step was passed, or undefined for a wrong (or already used) code. */
  async function checkSecondStep(
    userId: number,
    input: SecondStepInput,
  ): Promise<SecondStepMethodUsed | undefined> {
    if (input.recoveryCode !== undefined) {
      return (await takeRecoveryCode(ctx.db, userId, input.recoveryCode)) ? "recovery-code" : undefined;
    }
    const step = await stepOf(userId, input.code ?? "", false);
    return step !== undefined && (await takeTotpStep(ctx.db, userId, step)) ? "totp" : undefined;
  }

  const codesLeft = (userId: number) => recoveryCodesLeft(ctx.db, userId);

  return { status, beginSetup, enable, disable, renewCodes, isEnabled, checkSecondStep, codesLeft };
}
