import { STORED_IMAGE_MAX_BYTES, UPLOAD_ORIGINAL_MAX_BYTES } from "@core/upload-limits";
import { describe, expect, it } from "vitest";
import { acceptedTypes, checkDimensions, imageFormat, sizeProblem, typeProblem } from "./file-checks";

const file = (name: string, type: string) => ({ name, type });

describe("imageFormat", () => {
  it("takes the browser's type first, the name only when there is none", () => {
    expect(imageFormat(file("a.jpg", "image/jpeg"))).toBe("jpeg");
    expect(imageFormat(file("a.png", "image/gif"))).toBe("gif");
    expect(imageFormat(file("a.PNG", ""))).toBe("png");
    expect(imageFormat(file("logo.svg", "image/svg+xml"))).toBe("svg");
    expect(imageFormat(file("a.png", "text/plain"))).toBeNull();
    expect(imageFormat(file("a.webp", "image/webp"))).toBeNull();
    expect(imageFormat(file("noextension", ""))).toBeNull();
  });
});

describe("typeProblem", () => {
  it("accepts JPG, PNG and GIF everywhere", () => {
    for (const kind of ["profilePicture", "coverPhoto", "logo", "gallery"] as const) {
      expect(typeProblem(file("a.jpeg", "image/jpeg"), kind)).toBeNull();
      expect(typeProblem(file("a.png", "image/png"), kind)).toBeNull();
      expect(typeProblem(file("a.gif", "image/gif"), kind)).toBeNull();
    }
  });

  it("refuses other files with the image uploader's message where SVG is not taken", () => {
    expect(typeProblem(file("a.svg", "image/svg+xml"), "profilePicture")).toEqual({
      title: "Invalid file type",
      description: "Please upload a JPG, PNG, or GIF image.",
    });
    expect(typeProblem(file("a.pdf", "application/pdf"), "gallery")?.description).toBe(
      "Please upload a JPG, PNG, or GIF image.",
    );
  });

  it("takes SVG for a logo, and names SVG in the logo's message", () => {
    expect(typeProblem(file("a.svg", "image/svg+xml"), "logo")).toBeNull();
    expect(typeProblem(file("a.txt", "text/plain"), "logo")).toEqual({
      title: "Invalid file type",
      description: "Invalid file type. Please upload a JPG, PNG, GIF, or SVG image.",
    });
  });

  it("offers the same types in the picker", () => {
    expect(acceptedTypes("logo")).toContain("image/svg+xml");
    expect(acceptedTypes("profilePicture")).not.toContain("svg");
  });
});

describe("sizeProblem", () => {
  const photo = (size: number) => ({ name: "IMG_0001.JPG", type: "image/jpeg", size });
  const svg = (size: number) => ({ name: "logo.svg", type: "image/svg+xml", size });

  it("takes a camera photo of 8MB, and any up to 20MB", () => {
    expect(sizeProblem(photo(8 * 1024 * 1024))).toBeNull();
    expect(sizeProblem(photo(UPLOAD_ORIGINAL_MAX_BYTES))).toBeNull();
  });

  it("refuses an original over 20MB with a sentence worded as the spec's", () => {
    const problem = sizeProblem(photo(UPLOAD_ORIGINAL_MAX_BYTES + 1));
    expect(problem).toEqual({
      title: "File too large",
      description: "Maximum file size is 20MB. Please choose a smaller image.",
    });
  });

  it("holds an SVG, stored as it is, to the stored 2MB", () => {
    expect(sizeProblem(svg(STORED_IMAGE_MAX_BYTES))).toBeNull();
    expect(sizeProblem(svg(STORED_IMAGE_MAX_BYTES + 1))?.description).toBe(
      "Maximum file size is 2MB for an SVG image. Please choose a smaller image.",
    );
  });
});

describe("typeProblem for HEIC photos", () => {
  it("says what to do instead, by type or by name", () => {
    expect(typeProblem(file("IMG_0002.HEIC", "image/heic"), "gallery")?.description).toMatch(/HEIC format/);
    expect(typeProblem(file("IMG_0002.heif", ""), "profilePicture")?.description).toMatch(/Most Compatible/);
  });
});

describe("checkDimensions", () => {
  it("needs a profile picture of at least 200x200 and warns when the sides differ by more than 100", () => {
    expect(checkDimensions("profilePicture", 199, 400).error?.description).toBe(
      "The profile picture must be at least 200x200 pixels; this image is 199x400.",
    );
    expect(checkDimensions("profilePicture", 300, 200)).toEqual({});
    expect(checkDimensions("profilePicture", 301, 200).warning?.title).toBe("Image dimensions");
    expect(checkDimensions("profilePicture", 200, 301).warning).toBeDefined();
  });

  it("needs a cover photo of at least 600x200 and warns under a 2.5 ratio", () => {
    expect(checkDimensions("coverPhoto", 600, 199).error?.title).toBe("Image dimensions");
    expect(checkDimensions("coverPhoto", 599, 300).error).toBeDefined();
    expect(checkDimensions("coverPhoto", 1000, 400)).toEqual({});
    expect(checkDimensions("coverPhoto", 999, 400).warning).toBeDefined();
  });

  it("needs a logo of at least 150x150 and warns when the sides differ by more than 50", () => {
    expect(checkDimensions("logo", 150, 149).error?.description).toContain("at least 150x150 pixels");
    expect(checkDimensions("logo", 200, 150)).toEqual({});
    expect(checkDimensions("logo", 150, 201).warning).toBeDefined();
  });

  it("has no rule for gallery images", () => {
    expect(checkDimensions("gallery", 10, 10)).toEqual({});
  });
});
