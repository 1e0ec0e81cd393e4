import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { failureNotice } from "./use-card-save";

describe("the toast of a refused save", () => {
  const texts = { failureTitle: "Failed to update theme" };

  it("carries the server's message, else 'Please try again.'", () => {
    expect(failureNotice(new ApiError(500, "The server could not save this."), texts, false)).toEqual({
      title: "Failed to update theme",
      description: "The server could not save this.",
    });
    expect(failureNotice(new TypeError("Failed to fetch"), texts, false)).toEqual({
      title: "Failed to update theme",
      description: "Please try again.",
    });
  });

  it("has no text at all where the screen's fallback is empty", () => {
    const gallery = { failureTitle: "Failed to save gallery changes. Please try again.", fallback: "" };
    expect(failureNotice(new TypeError("Failed to fetch"), gallery, false)?.description).toBeUndefined();
  });

  it("is left to the editor when the session has ended and the editor answers that", () => {
    expect(failureNotice(new ApiError(401, "Not signed in"), texts, true)).toBeNull();
    expect(failureNotice(new ApiError(401, "Not signed in"), texts, false)?.description).toBe(
      "Not signed in",
    );
    expect(failureNotice(new ApiError(403, "Denied"), texts, true)?.title).toBe("Failed to update theme");
  });
});
