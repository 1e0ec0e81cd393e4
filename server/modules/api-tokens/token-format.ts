/**
 * A personal API token: `cfp_` and 43 characters of base64url (256 random bits). The server keeps
 * its SHA-256 and its first characters, never the token.
 */
import { API_TOKEN_PREFIX } from "../../../core/api-scopes";
import { hashToken, newToken } from "../../lib/tokens";

const TOKEN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
/** Shown in lists: `cfp_` and the first six random characters. */
const SHOWN_LENGTH = API_TOKEN_PREFIX.length + 6;

export interface NewApiToken {
  token: string;
  prefix: string;
  tokenHash: string;
}

export function newApiToken(): NewApiToken {
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  return { token, prefix: token.slice(0, SHOWN_LENGTH), tokenHash: hashToken(token) };
}

/** The token of an `Authorization: Bearer …` header, when it has the token's shape. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] && TOKEN.test(match[1]) ? match[1] : undefined;
}
