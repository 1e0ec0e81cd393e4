import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_SESSION_IDLE_MS } from "../../../core/salesbot/chat-limits";
import { REFUSING_STORAGE } from "../../../core/testing/refusing-storage";
import { forgetSession, isIdle, storedSession, storeSession } from "./session-store";

const KEY = "cardfolio-chat-session-7";
const NOW = 1_800_000_000_000;
let items: Map<string, string>;

beforeEach(() => {
  items = new Map();
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => items.set(k, v),
    removeItem: (k: string) => items.delete(k),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the stored chat session", () => {
  it("is read back while its last message is less than the idle limit ago", () => {
    storeSession(7, { id: "abc", at: NOW - CHAT_SESSION_IDLE_MS + 1000 });
    expect(storedSession(7, NOW)).toEqual({ id: "abc", at: NOW - CHAT_SESSION_IDLE_MS + 1000 });
  });

  it("is forgotten once idle, when it has no time (an older widget's bare id) or is unreadable", () => {
    for (const raw of [
      JSON.stringify({ id: "abc", at: NOW - CHAT_SESSION_IDLE_MS }),
      "abcdefghijklmnopqrstuvwx",
      "{not json",
      JSON.stringify({ id: 5, at: NOW }),
    ]) {
      items.set(KEY, raw);
      expect(storedSession(7, NOW)).toBeNull();
      expect(items.has(KEY)).toBe(false);
    }
  });

  it("counts a time ahead of the clock as idle, and forgets on request", () => {
    expect(isIdle(NOW + 60_000, NOW)).toBe(true);
    expect(isIdle(NOW, NOW)).toBe(false);
    storeSession(7, { id: "abc", at: NOW });
    forgetSession(7);
    expect(storedSession(7, NOW)).toBeNull();
  });

  it("does without storage when the browser refuses it", () => {
    vi.stubGlobal("localStorage", REFUSING_STORAGE);
    expect(() => storeSession(7, { id: "abc", at: NOW })).not.toThrow();
    expect(storedSession(7, NOW)).toBeNull();
    expect(() => forgetSession(7)).not.toThrow();
  });
});
