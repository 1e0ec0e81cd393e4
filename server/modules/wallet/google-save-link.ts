/**
 * A card as a Google Wallet pass: the "Add to Google Wallet" address, whose JWT (RS256, signed
 * with the service account's key) carries one generic object and the class it belongs to; Google
 * stores both when the person saves the pass.
 */
import { SignJWT } from "jose";
import type { GoogleWalletConfig } from "./wallet-config";

export const GOOGLE_SAVE_URL = "https://pay.google.com/gp/v/save/";

export interface GooglePassContent {
  cardId: number;
  name: string;
  title: string | null;
  company: string | null;
  /** The card's public address, marked as coming from a wallet. */
  url: string;
  /** "#rrggbb". */
  background: string;
  /** An https address Google can fetch the logo from; omitted otherwise. */
  logoUri?: string;
}

const localized = (value: string) => ({ defaultValue: { language: "en-US", value } });

/** The class every card's pass belongs to; object and class ids are "{issuer id}.{suffix}". */
function googleClassId(config: GoogleWalletConfig): string {
  return `${config.issuerId}.cardfolio-card`;
}

function googleObjectId(config: GoogleWalletConfig, cardId: number): string {
  return `${config.issuerId}.card-${cardId}`;
}

export async function googleSaveUrl(
  config: GoogleWalletConfig,
  content: GooglePassContent,
  origin: string,
): Promise<string> {
  const genericObject = {
    id: googleObjectId(config, content.cardId),
    classId: googleClassId(config),
    state: "ACTIVE",
    cardTitle: localized(content.company ?? content.name),
    header: localized(content.name),
    ...(content.title ? { subheader: localized(content.title) } : {}),
    ...(content.company
      ? { textModulesData: [{ id: "company", header: "Company", body: content.company }] }
      : {}),
    barcode: { type: "QR_CODE", value: content.url, alternateText: "Scan to open the card" },
    hexBackgroundColor: content.background,
    linksModuleData: { uris: [{ id: "card", uri: content.url, description: "Open the card" }] },
    ...(content.logoUri
      ? { logo: { sourceUri: { uri: content.logoUri }, contentDescription: localized(content.name) } }
      : {}),
  };
  const jwt = await new SignJWT({
    origins: [origin],
    typ: "savetowallet",
    payload: { genericClasses: [{ id: googleClassId(config) }], genericObjects: [genericObject] },
  })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(config.serviceAccountEmail)
    .setAudience("google")
    .setIssuedAt()
    .sign(config.privateKey);
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
