import { STORED_IMAGE_MAX_BYTES, UPLOAD_ORIGINAL_MAX_BYTES } from "@core/upload-limits";
import { describe, expect, it, vi } from "vitest";
import { checkImage, type ImageTools, readyForUpload } from "./prepare-image";

const SIGNATURES: Record<string, number[]> = {
  "image/png": [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  "image/jpeg": [0xff, 0xd8, 0xff, 0xe0],
  "image/gif": [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
};

/** A file of `size` bytes that starts as its type's files do. */
function fileOf(name: string, type: string, size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set((SIGNATURES[type] ?? []).slice(0, size));
  return new File([bytes], name, { type });
}

function tools(overrides: Partial<ImageTools> = {}): ImageTools {
  return {
    readDimensions: vi.fn(async () => ({ width: 400, height: 400 })),
    compress: vi.fn(async (file: File) => fileOf(file.name.replace(/\.\w+$/, ".jpg"), "image/jpeg", 50_000)),
    ...overrides,
  };
}

describe("checkImage", () => {
  it("stops at the type, then at the size, before reading the image", async () => {
    const t = tools();
    expect(await checkImage(fileOf("a.txt", "text/plain", 10), "profilePicture", t)).toMatchObject({
      ok: false,
      problem: { title: "Invalid file type" },
    });
    expect(
      await checkImage(fileOf("a.png", "image/png", UPLOAD_ORIGINAL_MAX_BYTES + 1), "profilePicture", t),
    ).toMatchObject({ ok: false, problem: { title: "File too large" } });
    expect(t.readDimensions).not.toHaveBeenCalled();
  });

  it("calls a text file renamed .png the wrong type, without reading its dimensions", async () => {
    const t = tools();
    const renamed = new File(["just some notes, not a picture"], "notes.png", { type: "image/png" });
    expect(await checkImage(renamed, "profilePicture", t)).toEqual({
      ok: false,
      problem: { title: "Invalid file type", description: "Please upload a JPG, PNG, or GIF image." },
    });
    expect(await checkImage(renamed, "logo", t)).toEqual({
      ok: false,
      problem: {
        title: "Invalid file type",
        description: "Invalid file type. Please upload a JPG, PNG, GIF, or SVG image.",
      },
    });
    expect(t.readDimensions).not.toHaveBeenCalled();
    // A picture whose name says another raster type is still a picture.
    expect((await checkImage(fileOf("a.jpg", "image/png", 10), "gallery", t)).ok).toBe(true);
  });

  it("says when the dimensions cannot be read", async () => {
    const t = tools({ readDimensions: vi.fn(async () => Promise.reject(new Error("broken"))) });
    expect(await checkImage(fileOf("a.png", "image/png", 10), "logo", t)).toEqual({
      ok: false,
      problem: { title: "Image dimensions", description: "Failed to validate image dimensions" },
    });
  });

  it("refuses a picture that is too small and passes on warnings", async () => {
    const small = tools({ readDimensions: vi.fn(async () => ({ width: 100, height: 100 })) });
    expect(await checkImage(fileOf("a.png", "image/png", 10), "profilePicture", small)).toMatchObject({
      ok: false,
      problem: { title: "Image dimensions" },
    });
    const narrow = tools({ readDimensions: vi.fn(async () => ({ width: 800, height: 400 })) });
    const result = await checkImage(fileOf("a.png", "image/png", 10), "coverPhoto", narrow);
    expect(result.ok).toBe(true);
    expect(result.ok && result.warnings).toHaveLength(1);
  });

  it("reads no dimensions for an SVG logo or a gallery image", async () => {
    const t = tools();
    expect(await checkImage(fileOf("a.svg", "image/svg+xml", 10), "logo", t)).toEqual({
      ok: true,
      format: "svg",
      warnings: [],
    });
    expect((await checkImage(fileOf("a.gif", "image/gif", 10), "gallery", t)).ok).toBe(true);
    expect(t.readDimensions).not.toHaveBeenCalled();
  });
});

describe("readyForUpload", () => {
  it("sends small files and SVG as they are", async () => {
    const t = tools();
    const small = fileOf("a.png", "image/png", 100 * 1024);
    expect(await readyForUpload(small, "gallery", t)).toEqual({ ok: true, file: small });
    const svg = fileOf("a.svg", "image/svg+xml", 500_000);
    expect(await readyForUpload(svg, "logo", t)).toEqual({ ok: true, file: svg });
    expect(t.compress).not.toHaveBeenCalled();
  });

  it("compresses larger files for their kind", async () => {
    const t = tools();
    const result = await readyForUpload(fileOf("a.png", "image/png", 300_000), "coverPhoto", t);
    expect(t.compress).toHaveBeenCalledWith(expect.any(File), "coverPhoto");
    expect(result.ok && result.file.name).toBe("a.jpg");
  });

  it("compresses an 8MB camera photo to what it sends", async () => {
    const t = tools();
    const result = await readyForUpload(fileOf("IMG.jpg", "image/jpeg", 8 * 1024 * 1024), "gallery", t);
    expect(result.ok && result.file.size).toBe(50_000);
  });

  it("refuses a file still over 2MB after compression", async () => {
    const t = tools({
      compress: vi.fn(async () => fileOf("a.jpg", "image/jpeg", STORED_IMAGE_MAX_BYTES + 1)),
    });
    expect(await readyForUpload(fileOf("a.png", "image/png", 1_900_000), "gallery", t)).toEqual({
      ok: false,
      problem: {
        title: "File too large",
        description: "File is too large after compression. Please use a smaller image.",
      },
    });
  });

  it("sends the original for the server to scale when this browser cannot redraw it", async () => {
    const t = tools({ compress: vi.fn(async () => Promise.reject(new Error("decode"))) });
    const original = fileOf("a.png", "image/png", 12 * 1024 * 1024);
    expect(await readyForUpload(original, "gallery", t)).toEqual({ ok: true, file: original });
  });
});
