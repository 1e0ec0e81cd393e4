/**
 * A card as an Apple Wallet pass: a signed .pkpass of the generic style, with the name as its
 * primary field, the title and company below it, and a QR code of the card's address.
 */
import { PKPass } from "passkit-generator";
import type { PassImages } from "./pass-images";
import type { AppleWalletConfig } from "./wallet-config";

export interface PassContent {
  /** Unique per card and version, so a re-added pass replaces the old one only when it changed. */
  serialNumber: string;
  name: string;
  title: string | null;
  company: string | null;
  /** The card's public address, marked as coming from a wallet. */
  url: string;
  colors: { background: string; foreground: string; label: string };
}

export function applePass(config: AppleWalletConfig, content: PassContent, images: PassImages): Buffer {
  const pass = new PKPass(
    { ...images },
    {
      signerCert: config.signerCert,
      signerKey: config.signerKey,
      signerKeyPassphrase: config.signerKeyPassphrase,
      wwdr: config.wwdr,
    },
    {
      formatVersion: 1,
      passTypeIdentifier: config.passTypeId,
      teamIdentifier: config.teamId,
      serialNumber: content.serialNumber,
      organizationName: content.company ?? content.name,
      description: `Business card of ${content.name}`,
      backgroundColor: content.colors.background,
      foregroundColor: content.colors.foreground,
      labelColor: content.colors.label,
      ...(content.company ? { logoText: content.company } : {}),
    },
  );
  pass.type = "generic";
  pass.primaryFields.push({ key: "name", label: "Name", value: content.name });
  if (content.title) pass.secondaryFields.push({ key: "title", label: "Title", value: content.title });
  if (content.company)
    pass.auxiliaryFields.push({ key: "company", label: "Company", value: content.company });
  pass.backFields.push({ key: "card", label: "Card", value: content.url });
  pass.setBarcodes({
    format: "PKBarcodeFormatQR",
    message: content.url,
    messageEncoding: "iso-8859-1",
    altText: "Scan to open the card",
  });
  return pass.getAsBuffer();
}
