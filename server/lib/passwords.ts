/**
 * Password hashing with scrypt: N=2^17 by default (PASSWORD_SCRYPT_LOG_N), r=8, p=1. The
 * parameters are stored in the hash so a later change of cost still verifies older hashes.
 * Format: scrypt$<logN>$<r>$<p>$<salt b64>$<hash b64>
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; allow that plus headroom.
  const maxmem = 128 * N * r * 2;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, BLOCK_SIZE, PARALLELISM);
  return ["scrypt", logN, BLOCK_SIZE, PARALLELISM, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * What an account stores until its person sets a password with a claim link (decision 032): no
 * scheme of ours, so verifyPassword refuses every password, and verifyPasswordAtCost takes the
 * decoy's time doing so, as for a wrong password.
 */
export const NO_PASSWORD = "none$claim-pending";

/** Whether the account has a password of its own (it was not made to be claimed, or has been). */
export function hasPassword(stored: string): boolean {
  return stored !== NO_PASSWORD;
}

/** Whether a stored hash is cheaper than `logN` (or not ours) and should be made again. */
export function needsRehash(stored: string, logN: number): boolean {
  const [scheme, storedLogN] = stored.split("$");
  return scheme !== "scrypt" || Number(storedLogN) < logN;
}

/** A hash to verify against when the user does not exist, so timing does not reveal it. */
const decoys = new Map<number, Promise<string>>();
function decoyHash(logN: number): Promise<string> {
  let decoy = decoys.get(logN);
  if (!decoy) {
    decoy = hashPassword(randomBytes(12).toString("hex"), logN);
    decoys.set(logN, decoy);
  }
  return decoy;
}

/**
 * Verifies `password` against `stored` (or against the decoy when there is no account),
 * taking as long as a hash of cost `logN` whatever the stored hash costs. A hash made
 * cheaper on purpose (batch imports, decision 004) would otherwise answer a wrong password
 * in a few milliseconds and give those accounts away; the decoy runs beside it on another
 * thread of the pool, so the answer comes when the slower of the two is done.
 */
export async function verifyPasswordAtCost(
  password: string,
  stored: string | undefined,
  logN: number,
): Promise<boolean> {
  const decoy = decoyHash(logN);
  if (stored === undefined) {
    await verifyPassword(password, await decoy);
    return false;
  }
  if (!needsRehash(stored, logN)) return verifyPassword(password, stored);
  const [valid] = await Promise.all([
    verifyPassword(password, stored),
    decoy.then((hash) => verifyPassword(password, hash)),
  ]);
  return valid;
}
