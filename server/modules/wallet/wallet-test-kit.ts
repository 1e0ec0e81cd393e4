/**
 * Throwaway signing material for the wallet tests: a certificate authority of the test's own
 * (a root, an intermediate standing for Apple's WWDR, and a pass signer certificate under it)
 * and a Google service account key, written as files to a temporary folder and named by the
 * environment variables the server reads. Keys are made by node:crypto (fast), certificates by
 * node-forge. And what a wallet does with a pass: read its zip, check its manifest and verify
 * its signature.
 */
import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import forge from "node-forge";

export const TEST_PASS_TYPE_ID = "pass.test.cardfolio.cards";
export const TEST_TEAM_ID = "TEAM123456";
export const TEST_ISSUER_ID = "3388000000012345678";
export const TEST_SERVICE_ACCOUNT = "wallet-signer@cardfolio-test.iam.gserviceaccount.com";

export interface WalletSigningMaterial {
  /** APPLE_WALLET_* and GOOGLE_WALLET_* for loadConfig. */
  env: Record<string, string>;
  /** The test authority's root, which the pass signature must chain to. */
  rootCertPem: string;
  wwdrCertPem: string;
  signerCertPem: string;
  /** The public half of the service account's key (SPKI PEM), to verify the save link's JWT. */
  googlePublicKeyPem: string;
  folder: string;
  remove(): void;
}

interface Made {
  cert: forge.pki.Certificate;
  privateKey: forge.pki.rsa.PrivateKey;
  keyPem: string;
}

function rsaKeys(): { privatePem: string; publicPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
    publicPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
  };
}

function certificate(subject: forge.pki.CertificateField[], issuer: Made | null, authority: boolean): Made {
  const keys = rsaKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicPem);
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : subject);
  cert.setExtensions(
    authority
      ? [
          { name: "basicConstraints", cA: true, critical: true },
          { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
        ]
      : [
          { name: "basicConstraints", cA: false },
          { name: "keyUsage", digitalSignature: true, critical: true },
        ],
  );
  const privateKey = forge.pki.privateKeyFromPem(keys.privatePem) as forge.pki.rsa.PrivateKey;
  cert.sign(issuer ? issuer.privateKey : privateKey, forge.md.sha256.create());
  return { cert, privateKey, keyPem: keys.privatePem };
}

/** `passphrase`: the signer key is written encrypted with it (as a PKCS#12 export turned PEM is). */
export function makeWalletSigningMaterial(options: { passphrase?: string } = {}): WalletSigningMaterial {
  const root = certificate([{ name: "commonName", value: "Cardfolio Test Root CA" }], null, true);
  const wwdr = certificate(
    [
      { name: "commonName", value: "Cardfolio Test WWDR Intermediate" },
      { name: "organizationalUnitName", value: "G4" },
    ],
    root,
    true,
  );
  const signer = certificate(
    [
      { name: "commonName", value: `Pass Type ID: ${TEST_PASS_TYPE_ID}` },
      { type: "0.9.2342.19200300.100.1.1", value: TEST_PASS_TYPE_ID },
      { name: "organizationalUnitName", value: TEST_TEAM_ID },
    ],
    wwdr,
    false,
  );
  const google = rsaKeys();
  const folder = mkdtempSync(join(tmpdir(), "cardfolio-wallet-"));
  const pem = (cert: forge.pki.Certificate) => forge.pki.certificateToPem(cert);
  const signerKey = options.passphrase
    ? forge.pki.encryptRsaPrivateKey(signer.privateKey, options.passphrase, { algorithm: "aes256" })
    : signer.keyPem;
  const files = {
    cert: join(folder, "pass-signer.pem"),
    key: join(folder, "pass-signer.key"),
    wwdr: join(folder, "wwdr.pem"),
    account: join(folder, "service-account.json"),
  };
  writeFileSync(files.cert, pem(signer.cert));
  writeFileSync(files.key, signerKey);
  writeFileSync(files.wwdr, pem(wwdr.cert));
  const pkcs8 = forge.pki.privateKeyInfoToPem(
    forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(forge.pki.privateKeyFromPem(google.privatePem))),
  );
  writeFileSync(
    files.account,
    JSON.stringify({
      type: "service_account",
      project_id: "cardfolio-test",
      private_key_id: randomBytes(20).toString("hex"),
      private_key: pkcs8,
      client_email: TEST_SERVICE_ACCOUNT,
    }),
  );
  return {
    env: {
      APPLE_WALLET_PASS_TYPE_ID: TEST_PASS_TYPE_ID,
      APPLE_WALLET_TEAM_ID: TEST_TEAM_ID,
      APPLE_WALLET_CERT_FILE: files.cert,
      APPLE_WALLET_KEY_FILE: files.key,
      ...(options.passphrase ? { APPLE_WALLET_KEY_PASSPHRASE: options.passphrase } : {}),
      APPLE_WALLET_WWDR_FILE: files.wwdr,
      GOOGLE_WALLET_ISSUER_ID: TEST_ISSUER_ID,
      GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: files.account,
    },
    rootCertPem: pem(root.cert),
    wwdrCertPem: pem(wwdr.cert),
    signerCertPem: pem(signer.cert),
    googlePublicKeyPem: google.publicPem,
    folder,
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** The files of a zip archive (stored or deflated entries), read from its central directory. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("not a zip archive");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("broken central directory");
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(data, data + size);
    files.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    at += 46 + skip;
  }
  return files;
}

