import { afterEach, describe, expect, it, vi } from "vitest";
import { shortTagAddress, tapsText } from "./tag-text";
import { lockTag, webNfcAvailable, writeTagUrl } from "./web-nfc";

/** A window whose NDEFReader ends every write and lock with `ending`, recording what it was given. */
function stubReader(ending: () => Promise<void>) {
  const calls: unknown[] = [];
  class NDEFReader {
    write(message: unknown) {
      calls.push(message);
      return ending();
    }
    makeReadOnly() {
      calls.push("lock");
      return ending();
    }
  }
  vi.stubGlobal("window", { NDEFReader });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Web NFC", () => {
  it("is absent where the browser has no NDEFReader", () => {
    vi.stubGlobal("window", {});
    expect(webNfcAvailable()).toBe(false);
    stubReader(() => Promise.resolve());
    expect(webNfcAvailable()).toBe(true);
  });

  it("writes the address as one URL record", async () => {
    const calls = stubReader(() => Promise.resolve());
    const signal = new AbortController().signal;
    expect(await writeTagUrl("https://cards.example/t/abcdefgh", signal)).toBe("done");
    expect(calls).toEqual([{ records: [{ recordType: "url", data: "https://cards.example/t/abcdefgh" }] }]);
    expect(await lockTag(signal)).toBe("done");
  });

  it("names a cancel, a refusal and any other failure apart", async () => {
    const signal = new AbortController().signal;
    const failing = (name: string) => () => Promise.reject(new DOMException("failed", name));
    stubReader(failing("AbortError"));
    expect(await writeTagUrl("https://x/t/abcdefgh", signal)).toBe("cancelled");
    stubReader(failing("NotAllowedError"));
    expect(await lockTag(signal)).toBe("denied");
    stubReader(failing("NetworkError"));
    expect(await writeTagUrl("https://x/t/abcdefgh", signal)).toBe("error");
    stubReader(() => Promise.reject(new TypeError("bad record")));
    expect(await writeTagUrl("https://x/t/abcdefgh", signal)).toBe("error");
  });
});

describe("a tag's row", () => {
  it("shows the address without its scheme, and the taps", () => {
    expect(shortTagAddress("https://cards.example/t/abcdefgh")).toBe("cards.example/t/abcdefgh");
    expect(tapsText({ taps: 0, lastTapAt: null })).toBe("No taps yet");
    expect(tapsText({ taps: 1, lastTapAt: "2026-12-03T10:00:00.000Z" })).toMatch(/^1 tap, last Dec 3, 2026/);
    expect(tapsText({ taps: 1200, lastTapAt: "2026-12-03T10:00:00.000Z" })).toMatch(/^1,200 taps, last /);
  });
});
