import { webcrypto } from "node:crypto";
import { describe, expect, it } from "vitest";
import { randomUuid } from "./random-uuid";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("randomUuid", () => {
  it("uses crypto.randomUUID where the context has it", () => {
    expect(randomUuid({ getRandomValues: (bytes) => bytes, randomUUID: () => "1-2-3-4-5" })).toBe(
      "1-2-3-4-5",
    );
  });

  it("builds a version-4 UUID from random bytes otherwise (plain HTTP)", () => {
    const insecure = {
      getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => webcrypto.getRandomValues(bytes),
    };
    const ids = new Set(Array.from({ length: 50 }, () => randomUuid(insecure)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
