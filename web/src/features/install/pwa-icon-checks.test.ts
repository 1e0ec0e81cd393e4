import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { pwaIconFailureNotice, pwaIconProblem } from "./pwa-icon-checks";

const MB = 1024 * 1024;

describe("an app icon before upload", () => {
  it("takes any image under 5MB, SVG included", () => {
    expect(pwaIconProblem({ name: "icon.png", type: "image/png", size: 4.9 * MB })).toBeNull();
    expect(pwaIconProblem({ name: "icon.svg", type: "image/svg+xml", size: 2_000 })).toBeNull();
    expect(pwaIconProblem({ name: "icon.jpg", type: "", size: 5 * MB })).toBeNull();
  });

  it("refuses anything that is not an image: 'Invalid file type'", () => {
    expect(pwaIconProblem({ name: "notes.txt", type: "text/plain", size: 10 })?.title).toBe(
      "Invalid file type",
    );
    expect(pwaIconProblem({ name: "icon.png", type: "application/pdf", size: 10 })?.title).toBe(
      "Invalid file type",
    );
  });

  it("refuses more than 5MB: 'File too large', 'Please upload an image smaller than 5MB'", () => {
    expect(pwaIconProblem({ name: "big.png", type: "image/png", size: 5 * MB + 1 })).toEqual({
      title: "File too large",
      description: "Please upload an image smaller than 5MB",
    });
  });
});

describe("a failed icon upload", () => {
  it("says 'Upload failed' with the server's reason, else 'Please try again.'", () => {
    expect(pwaIconFailureNotice(new ApiError(413, "Please upload an image smaller than 5MB"))).toEqual({
      title: "Upload failed",
      description: "Please upload an image smaller than 5MB",
    });
    expect(pwaIconFailureNotice(new TypeError("Failed to fetch"))).toEqual({
      title: "Upload failed",
      description: "Please try again.",
    });
  });
});
