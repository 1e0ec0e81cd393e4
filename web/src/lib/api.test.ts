import { describe, expect, it } from "vitest";
import { ApiError, retryWhileBusy, toApiError } from "./api";

const busy = (retryAfter?: string) =>
  new Response(JSON.stringify({ message: "The server is busy signing other people in." }), {
    status: 503,
    headers: retryAfter === undefined ? {} : { "retry-after": retryAfter },
  });

describe("toApiError", () => {
  it("keeps the server's message and its Retry-After in seconds", async () => {
    const error = await toApiError(busy("3"));
    expect(error.message).toBe("503: The server is busy signing other people in.");
    expect(error.retryAfterSeconds).toBe(3);
  });

  it("reads a Retry-After date or junk as absent", async () => {
    expect((await toApiError(busy("Fri, 27 Nov 2026 17:00:00 GMT"))).retryAfterSeconds).toBeUndefined();
    expect((await toApiError(busy("-1"))).retryAfterSeconds).toBeUndefined();
    expect((await toApiError(busy())).retryAfterSeconds).toBeUndefined();
  });
});

describe("retryWhileBusy", () => {
  it("retries a 503 with Retry-After after the time asked, until about 15 s are spent", () => {
    const error = new ApiError(503, "busy", undefined, 2);
    expect(retryWhileBusy.retryDelay(0, error)).toBe(2000);
    const retries = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((count) => retryWhileBusy.retry(count, error));
    expect(retries).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("never retries a wrong password, a 429, a 503 without Retry-After or a network failure", () => {
    expect(retryWhileBusy.retry(0, new ApiError(401, "Invalid username or password"))).toBe(false);
    expect(retryWhileBusy.retry(0, new ApiError(429, "Too many attempts", undefined, 60))).toBe(false);
    expect(retryWhileBusy.retry(0, new ApiError(503, "Shutting down"))).toBe(false);
    expect(retryWhileBusy.retry(0, new TypeError("Failed to fetch"))).toBe(false);
  });

  it("gives up at once when the server asks for longer than a person waits quietly", () => {
    expect(retryWhileBusy.retry(0, new ApiError(503, "busy", undefined, 30))).toBe(false);
  });
});
