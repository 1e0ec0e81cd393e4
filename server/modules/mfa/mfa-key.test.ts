/** The sealing key: the setting when given, else one key file made once, readable by its owner only. */
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { mfaKey } from "./mfa-key";

const dirs: string[] = [];
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cardfolio-mfa-key-"));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("the authenticator secrets' key", () => {
  it("is MFA_ENCRYPTION_KEY when set, and then no file is written", async () => {
    const dir = await dataDir();
    const key = Buffer.alloc(32, 3);
    const config = loadConfig({ DATA_DIR: dir, MFA_ENCRYPTION_KEY: key.toString("hex") });
    expect(await mfaKey(config)).toEqual(key);
    await expect(stat(join(dir, "mfa.key"))).rejects.toThrow();
  });

  it("is otherwise made once in DATA_DIR with mode 0600, and read back by every later start", async () => {
    const dir = await dataDir();
    const [first, second] = await Promise.all([
      mfaKey(loadConfig({ DATA_DIR: dir })),
      mfaKey(loadConfig({ DATA_DIR: dir })),
    ]);
    expect(first).toHaveLength(32);
    expect(second).toEqual(first);
    const file = await stat(join(dir, "mfa.key"));
    expect(file.mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(join(dir, "mfa.key"), "utf8")).trim(), "base64")).toEqual(first);
  });

  it("refuses a damaged key file rather than sealing with a wrong key", async () => {
    const dir = await dataDir();
    await writeFile(join(dir, "mfa.key"), "too-short");
    await expect(mfaKey(loadConfig({ DATA_DIR: dir }))).rejects.toThrow(/does not hold a 32-byte key/);
  });

  it("refuses a key setting that is not 32 bytes", () => {
    expect(() => loadConfig({ MFA_ENCRYPTION_KEY: "abc" })).toThrow(/MFA_ENCRYPTION_KEY/);
  });
});
