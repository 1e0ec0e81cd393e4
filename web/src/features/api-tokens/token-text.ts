/** How a token's dates and state read in the lists. */
import type { ApiToken } from "@core/schemas/api-tokens";

const when = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });
const whenExactly = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function tokenDates(token: ApiToken): string {
  const made = `Created ${when(token.createdAt)}`;
  const used = token.lastUsedAt ? `last used ${whenExactly(token.lastUsedAt)}` : "never used";
  const end =
    token.status === "revoked" && token.revokedAt
      ? `revoked ${when(token.revokedAt)}`
      : token.expiresAt
        ? `${token.status === "expired" ? "expired" : "expires"} ${when(token.expiresAt)}`
        : "never expires";
  return `${made} · ${used} · ${end}`;
}

export const STATUS_LABELS: Record<ApiToken["status"], string> = {
  live: "Active",
  revoked: "Revoked",
  expired: "Expired",
};
