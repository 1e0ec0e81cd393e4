/**
 * The installation's sign-in settings (one row): from which level a second step is required,
 * the email domains that must use single sign-on, and whether a verified email may link an
 * identity. Until an administrator saves them, MFA_REQUIRED_FROM_LEVEL gives the first value.
 */
import { sql } from "drizzle-orm";
import type { SignInSettings } from "../../../core/schemas/sign-in";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { signInSettings } from "../../db/schema";

export async function readSignInSettings(db: Db, config: Config): Promise<SignInSettings> {
  const [row] = await db.select().from(signInSettings).limit(1);
  if (!row)
    return { mfaRequiredFromLevel: config.mfaRequiredFromLevel ?? null, ssoDomains: [], linkByEmail: false };
  return {
    mfaRequiredFromLevel: row.mfaRequiredFromLevel,
    ssoDomains: row.ssoDomains,
    linkByEmail: row.linkByEmail,
  };
}

export async function writeSignInSettings(db: Db, settings: SignInSettings): Promise<void> {
  await db
    .insert(signInSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: signInSettings.id, set: { ...settings, updatedAt: sql`now()` } });
}

/** Whether an account with `email` must sign in with the provider. */
export function ssoRequiredFor(settings: SignInSettings, email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return settings.ssoDomains.includes(domain);
}

/** Whether an account at `level` must use a second step. */
export function mfaRequiredAt(settings: SignInSettings, level: number): boolean {
  return settings.mfaRequiredFromLevel !== null && level >= settings.mfaRequiredFromLevel;
}
