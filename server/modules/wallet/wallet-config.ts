/**
 * The wallets' signing material, read from the files the environment names when the server
 * starts. Each wallet is set up only when its whole set is given; a part of a set, a file that
 * cannot be read or one that holds something else stops the start with a line naming the variable.
 */
import { createPrivateKey, type KeyObject, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";

export interface AppleWalletConfig {
  /** The Pass Type ID registered at Apple Developer, e.g. pass.com.example.cards. */
  passTypeId: string;
  /** The team that owns the Pass Type ID (10 letters and digits). */
  teamId: string;
  /** The Pass Type ID certificate, its private key (PEM) and the key's passphrase if it has one. */
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  /** Apple's Worldwide Developer Relations intermediate certificate (G4), PEM. */
  wwdr: string;
}

export interface GoogleWalletConfig {
  /** The Google Wallet issuer account's id (digits). */
  issuerId: string;
  /** The service account that signs the save links, and its private key. */
  serviceAccountEmail: string;
  privateKey: KeyObject;
}

/** One line of the configuration error ("  NAME: what is wrong"). */
export class WalletConfigProblem extends Error {}

export interface AppleWalletVariables {
  APPLE_WALLET_PASS_TYPE_ID?: string;
  APPLE_WALLET_TEAM_ID?: string;
  APPLE_WALLET_CERT_FILE?: string;
  APPLE_WALLET_KEY_FILE?: string;
  APPLE_WALLET_KEY_PASSPHRASE?: string;
  APPLE_WALLET_WWDR_FILE?: string;
}

export interface GoogleWalletVariables {
  GOOGLE_WALLET_ISSUER_ID?: string;
  GOOGLE_WALLET_SERVICE_ACCOUNT_FILE?: string;
}

const APPLE_REQUIRED = [
  "APPLE_WALLET_PASS_TYPE_ID",
  "APPLE_WALLET_TEAM_ID",
  "APPLE_WALLET_CERT_FILE",
  "APPLE_WALLET_KEY_FILE",
  "APPLE_WALLET_WWDR_FILE",
] as const;
const GOOGLE_REQUIRED = ["GOOGLE_WALLET_ISSUER_ID", "GOOGLE_WALLET_SERVICE_ACCOUNT_FILE"] as const;

/** Signing files are a few kilobytes; anything far larger is the wrong file. */
const MAX_FILE_BYTES = 256 * 1024;

function problem(variable: string, text: string): WalletConfigProblem {
  return new WalletConfigProblem(`  ${variable}: ${text}`);
}

/** Undefined when none of the set is given; a problem naming the missing ones when only part is. */
function wholeSet<K extends string>(
  vars: Partial<Record<K, string>>,
  required: readonly K[],
  all: readonly K[],
  wallet: string,
): boolean {
  if (!all.some((name) => vars[name] !== undefined)) return false;
  const missing = required.filter((name) => vars[name] === undefined);
  if (missing.length === 0) return true;
  throw problem(
    missing.join(", "),
    `missing: ${wallet} passes need all of ${required.join(", ")} (or none of them)`,
  );
}

function readText(variable: string, path: string): string {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw problem(variable, `cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
  if (text.length > MAX_FILE_BYTES) throw problem(variable, `${path} is too large to be a signing file`);
  return text;
}

function readCertificate(variable: string, path: string): { pem: string; certificate: X509Certificate } {
  const pem = readText(variable, path);
  try {
    if (!pem.includes("-----BEGIN CERTIFICATE-----")) throw new Error("not PEM");
    return { pem, certificate: new X509Certificate(pem) };
  } catch {
    throw problem(variable, `${path} is not a PEM certificate (-----BEGIN CERTIFICATE-----)`);
  }
}

/**
 * Apple's Pass Type ID certificates name their identifier (UID) and team (OU); a pass whose
 * pass.json names others is refused by Wallet, so a mismatch stops the start instead.
 */
function checkIdentifiers(certificate: X509Certificate, passTypeId: string, teamId: string): void {
  const subject = new Map(
    certificate.subject
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  const uid = subject.get("UID");
  if (uid !== undefined && uid !== passTypeId) {
    throw problem(
      "APPLE_WALLET_PASS_TYPE_ID",
      `is ${passTypeId}, but the certificate in APPLE_WALLET_CERT_FILE is for ${uid}`,
    );
  }
  const team = subject.get("OU");
  if (team !== undefined && team !== teamId) {
    throw problem(
      "APPLE_WALLET_TEAM_ID",
      `is ${teamId}, but the certificate in APPLE_WALLET_CERT_FILE is team ${team}'s`,
    );
  }
}

