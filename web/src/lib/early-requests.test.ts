import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_ANSWER_FRESH_MS, GET_INIT, requestEarly, takeEarly } from "./early-requests";

describe("reads asked for early", () => {
  const fetch = vi.fn((url: string) => Promise.resolve(new Response(JSON.stringify({ url }))));

  beforeEach(() => {
    vi.useFakeTimers();
    fetch.mockClear();
    vi.stubGlobal("fetch", fetch);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("makes each read once, as apiRequest would, and gives its answer to the first taker only", async () => {
    requestEarly(["/api/early-one", "/api/early-one"]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/api/early-one", GET_INIT);
    const answer = takeEarly("/api/early-one");
    expect(await (await answer!).json()).toEqual({ url: "/api/early-one" });
    expect(takeEarly("/api/early-one")).toBeUndefined();
  });

  it("has nothing for an address nobody asked for early", () => {
    expect(takeEarly("/api/never-asked")).toBeUndefined();
  });

  it("drops an answer that waited too long: the read then goes to the server", () => {
    requestEarly(["/api/early-stale"]);
    vi.advanceTimersByTime(EARLY_ANSWER_FRESH_MS + 1);
    expect(takeEarly("/api/early-stale")).toBeUndefined();
    // Dropped, not kept: a later early read of the address is made again.
    requestEarly(["/api/early-stale"]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(takeEarly("/api/early-stale")).toBeDefined();
  });

  it("keeps a failed read for its taker without an unhandled rejection", async () => {
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError("offline")));
    requestEarly(["/api/early-offline"]);
    await expect(takeEarly("/api/early-offline")).rejects.toThrow("offline");
  });
});
