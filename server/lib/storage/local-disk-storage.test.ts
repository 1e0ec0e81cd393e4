import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isStorableName } from "./file-storage";
import { LocalDiskStorage } from "./local-disk-storage";

let dir: string;
let storage: LocalDiskStorage;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "storage-test-"));
  storage = await LocalDiskStorage.open(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const all = async () => {
  const names: string[] = [];
  for await (const name of storage.list()) names.push(name);
  return names.sort();
};

describe("LocalDiskStorage", () => {
  it("stores, reads, lists and deletes files by name", async () => {
    await storage.put("a1.png", Buffer.from("first"));
    await storage.put("b2.jpg", Buffer.from("second"));
    expect((await storage.read("a1.png"))?.toString()).toBe("first");
    expect(await storage.exists("b2.jpg")).toBe(true);
    expect(await all()).toEqual(["a1.png", "b2.jpg"]);

    await storage.delete("a1.png");
    expect(await storage.read("a1.png")).toBeUndefined();
    expect(await storage.exists("a1.png")).toBe(false);
    await storage.delete("a1.png"); // Deleting a missing file is fine.
    expect(await all()).toEqual(["b2.jpg"]);
  });

  it("replaces a file whole and leaves no temporary files behind", async () => {
    await storage.put("a1.png", Buffer.from("old"));
    await storage.put("a1.png", Buffer.from("new"));
    expect((await storage.read("a1.png"))?.toString()).toBe("new");
    expect(await readdir(join(dir, ".partial"))).toEqual([]);
  });

  it("never lists or serves files that are not storable names", async () => {
    await writeFile(join(dir, ".hidden"), "x");
    expect(await all()).toEqual([]);
    expect(await storage.read(".hidden")).toBeUndefined();
    expect(await storage.read("../etc/passwd")).toBeUndefined();
    expect(await storage.read(".partial")).toBeUndefined();
    await expect(storage.put("../escape.png", Buffer.from("x"))).rejects.toThrow(/Not a storable/);
    await expect(storage.delete("a/b.png")).rejects.toThrow(/Not a storable/);
  });
});

describe("isStorableName", () => {
  it("accepts one plain path segment with at most one extension", () => {
    expect(isStorableName(`${"a".repeat(64)}.png`)).toBe(true);
    expect(isStorableName("profile_1-a.webp")).toBe(true);
    for (const name of ["", ".", "..", ".env", "a/b", "a\\b", "a.b.c", "a.png/", "a b.png", "é.png"]) {
      expect(isStorableName(name), name).toBe(false);
    }
  });
});
