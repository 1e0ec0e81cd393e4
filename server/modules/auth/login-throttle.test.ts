import { describe, expect, it } from "vitest";
import { LoginThrottle, throttleKey } from "./login-throttle";

describe("login throttle", () => {
  it("blocks after the limit inside the window and frees the key as failures age out", () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(3, 60_000, () => now);
    const key = throttleKey("Jane", "10.0.0.1");
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterMs(key)).toBe(0);
      throttle.recordFailure(key);
      now += 1000;
    }
    expect(throttle.retryAfterMs(key)).toBe(57_000);
    now += 57_000;
    expect(throttle.retryAfterMs(key)).toBe(0);
  });

  it("keeps usernames and addresses apart and resets on success", () => {
    const throttle = new LoginThrottle(1, 60_000);
    throttle.recordFailure(throttleKey("jane", "a"));
    expect(throttle.retryAfterMs(throttleKey("JANE", "a"))).toBeGreaterThan(0);
    expect(throttle.retryAfterMs(throttleKey("jane", "b"))).toBe(0);
    throttle.reset(throttleKey("jane", "a"));
    expect(throttle.retryAfterMs(throttleKey("jane", "a"))).toBe(0);
  });
});
