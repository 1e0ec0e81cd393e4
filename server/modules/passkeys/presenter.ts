import type { Passkey } from "../../../core/schemas/passkeys";
import type { PasskeyRow } from "./repo";

/** A passkey as the account page lists it: its key and credential id never leave the server. */
export function presentPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