export const sha1Hex = (bytes: Buffer) => createHash("sha1").update(bytes).digest("hex");

const MESSAGE_DIGEST_OID = forge.pki.oids.messageDigest!;

/**
 * Checks a pass's detached PKCS#7 signature over its manifest the way Wallet does: the signer's
 * certificate chains through the intermediate to `rootPem`, the signed attributes' message digest
 * is the manifest's SHA-1, and the signature over those attributes verifies with the signer's key.
 * Returns the signer certificate's PEM; throws on any mismatch.
 */
export function verifyPassSignature(signature: Buffer, manifest: Buffer, rootPem: string): string {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(signature.toString("binary")));
  const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { signerInfos: forge.asn1.Asn1[] };
  };
  const certificates = message.certificates;
  const caStore = forge.pki.createCaStore([forge.pki.certificateFromPem(rootPem)]);
  const signer = certificates.find(
    (cert) => !cert.extensions.some((e) => e.name === "basicConstraints" && e.cA),
  );
  if (!signer) throw new Error("no signer certificate in the signature");
  const intermediates = certificates.filter((cert) => cert !== signer);
  let chained = false;
  try {
    chained = forge.pki.verifyCertificateChain(caStore, [signer, ...intermediates]);
  } catch {
    // forge throws on a certificate whose issuer's signature does not verify.
  }
  if (!chained) throw new Error("the signer certificate does not chain to the root");

  const signerInfos = message.rawCapture.signerInfos;
  if (signerInfos.length !== 1) throw new Error(`expected one signer, found ${signerInfos.length}`);
  const parts = signerInfos[0]!.value as forge.asn1.Asn1[];
  const attributes = parts.find(
    (part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0,
  );
  if (!attributes) throw new Error("no signed attributes");
  let digest: string | undefined;
  for (const attribute of attributes.value as forge.asn1.Asn1[]) {
    const [oid, values] = attribute.value as forge.asn1.Asn1[];
    if (forge.asn1.derToOid(oid!.value as string) === MESSAGE_DIGEST_OID) {
      digest = forge.util.bytesToHex((values!.value as forge.asn1.Asn1[])[0]!.value as string);
    }
  }
  if (digest !== sha1Hex(manifest)) throw new Error("the signed digest is not the manifest's");

  // The signature covers the attributes encoded as a SET (RFC 5652 section 5.4).
  const signedSet = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    attributes.value as forge.asn1.Asn1[],
  );
  const encrypted = parts.filter((part) => part.type === forge.asn1.Type.OCTETSTRING).at(-1);
  if (!encrypted) throw new Error("no signature value");
  const md = forge.md.sha1.create();
  md.update(forge.asn1.toDer(signedSet).getBytes());
  const publicKey = signer.publicKey as forge.pki.rsa.PublicKey;
  if (!publicKey.verify(md.digest().getBytes(), encrypted.value as string)) {
    throw new Error("the signature does not verify with the signer's key");
  }
  return forge.pki.certificateToPem(signer);
}
