import { describe, expect, it } from "vitest";
import { HttpError } from "../../../lib/http-error";
import { EXPORTS_TRACKED, ExportProgressRegistry, MAX_PER_USER } from "./progress";

describe("export progress", () => {
  it("is read back only by the user who started it", () => {
    const registry = new ExportProgressRegistry();
    const entry = registry.start("t1", 7, 100);
    registry.advance(entry, 40);
    expect(registry.read("t1", 7)).toMatchObject({ rows: 40, total: 100, done: false });
    expect(registry.read("t1", 8)).toBeUndefined();
    registry.finish(entry);
    expect(registry.read("t1", 7)?.done).toBe(true);
  });

  it("forgets an export a minute after its last row", () => {
    let now = 0;
    const registry = new ExportProgressRegistry(() => now);
    const entry = registry.start("t1", 7, 100);
    now = 59_000;
    registry.advance(entry, 10);
    now = 118_000;
    expect(registry.read("t1", 7)).toBeDefined();
    now = 119_001;
    expect(registry.read("t1", 7)).toBeUndefined();
  });

  it("never lets one user's exports push out another's", () => {
    const registry = new ExportProgressRegistry();
    const running = registry.start("victim", 1, 500);
    registry.advance(running, 100);
    for (let i = 0; i < 1000; i++) registry.finish(registry.start(`tiny-${i}`, 2, 1));
    expect(registry.read("victim", 1)).toMatchObject({ rows: 100, total: 500, done: false });
  });

  it("keeps a token to its user: another user starting an export with the same token changes nothing of the first", () => {
    const registry = new ExportProgressRegistry();
    registry.advance(registry.start("same", 1, 500), 200);
    registry.start("same", 2, 3);
    expect(registry.read("same", 1)).toMatchObject({ rows: 200, total: 500 });
    expect(registry.read("same", 2)).toMatchObject({ rows: 0, total: 3 });
  });

  it("makes room for a user's new export by dropping that user's oldest finished one", () => {
    const registry = new ExportProgressRegistry();
    const first = registry.start("t0", 1, 1);
    for (let i = 1; i < MAX_PER_USER; i++) registry.finish(registry.start(`t${i}`, 1, 1));
    // t0 is the oldest but still running: t1, the oldest finished, goes.
    registry.start("new", 1, 1);
    expect(registry.read("t0", 1)).toBe(first);
    expect(registry.read("t1", 1)).toBeUndefined();
    expect(registry.read("t2", 1)).toBeDefined();
    expect(registry.read("new", 1)).toBeDefined();
  });

  it("refuses a user whose remembered exports all still run with 429, and takes others' meanwhile", () => {
    const registry = new ExportProgressRegistry();
    for (let i = 0; i < MAX_PER_USER; i++) registry.start(`t${i}`, 1, 1);
    let refusal: unknown;
    try {
      registry.start("one-more", 1, 1);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 429, message: EXPORTS_TRACKED });
    expect(registry.read("one-more", 1)).toBeUndefined();
    for (let i = 0; i < MAX_PER_USER; i++) expect(registry.read(`t${i}`, 1)).toBeDefined();
    expect(registry.start("other", 2, 1)).toMatchObject({ userId: 2 });
  });

  it("takes a user's new export once a running one has expired", () => {
    let now = 0;
    const registry = new ExportProgressRegistry(() => now);
    for (let i = 0; i < MAX_PER_USER; i++) registry.start(`t${i}`, 1, 1);
    now = 60_001;
    expect(registry.start("later", 1, 1)).toMatchObject({ userId: 1 });
    expect(registry.read("t0", 1)).toBeUndefined();
  });
});
