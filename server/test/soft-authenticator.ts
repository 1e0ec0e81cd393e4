/**
 * A passkey authenticator in software, for the integration tests: it answers WebAuthn options as
 * a browser and a device together would, with a P-256 key (ES256) made by node:crypto, attestation
 * "none", and the same bytes a real one signs (authenticator data, the client data's hash). Each
 * passkey it makes is discoverable: it keeps the user handle and gives it back when signing in.
 * Its options let a test act out what a real device would not do: sign for another origin or host
 * name, skip the user's verification, send a counter that goes back.
 */
import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Uint8Array | string) =>
  new Uint8Array(
    createHash("sha256")
      .update(typeof data === "string" ? data : Buffer.from(data))
      .digest(),
  );
const b64url = (bytes: Uint8Array<ArrayBuffer>) => isoBase64URL.fromBuffer(bytes);

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function uint32(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

/** The COSE_Key of an EC2 P-256 public key (kty 2, alg -7 ES256, crv 1). */
function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
}

/** What a test may change in one answer, to act out a device or a page that should be refused. */
export interface AnswerOptions {
  /** The page the browser says it was on (default: the authenticator's origin). */
  origin?: string;
  /** The host name the authenticator signs for (default: the options' RP id). */
  rpId?: string;
  /** Whether the person was verified (fingerprint, PIN); default true. */
  userVerified?: boolean;
  /** The counter to report (default: one more than last time). */
  counter?: number;
}

export interface SoftPasskey {
  credentialId: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id: string };
  user: { id: string };
  excludeCredentials?: { id: string }[];
}

interface RequestOptions {
  challenge: string;
  rpId: string;
}

export class SoftAuthenticator {
  /** The passkeys this device holds, by credential id. */
  readonly passkeys = new Map<string, SoftPasskey>();

  constructor(readonly origin: string) {}

  /** Makes a passkey for `options` (POST …/passkeys/options's answer) and answers as the browser would. */
  register(options: CreationOptions, answer: AnswerOptions = {}) {
    const excluded = options.excludeCredentials?.find((c) => this.passkeys.has(c.id));
    // A real browser refuses here (InvalidStateError); the test would be wrong to go on.
    if (excluded) throw new Error("this authenticator already holds a passkey the options exclude");
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const credentialId = new Uint8Array(randomBytes(32));
    const rpId = answer.rpId ?? options.rp.id;
    const passkey: SoftPasskey = {
      credentialId: b64url(credentialId),
      rpId,
      userHandle: options.user.id,
      privateKey,
      publicKey,
      counter: answer.counter ?? 0,
    };
    const flags =
      FLAG_USER_PRESENT | FLAG_ATTESTED_CREDENTIAL | (answer.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const credentialIdLength = new Uint8Array([credentialId.length >> 8, credentialId.length & 0xff]);
    const authData = concat(
      sha256(rpId),
      new Uint8Array([flags]),
      uint32(passkey.counter),
      new Uint8Array(16), // AAGUID: none, as a device that does not say what it is.
      credentialIdLength,
      credentialId,
      coseKeyOf(publicKey),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, never>()],
        ["authData", authData],
      ]),
    );
    this.passkeys.set(passkey.credentialId, passkey);
    return {
      id: passkey.credentialId,
      rawId: passkey.credentialId,
      type: "public-key" as const,
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData("webauthn.create", options.challenge, answer.origin),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** Signs `options` (POST /api/login/passkey/options's answer) with `passkey`, or the only one held. */
  signIn(options: RequestOptions, answer: AnswerOptions = {}, passkey = this.soleCredential()) {
    passkey.counter = answer.counter ?? passkey.counter + 1;
    const flags = FLAG_USER_PRESENT | (answer.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const authData = concat(
      sha256(answer.rpId ?? passkey.rpId),
      new Uint8Array([flags]),
      uint32(passkey.counter),
    );
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, answer.origin);
    const signer = createSign("sha256");
    signer.update(concat(authData, sha256(isoBase64URL.toBuffer(clientDataJSON))));
    return {
      id: passkey.credentialId,
      rawId: passkey.credentialId,
      type: "public-key" as const,
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        // DER, as WebAuthn's ES256 signatures are.
        signature: b64url(new Uint8Array(signer.sign(passkey.privateKey))),
        userHandle: passkey.userHandle,
      },
    };
  }

  private soleCredential(): SoftPasskey {
    const [first, ...others] = this.passkeys.values();
    if (!first || others.length > 0)
      throw new Error("name the passkey: this authenticator holds none or several");
    return first;
  }

  private clientData(type: string, challenge: string, origin = this.origin): string {
    return isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }
}
