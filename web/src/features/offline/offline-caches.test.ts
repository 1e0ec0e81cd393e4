import { describe, expect, it } from "vitest";
import { megabytes } from "./offline-caches";

describe("storage figures in MB", () => {
  it("shows binary megabytes with one decimal", () => {
    expect(megabytes(0)).toBe("0.0 MB");
    expect(megabytes(1024 * 1024)).toBe("1.0 MB");
    expect(megabytes(1.25 * 1024 * 1024)).toBe("1.3 MB");
    expect(megabytes(300 * 1024 ** 3)).toBe("307,200.0 MB");
  });
});
