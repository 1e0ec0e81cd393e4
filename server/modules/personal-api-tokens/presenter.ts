/** A token row as the lists show it: never the token or its hash. */
import type { ApiToken, ApiTokenStatus } from "../../../core/schemas/api-tokens";
import type { ApiTokenRow } from "../../db/schema";

function statusOf(row: ApiTokenRow, now: Date): ApiTokenStatus {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "live";
}

export function presentToken(row: ApiTokenRow, now = new Date()): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
