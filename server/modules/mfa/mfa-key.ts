/**
 * The key authenticator apps' secrets are sealed with. MFA_ENCRYPTION_KEY when set (required
 * when processes on several machines share one PostgreSQL); otherwise a random key made once in
 * DATA_DIR as `mfa.key`, readable by the server's user only. Either way a dump or backup of the
 * database alone opens no secret, which is why the key file must be backed up with the data.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "../../config";

const KEY_FILE = "mfa.key";
const loaded = new Map<string, Promise<Buffer>>();

async function keyFromFile(dataDir: string): Promise<Buffer> {
  const path = join(dataDir, KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    // "wx": of two processes starting at once, one writes the file and the other reads it.
    await writeFile(path, randomBytes(32).toString("base64"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = Buffer.from((await readFile(path, "utf8")).trim(), "base64");
  if (key.length !== 32)
    throw new Error(`${path} does not hold a 32-byte key (base64); restore it from a backup`);
  return key;
}

export function mfaKey(config: Config): Promise<Buffer> {
  if (config.mfaEncryptionKey) return Promise.resolve(config.mfaEncryptionKey);
  let key = loaded.get(config.dataDir);
  if (!key) {
    key = keyFromFile(config.dataDir);
    // A failure is not kept: the next sign-in tries again.
    key.catch(() => loaded.delete(config.dataDir));
    loaded.set(config.dataDir, key);
  }
  return key;
}
