import { describe, expect, it } from "vitest";
import { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from "./session-hint";

describe("hasSignedInHint", () => {
  it("finds the hint among other cookies, in any position", () => {
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=1`)).toBe(true);
    expect(hasSignedInHint(`theme=dark; ${SIGNED_IN_HINT_COOKIE}=1; other=2`)).toBe(true);
  });

  it("is false without it, also for a cookie whose name only ends or begins the same", () => {
    expect(hasSignedInHint(undefined)).toBe(false);
    expect(hasSignedInHint("")).toBe(false);
    expect(hasSignedInHint("theme=dark")).toBe(false);
    expect(hasSignedInHint(`x${SIGNED_IN_HINT_COOKIE}=1`)).toBe(false);
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}_old=1`)).toBe(false);
  });
});