export function appleWalletConfig(vars: AppleWalletVariables): AppleWalletConfig | undefined {
  const all = [...APPLE_REQUIRED, "APPLE_WALLET_KEY_PASSPHRASE"] as const;
  if (!wholeSet<(typeof all)[number]>(vars, APPLE_REQUIRED, all, "Apple Wallet")) return undefined;
  const signer = readCertificate("APPLE_WALLET_CERT_FILE", vars.APPLE_WALLET_CERT_FILE!);
  const keyPath = vars.APPLE_WALLET_KEY_FILE!;
  const signerKey = readText("APPLE_WALLET_KEY_FILE", keyPath);
  const passphrase = vars.APPLE_WALLET_KEY_PASSPHRASE;
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: signerKey, format: "pem", passphrase });
  } catch {
    throw problem(
      "APPLE_WALLET_KEY_FILE",
      signerKey.includes("ENCRYPTED")
        ? `${keyPath} is encrypted, and APPLE_WALLET_KEY_PASSPHRASE ${passphrase === undefined ? "is not set" : "does not open it"}`
        : `${keyPath} is not a PEM private key`,
    );
  }
  if (!signer.certificate.checkPrivateKey(key)) {
    throw problem(
      "APPLE_WALLET_KEY_FILE",
      `${keyPath} is not the key of the certificate in APPLE_WALLET_CERT_FILE`,
    );
  }
  checkIdentifiers(signer.certificate, vars.APPLE_WALLET_PASS_TYPE_ID!, vars.APPLE_WALLET_TEAM_ID!);
  const wwdr = readCertificate("APPLE_WALLET_WWDR_FILE", vars.APPLE_WALLET_WWDR_FILE!);
  return {
    passTypeId: vars.APPLE_WALLET_PASS_TYPE_ID!,
    teamId: vars.APPLE_WALLET_TEAM_ID!,
    signerCert: signer.pem,
    signerKey,
    signerKeyPassphrase: passphrase,
    wwdr: wwdr.pem,
  };
}

export function googleWalletConfig(vars: GoogleWalletVariables): GoogleWalletConfig | undefined {
  if (!wholeSet(vars, GOOGLE_REQUIRED, GOOGLE_REQUIRED, "Google Wallet")) return undefined;
  const path = vars.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE!;
  const text = readText("GOOGLE_WALLET_SERVICE_ACCOUNT_FILE", path);
  const notAKey = problem(
    "GOOGLE_WALLET_SERVICE_ACCOUNT_FILE",
    `${path} is not a service account key (the JSON file with client_email and an RSA private_key)`,
  );
  let account: unknown;
  try {
    account = JSON.parse(text);
  } catch {
    throw notAKey;
  }
  const { client_email: email, private_key: pem } = (account ?? {}) as Record<string, unknown>;
  if (typeof email !== "string" || !/^[^@\s]+@[^@\s]+$/.test(email) || typeof pem !== "string") throw notAKey;
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: pem, format: "pem" });
  } catch {
    throw notAKey;
  }
  if (privateKey.asymmetricKeyType !== "rsa") throw notAKey;
  return { issuerId: vars.GOOGLE_WALLET_ISSUER_ID!, serviceAccountEmail: email, privateKey };
}
