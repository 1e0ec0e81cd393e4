/**
 * Personal API tokens: made by their user (at most API_TOKENS_PER_USER live ones, living at most
 * API_TOKEN_MAX_DAYS), listed and revoked by their user, and by administrators for everyone.
 * Creation and revocation are audited in the same transaction as the change.
 */
import { API_TOKENS_PER_USER } from "../../../core/api-scopes";
import {
  type AdminApiTokensPage,
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_LIMIT_MESSAGE,
  type ApiToken,
  type CreateApiTokenInput,
  type CreatedApiToken,
  OWN_TOKENS_LISTED,
} from "../../../core/schemas/api-tokens";
import type { AppContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { enforce } from "../../lib/enforce";
import { conflict, notFound, unauthorized } from "../../lib/http-error";
import { newApiToken } from "../api-tokens/token-format";
import { recordAudit } from "../audit/record";
import { presentToken } from "./presenter";
import {
  countLiveTokens,
  insertToken,
  listAllTokens,
  listTokensOf,
  lockTokenOwner,
  revokeToken,
} from "./repo";

const DAY_MS = 86_400_000;
const TOKEN_NOT_FOUND = "API token not found";

export function createApiTokenService(ctx: AppContext) {
  async function create(actor: UserRow, input: CreateApiTokenInput, ip: string): Promise<CreatedApiToken> {
    enforce(actor, "apiTokens.create");
    const made = newApiToken();
    const days = input.expiresInDays ?? API_TOKEN_DEFAULT_DAYS;
    const scopes = [...new Set(input.scopes)];
    const row = await ctx.db.transaction(async (tx) => {
      if (!(await lockTokenOwner(tx, actor.id))) throw unauthorized();
      if ((await countLiveTokens(tx, actor.id)) >= API_TOKENS_PER_USER)
        throw conflict(API_TOKEN_LIMIT_MESSAGE);
      const inserted = await insertToken(tx, {
        userId: actor.id,
        name: input.name,
        prefix: made.prefix,
        tokenHash: made.tokenHash,
        scopes,
        expiresAt: new Date(Date.now() + days * DAY_MS),
      });
      await recordAudit(tx, {
        action: "api-token-created",
        actor,
        ip,
        details: { tokenId: inserted.id, name: inserted.name, scopes: scopes.join(" "), days },
      });
      return inserted;
    });
    return { id: row.id, token: made.token };
  }

  async function listOwn(actor: UserRow): Promise<ApiToken[]> {
    const now = new Date();
    return (await listTokensOf(ctx.db, actor.id, OWN_TOKENS_LISTED)).map((row) => presentToken(row, now));
  }

  /** Revokes one of the actor's own tokens, or as an administrator anyone's (`anyone`). */
  async function revoke(actor: UserRow, id: number, ip: string, anyone = false): Promise<ApiToken> {
    if (anyone) enforce(actor, "apiTokens.manageAll");
    return ctx.db.transaction(async (tx) => {
      const found = await revokeToken(tx, id, actor.id, anyone ? undefined : actor.id);
      if (!found) throw notFound(TOKEN_NOT_FOUND);
      const { token, owner } = found;
      // A token revoked before is answered as it stands, and audited once.
      if (found.revokedNow) {
        await recordAudit(tx, {
          action: "api-token-revoked",
          actor,
          subject: owner.id === actor.id ? null : owner,
          ip,
          details: { tokenId: token.id, name: token.name },
        });
      }
      return presentToken(token);
    });
  }

  async function listAll(
    actor: UserRow,
    before: number | undefined,
    limit: number,
  ): Promise<AdminApiTokensPage> {
    enforce(actor, "apiTokens.manageAll");
    const now = new Date();
    // One row more than asked says whether an older page exists.
    const rows = await listAllTokens(ctx.db, before, limit + 1);
    const page = rows.slice(0, limit);
    return {
      tokens: page.map(({ token, owner }) => ({ ...presentToken(token, now), owner })),
      nextBefore: rows.length > limit ? (page.at(-1)?.token.id ?? null) : null,
    };
  }

  return { create, listOwn, revoke, listAll };
}
