/**
 * S3Storage against an S3-compatible server started here (server/test/local-s3-server.ts):
 * the real SDK speaking the real protocol. The same promises as LocalDiskStorage.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalS3Server, startLocalS3Server } from "../../test/local-s3-server";
import { S3Storage } from "./s3-storage";

let s3: LocalS3Server;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startLocalS3Server();
  storage = await S3Storage.open({ ...s3, forcePathStyle: true, keyPrefix: "uploads/" });
});
afterAll(async () => {
  storage?.close();
  await s3?.close();
});

async function all(store: S3Storage): Promise<string[]> {
  const names: string[] = [];
  for await (const name of store.list()) names.push(name);
  return names.sort();
}

describe("S3Storage", () => {
  it("stores, reads, lists and deletes objects by name, under its prefix", async () => {
    await storage.put("a1.png", Buffer.from("first"));
    await storage.put("b2.jpg", Buffer.from("second"));
    expect((await storage.read("a1.png"))?.toString()).toBe("first");
    expect(await storage.exists("b2.jpg")).toBe(true);
    expect(await all(storage)).toEqual(["a1.png", "b2.jpg"]);

    // Another store on the same bucket without the prefix sees the keys with it.
    const whole = await S3Storage.open({ ...s3, forcePathStyle: true });
    const keys: string[] = [];
    for await (const name of whole.list()) keys.push(name);
    expect(keys).toEqual([]); // "uploads/a1.png" is not a storable name: never listed as one.
    whole.close();

    await storage.delete("a1.png");
    expect(await storage.read("a1.png")).toBeUndefined();
    expect(await storage.exists("a1.png")).toBe(false);
    await storage.delete("a1.png"); // Deleting a missing object is fine.
    expect(await all(storage)).toEqual(["b2.jpg"]);
    await storage.delete("b2.jpg");
  });

  it("replaces an object whole", async () => {
    await storage.put("c3.png", Buffer.from("old"));
    await storage.put("c3.png", Buffer.from("new"));
    expect((await storage.read("c3.png"))?.toString()).toBe("new");
    await storage.delete("c3.png");
  });

  it("lists past the 1,000 keys of one page", async () => {
    const names = Array.from({ length: 1005 }, (_, i) => `n${String(i).padStart(4, "0")}.gif`);
    for (let i = 0; i < names.length; i += 50) {
      await Promise.all(names.slice(i, i + 50).map((name) => storage.put(name, Buffer.from(name))));
    }
    expect(await all(storage)).toEqual(names);
    for (let i = 0; i < names.length; i += 50) {
      await Promise.all(names.slice(i, i + 50).map((name) => storage.delete(name)));
    }
    expect(await all(storage)).toEqual([]);
  }, 60_000);

  it("refuses names that are not storable, and answers 'missing' for them", async () => {
    await expect(storage.put("../escape.png", Buffer.from("x"))).rejects.toThrow(/Not a storable file name/);
    expect(await storage.read("../escape.png")).toBeUndefined();
    expect(await storage.exists(".hidden")).toBe(false);
  });

  it("stops the start when the bucket cannot be reached, naming it", async () => {
    await expect(S3Storage.open({ ...s3, bucket: "no-such-bucket", forcePathStyle: true })).rejects.toThrow(
      /The upload bucket "no-such-bucket" cannot be reached \(HTTP 404\)/,
    );
    await expect(
      S3Storage.open({
        ...s3,
        credentials: { accessKeyId: "NOT-A-KEY", secretAccessKey: "S3RVER" },
        forcePathStyle: true,
      }),
    ).rejects.toThrow(/cannot be reached \(HTTP 403\)/);
  });
});
