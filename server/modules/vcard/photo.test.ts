import { describe, expect, it } from "vitest";
import { uploadName, vcardPhoto } from "./photo";

const settings = {
  storage: { read: async () => undefined },
  appUrl: "https://cards.example",
  log: { warn: () => {} } as never,
};

describe("uploadName", () => {
  it("accepts one safe file name under /uploads/", () => {
    expect(uploadName("/uploads/3f9ac1.jpg")).toBe("3f9ac1.jpg");
    expect(uploadName("/uploads/profile_1-a.webp")).toBe("profile_1-a.webp");
  });

  it("refuses anything that could leave the uploads folder or name a hidden file", () => {
    for (const path of [
      "/uploads/../secret.png",
      "/uploads/..",
      "/uploads/.env",
      "/uploads/a/b.png",
      "/uploads/..%2Fsecret.png",
      "/uploads/a.png?x=1",
      "/uploads/",
      "/other/a.png",
    ]) {
      expect(uploadName(path), path).toBeNull();
    }
  });
});

describe("vcardPhoto", () => {
  it("references a remote picture by its address and never embeds it", async () => {
    expect(await vcardPhoto("https://img.example/p.jpg", settings)).toEqual({
      uri: "https://img.example/p.jpg",
    });
  });

  it("references other same-site files absolutely and leaves out a missing upload", async () => {
    expect(await vcardPhoto("/images/default.png", settings)).toEqual({
      uri: "https://cards.example/images/default.png",
    });
    expect(await vcardPhoto("/uploads/missing.png", settings)).toBeUndefined();
    expect(await vcardPhoto("https://cards.example/uploads/missing.png", settings)).toBeUndefined();
    expect(await vcardPhoto(null, settings)).toBeUndefined();
    expect(await vcardPhoto("javascript:alert(1)", settings)).toBeUndefined();
  });
});
