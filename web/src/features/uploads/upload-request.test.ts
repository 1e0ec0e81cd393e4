import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { uploadFailureNotice } from "./upload-failure";
import { readUploadAnswer, UploadError, uploadPercent } from "./upload-request";

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
}

describe("readUploadAnswer", () => {
  it("gives the url of a successful answer", () => {
    expect(readUploadAnswer(200, JSON.stringify({ success: true, url: "/uploads/ab.jpg" }))).toBe(
      "/uploads/ab.jpg",
    );
  });

  it("treats an answer without success or without a url as an error", () => {
    for (const body of [
      { success: true, url: "" },
      { success: false, url: "/uploads/a.jpg" },
      { url: "/x" },
      {},
    ]) {
      const error = thrown(() => readUploadAnswer(200, JSON.stringify(body)));
      expect(error).toBeInstanceOf(UploadError);
      expect((error as Error).message).toBe("Failed to upload image - no URL returned.");
    }
    expect(thrown(() => readUploadAnswer(200, "not json"))).toBeInstanceOf(UploadError);
  });

  it("turns a refusal into '<status>: <server message>'", () => {
    const error = thrown(() =>
      readUploadAnswer(413, JSON.stringify({ message: "Maximum file size is 2MB." })),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("413: Maximum file size is 2MB.");
    expect((error as ApiError).serverMessage).toBe("Maximum file size is 2MB.");
  });

  it("falls back to the text, the status text, then a generic message", () => {
    expect((thrown(() => readUploadAnswer(502, "Bad gateway")) as ApiError).serverMessage).toBe(
      "Bad gateway",
    );
    expect((thrown(() => readUploadAnswer(500, "", "Internal Server Error")) as ApiError).serverMessage).toBe(
      "Internal Server Error",
    );
    expect((thrown(() => readUploadAnswer(500, "")) as ApiError).serverMessage).toBe("Failed to upload file");
  });
});

describe("uploadPercent", () => {
  it("is a whole percent from 0 to 100", () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(333, 1000)).toBe(33);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(5, 0)).toBe(0);
  });
});

describe("uploadFailureNotice", () => {
  it("shows the server's message under 'Upload failed'", () => {
    expect(uploadFailureNotice(new ApiError(415, "Invalid file type."), "logo")).toEqual({
      title: "Upload failed",
      description: "Invalid file type.",
    });
  });

  it("names an answer without a url, and a failed connection", () => {
    expect(
      uploadFailureNotice(new UploadError("Failed to upload image - no URL returned."), "coverPhoto"),
    ).toEqual({
      title: "Upload failed",
      description: "Failed to upload image - no URL returned.",
    });
    expect(
      uploadFailureNotice(new UploadError("An unexpected error occurred while uploading the file"), "logo"),
    ).toEqual({
      title: "Upload error",
      description: "An unexpected error occurred while uploading the file",
    });
  });

  it("titles a gallery image's failure with the gallery message, the server's reason below", () => {
    expect(uploadFailureNotice(new ApiError(409, "The gallery is full."), "gallery")).toEqual({
      title: "Failed to upload gallery image. Please try again.",
      description: "The gallery is full.",
    });
  });
});
