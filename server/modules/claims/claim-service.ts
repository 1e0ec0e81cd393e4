/**
 * Taking over an account with its claim link (decision 032): the page reads whose account and
 * card the link opens; the claim sets the password and uses the link up, in one transaction.
 * Every link that does not open a claim (unknown, expired, used, replaced, its person no longer
 * a member, a password already set) is answered the same: 410.
 */
import type { ClaimView } from "../../../core/schemas/claims";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { passwordHashing } from "../../lib/password-hashing";
import { hashToken } from "../../lib/tokens";
import { claimGone } from "./errors";
import { consumeClaimLink, findLiveClaim, lockPendingUser, setFirstPassword } from "./repo";

export function createClaimService(ctx: AppContext) {
  // Hashes wait for a core with the sign-ins', or are turned away with 503 (decision 024).
  const passwords = passwordHashing(ctx.config.passwordHashQueue);

  async function live(token: string) {
    const found = await findLiveClaim(ctx.db, hashToken(token));
    if (!found) throw claimGone();
    return found;
  }

  async function view(token: string): Promise<ClaimView> {
    const found = await live(token);
    return {
      username: found.username,
      fullName: found.fullName,
      organization: { name: found.organizationName },
      cardSlug: found.cardSlug,
    };
  }

  /** Sets the password and answers the account, to be signed in; of two claims at once, one wins. */
  async function claim(token: string, password: string): Promise<UserRow> {
    const tokenHash = hashToken(token);
    // Checked before hashing, so a wrong or spent link costs no hash; checked again in the write.
    const { userId } = await live(token);
    const hash = await passwords.hash(password, ctx.config.passwordScryptLogN);
    return ctx.db.transaction(async (tx) => {
      // The account's row first, as a new link's transaction takes it: the two never wait on each other.
      if (!(await lockPendingUser(tx, userId))) throw claimGone();
      const used = await consumeClaimLink(tx, tokenHash);
      if (used?.userId !== userId) throw claimGone();
      const claimed = await setFirstPassword(tx, userId, hash);
      if (!claimed) throw claimGone();
      return claimed;
    });
  }

  return { view, claim };
}
